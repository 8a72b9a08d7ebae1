import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, colorsInClasses, contrastRatio } from '../shared/color-contrast.ts';
import { ALERT_STYLES } from './alert-styles.ts';
import { ALERT_VARIANT_OPTIONS } from './alert.types.ts';

describe('alert styles', () => {
  it.each(ALERT_VARIANT_OPTIONS.map((option) => option.value))('%s text meets AA and its icon 3:1 on its background', (variant) => {
    const style = ALERT_STYLES[variant];
    const [background] = colorsInClasses(style.box, 'bg');
    const [text] = colorsInClasses(style.box, 'text');
    const [icon] = colorsInClasses(style.icon, 'text');
    expect(background && text && icon).toBeTruthy();
    expect(contrastRatio(text as string, background as string)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(icon as string, background as string)).toBeGreaterThanOrEqual(3);
    expect(style.srLabel).not.toBe('');
  });
});
