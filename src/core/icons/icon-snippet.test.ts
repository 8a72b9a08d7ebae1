import { describe, expect, it } from 'vitest';
import { iconColorClass, iconSnippet } from './icon-snippet.ts';

describe('iconSnippet', () => {
  it('writes the react-icons import and element with size and colour classes', () => {
    expect(iconSnippet({ set: 'fa', iconName: 'FaLeaf' }, '6xl', 'primary')).toBe(
      `import { FaLeaf } from 'react-icons/fa';\n\n<FaLeaf className="text-6xl text-primary" />`,
    );
    expect(iconSnippet({ set: 'md', iconName: 'MdHome' }, 'xl', 'red')).toContain('<MdHome className="text-xl text-red-500" />');
  });

  it('writes Icon block props for custom icons, by id, with the CSS colour', () => {
    expect(iconSnippet({ set: 'custom', iconName: 'My logo', id: 'abc-1' }, '2xl', 'primary')).toBe(
      '<Icon set="custom" name="abc-1" size="2xl" color="var(--color-primary)" />',
    );
    expect(iconSnippet({ set: 'custom', iconName: 'Logo' }, '2xl', 'red')).toBe('<Icon set="custom" name="Logo" size="2xl" color="#ef4444" />');
  });

  it('never writes a component name that is not one (falls back to the Icon block, quoted)', () => {
    expect(iconSnippet({ set: 'fa', iconName: 'x" onload="alert(1)' }, 'xl', 'current')).toBe(
      '<Icon set="custom" name="x\\" onload=\\"alert(1)" size="xl" color="currentColor" />',
    );
  });
});

describe('iconColorClass', () => {
  it('keeps theme tokens and takes the 500 shade of palette colours', () => {
    expect(iconColorClass('primary')).toBe('primary');
    expect(iconColorClass('current')).toBe('current');
    expect(iconColorClass('teal')).toBe('teal-500');
  });
});
