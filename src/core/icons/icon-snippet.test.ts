import { describe, expect, it } from 'vitest';
import { ICON_COLOR_TOKENS, iconColorCss, iconSnippet } from './icon-snippet.ts';

describe('iconSnippet', () => {
  it('writes the react-icons import and element with size and colour classes', () => {
    expect(iconSnippet({ set: 'fa', iconName: 'FaLeaf' }, '6xl', 'primary')).toBe(
      `import { FaLeaf } from 'react-icons/fa';\n\n<FaLeaf className="text-6xl text-primary" />`,
    );
    expect(iconSnippet({ set: 'md', iconName: 'MdHome' }, 'xl', 'danger')).toContain('<MdHome className="text-xl text-danger" />');
  });

  it('writes Icon block props for custom icons, by id, with the CSS colour', () => {
    expect(iconSnippet({ set: 'custom', iconName: 'My logo', id: 'abc-1' }, '2xl', 'success')).toBe(
      '<Icon set="custom" name="abc-1" size="2xl" color="var(--color-success)" />',
    );
  });

  it('never writes a component name that is not one (falls back to the Icon block, quoted)', () => {
    expect(iconSnippet({ set: 'fa', iconName: 'x" onload="alert(1)' }, 'xl', 'fg')).toBe(
      '<Icon set="custom" name="x\\" onload=\\"alert(1)" size="xl" color="var(--color-fg)" />',
    );
  });
});

describe('iconColorCss', () => {
  it('maps tokens to CSS and unknown tokens to primary', () => {
    expect(iconColorCss('current')).toBe('currentColor');
    expect(iconColorCss('nope')).toBe('var(--color-primary)');
    expect(ICON_COLOR_TOKENS.map((token) => token.value)).toContain('primary');
  });
});
