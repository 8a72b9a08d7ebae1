import { describe, expect, it } from 'vitest';
import { COLOR_FAMILY_INVALID, COLOR_LEVEL_INVALID } from '#core/colors/messages.ts';
import { ICON_TOO_LARGE, iconNameTakenMessage, MAX_ICON_BYTES } from './messages.ts';

describe('icon and colour messages', () => {
  it('say the limits and the taken name', () => {
    expect(ICON_TOO_LARGE).toContain(`the maximum size of ${MAX_ICON_BYTES / 1024} KB`);
    expect(iconNameTakenMessage('cart')).toBe("An icon named 'cart' already exists");
  });

  it('list the palette families and the shades 50 to 900', () => {
    expect(COLOR_FAMILY_INVALID).toMatch(/^Family must be one of: [a-z]+(, [a-z]+)+$/);
    expect(COLOR_FAMILY_INVALID).toContain('red');
    expect(COLOR_LEVEL_INVALID).toBe('Level must be one of: 50, 100, 200, 300, 400, 500, 600, 700, 800, 900');
  });
});
