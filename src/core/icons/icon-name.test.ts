import { describe, expect, it } from 'vitest';
import { ICON_NAME_INVALID, ICON_NAME_REQUIRED, iconCreatedMessage } from './messages.ts';
import { validateIconName } from './icon-name.ts';

describe('validateIconName', () => {
  it('accepts letters, digits, spaces, dashes and underscores up to 60 characters', () => {
    expect(validateIconName('  brand-logo_2 dark ')).toBeNull();
    expect(validateIconName('Ünïcode名前')).toBeNull();
    expect(validateIconName('a'.repeat(60))).toBeNull();
  });

  it('refuses empty, punctuation, a leading dash and over-long names', () => {
    expect(validateIconName('   ')).toBe(ICON_NAME_REQUIRED);
    expect(validateIconName('logo.svg')).toBe(ICON_NAME_INVALID);
    expect(validateIconName('-logo')).toBe(ICON_NAME_INVALID);
    expect(validateIconName('a'.repeat(61))).toBe(ICON_NAME_INVALID);
  });
});

describe('iconCreatedMessage', () => {
  it('names the icon', () => expect(iconCreatedMessage('leaf')).toBe("Icon 'leaf' uploaded"));
});
