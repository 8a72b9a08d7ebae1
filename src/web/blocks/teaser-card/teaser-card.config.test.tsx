import { describe, expect, it } from 'vitest';
import { teaserCardConfig } from './teaser-card.config.tsx';

describe('teaserCardConfig', () => {
  it('offers the ten card styles of spec 1 §3, defaulting to the first', () => {
    const styles = (teaserCardConfig.fields!.variant as { options: { value: string }[] }).options.map((option) => option.value);
    expect(styles).toEqual(['default', 'minimal', 'modern', 'glass', 'dynamic', 'soft', 'elegant', 'accent', 'panel', 'pill']);
    expect(teaserCardConfig.defaultProps).toMatchObject({ variant: 'default', textDisplayLength: 0 });
  });
});
