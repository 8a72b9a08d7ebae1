import type { Option } from './option.ts';

export const SIZE_GROUPS = ['apparel', 'shoe', 'ring', 'bed', 'storage', 'screen', 'volume'] as const;
export type SizeGroup = (typeof SIZE_GROUPS)[number];

export interface SizeGroupOption extends Option<SizeGroup> {
  readonly sizes: readonly Option[];
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to + 1e-9; value += step) values.push(Math.round(value * 10) / 10);
  return values;
}

/** Sizes as [label, value] rows. */
function labelled(...rows: [label: string, value: string][]): Option[] {
  return rows.map(([label, value]) => ({ label, value }));
}

/**
 * Size values are unique across groups (a product may mix them), short and URL-safe; labels are
 * what a shopper reads.
 */
export const SIZE_CODE_GROUPS: readonly SizeGroupOption[] = [
  {
    label: 'Apparel',
    value: 'apparel',
    sizes: labelled(['XS', 'xs'], ['S', 's'], ['M', 'm'], ['L', 'l'], ['XL', 'xl'], ['XXL', 'xxl']),
  },
  {
    label: 'Shoes (EU)',
    value: 'shoe',
    sizes: range(35, 47, 1).map((size) => ({ label: `EU ${size}`, value: `eu-${size}` })),
  },
  {
    label: 'Rings (US)',
    value: 'ring',
    sizes: range(4, 13, 0.5).map((size) => ({ label: `US ${size}`, value: `ring-${String(size).replace('.', '_')}` })),
  },
  {
    label: 'Beds',
    value: 'bed',
    sizes: labelled(['Single', 'bed-single'], ['Twin XL', 'bed-twin-xl'], ['Double', 'bed-double'], ['Queen', 'bed-queen'], ['King', 'bed-king'], ['California King', 'bed-california-king']),
  },
  {
    label: 'Storage',
    value: 'storage',
    sizes: labelled(['32 GB', '32gb'], ['64 GB', '64gb'], ['128 GB', '128gb'], ['256 GB', '256gb'], ['512 GB', '512gb'], ['1 TB', '1tb'], ['2 TB', '2tb']),
  },
  {
    label: 'Screens',
    value: 'screen',
    sizes: [13, 14, 15, 16, 24, 27, 32, 43, 50, 55, 65, 75, 85].map((inches) => ({
      label: `${inches}″`,
      value: `${inches}in`,
    })),
  },
  {
    label: 'Volume',
    value: 'volume',
    sizes: labelled(['50 ml', '50ml'], ['100 ml', '100ml'], ['250 ml', '250ml'], ['500 ml', '500ml'], ['750 ml', '750ml'], ['1 L', '1l'], ['2 L', '2l']),
  },
];

export function sizesOfGroup(group: SizeGroup): readonly Option[] {
  return SIZE_CODE_GROUPS.find((entry) => entry.value === group)?.sizes ?? [];
}
