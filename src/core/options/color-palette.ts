// The built-in colour palette: about 60 named colours with shades 50 to 900 (spec 1 §3).
// The first 22 are Tailwind CSS v3's palette; mauve, olive, mist and taupe are Tailwind v4's,
// converted to sRGB hex; the rest were generated once from a base colour (kept exactly at the
// shade nearest its lightness) along Tailwind's lightness and chroma curve in OKLCH.
import type { Option } from './option.ts';

export const COLOR_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type ColorShade = (typeof COLOR_SHADES)[number];

export const COLOR_FAMILIES = ['neutral', 'red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'purple', 'pink', 'brown'] as const;
export type ColorFamily = (typeof COLOR_FAMILIES)[number];

type ShadeHexes = readonly [string, string, string, string, string, string, string, string, string, string];

interface NamedColorSource {
  readonly label: string;
  readonly family: ColorFamily;
  /** Hex per shade, in COLOR_SHADES order. */
  readonly shades: ShadeHexes;
}

const NAMED_COLOR_SOURCES = {
  slate: { label: 'Slate', family: 'neutral', shades: ['#f8fafc', '#f1f5f9', '#e2e8f0', '#cbd5e1', '#94a3b8', '#64748b', '#475569', '#334155', '#1e293b', '#0f172a'] },
  gray: { label: 'Gray', family: 'neutral', shades: ['#f9fafb', '#f3f4f6', '#e5e7eb', '#d1d5db', '#9ca3af', '#6b7280', '#4b5563', '#374151', '#1f2937', '#111827'] },
  zinc: { label: 'Zinc', family: 'neutral', shades: ['#fafafa', '#f4f4f5', '#e4e4e7', '#d4d4d8', '#a1a1aa', '#71717a', '#52525b', '#3f3f46', '#27272a', '#18181b'] },
  neutral: { label: 'Neutral', family: 'neutral', shades: ['#fafafa', '#f5f5f5', '#e5e5e5', '#d4d4d4', '#a3a3a3', '#737373', '#525252', '#404040', '#262626', '#171717'] },
  stone: { label: 'Stone', family: 'neutral', shades: ['#fafaf9', '#f5f5f4', '#e7e5e4', '#d6d3d1', '#a8a29e', '#78716c', '#57534e', '#44403c', '#292524', '#1c1917'] },
  red: { label: 'Red', family: 'red', shades: ['#fef2f2', '#fee2e2', '#fecaca', '#fca5a5', '#f87171', '#ef4444', '#dc2626', '#b91c1c', '#991b1b', '#7f1d1d'] },
  orange: { label: 'Orange', family: 'orange', shades: ['#fff7ed', '#ffedd5', '#fed7aa', '#fdba74', '#fb923c', '#f97316', '#ea580c', '#c2410c', '#9a3412', '#7c2d12'] },
  amber: { label: 'Amber', family: 'yellow', shades: ['#fffbeb', '#fef3c7', '#fde68a', '#fcd34d', '#fbbf24', '#f59e0b', '#d97706', '#b45309', '#92400e', '#78350f'] },
  yellow: { label: 'Yellow', family: 'yellow', shades: ['#fefce8', '#fef9c3', '#fef08a', '#fde047', '#facc15', '#eab308', '#ca8a04', '#a16207', '#854d0e', '#713f12'] },
  lime: { label: 'Lime', family: 'green', shades: ['#f7fee7', '#ecfccb', '#d9f99d', '#bef264', '#a3e635', '#84cc16', '#65a30d', '#4d7c0f', '#3f6212', '#365314'] },
  green: { label: 'Green', family: 'green', shades: ['#f0fdf4', '#dcfce7', '#bbf7d0', '#86efac', '#4ade80', '#22c55e', '#16a34a', '#15803d', '#166534', '#14532d'] },
  emerald: { label: 'Emerald', family: 'green', shades: ['#ecfdf5', '#d1fae5', '#a7f3d0', '#6ee7b7', '#34d399', '#10b981', '#059669', '#047857', '#065f46', '#064e3b'] },
  teal: { label: 'Teal', family: 'cyan', shades: ['#f0fdfa', '#ccfbf1', '#99f6e4', '#5eead4', '#2dd4bf', '#14b8a6', '#0d9488', '#0f766e', '#115e59', '#134e4a'] },
  cyan: { label: 'Cyan', family: 'cyan', shades: ['#ecfeff', '#cffafe', '#a5f3fc', '#67e8f9', '#22d3ee', '#06b6d4', '#0891b2', '#0e7490', '#155e75', '#164e63'] },
  sky: { label: 'Sky', family: 'blue', shades: ['#f0f9ff', '#e0f2fe', '#bae6fd', '#7dd3fc', '#38bdf8', '#0ea5e9', '#0284c7', '#0369a1', '#075985', '#0c4a6e'] },
  blue: { label: 'Blue', family: 'blue', shades: ['#eff6ff', '#dbeafe', '#bfdbfe', '#93c5fd', '#60a5fa', '#3b82f6', '#2563eb', '#1d4ed8', '#1e40af', '#1e3a8a'] },
  indigo: { label: 'Indigo', family: 'blue', shades: ['#eef2ff', '#e0e7ff', '#c7d2fe', '#a5b4fc', '#818cf8', '#6366f1', '#4f46e5', '#4338ca', '#3730a3', '#312e81'] },
  violet: { label: 'Violet', family: 'purple', shades: ['#f5f3ff', '#ede9fe', '#ddd6fe', '#c4b5fd', '#a78bfa', '#8b5cf6', '#7c3aed', '#6d28d9', '#5b21b6', '#4c1d95'] },
  purple: { label: 'Purple', family: 'purple', shades: ['#faf5ff', '#f3e8ff', '#e9d5ff', '#d8b4fe', '#c084fc', '#a855f7', '#9333ea', '#7e22ce', '#6b21a8', '#581c87'] },
  fuchsia: { label: 'Fuchsia', family: 'pink', shades: ['#fdf4ff', '#fae8ff', '#f5d0fe', '#f0abfc', '#e879f9', '#d946ef', '#c026d3', '#a21caf', '#86198f', '#701a75'] },
  pink: { label: 'Pink', family: 'pink', shades: ['#fdf2f8', '#fce7f3', '#fbcfe8', '#f9a8d4', '#f472b6', '#ec4899', '#db2777', '#be185d', '#9d174d', '#831843'] },
  rose: { label: 'Rose', family: 'red', shades: ['#fff1f2', '#ffe4e6', '#fecdd3', '#fda4af', '#fb7185', '#f43f5e', '#e11d48', '#be123c', '#9f1239', '#881337'] },
  mauve: { label: 'Mauve', family: 'neutral', shades: ['#fafafa', '#f3f1f3', '#e7e4e7', '#d7d0d7', '#a89ea9', '#79697b', '#594c5b', '#463947', '#2a212c', '#1d161e'] },
  olive: { label: 'Olive', family: 'neutral', shades: ['#fbfbf9', '#f4f4f0', '#e8e8e3', '#d8d8d0', '#abab9c', '#7c7c67', '#5b5b4b', '#474739', '#2b2b22', '#1d1d16'] },
  mist: { label: 'Mist', family: 'neutral', shades: ['#f9fbfb', '#f1f3f3', '#e3e7e8', '#d0d6d8', '#9ca8ab', '#67787c', '#4b585b', '#394447', '#22292b', '#161b1d'] },
  taupe: { label: 'Taupe', family: 'neutral', shades: ['#fbfaf9', '#f3f1f1', '#e8e4e3', '#d8d2d0', '#aba09c', '#7c6d67', '#5b4f4b', '#473c39', '#2b2422', '#1d1816'] },
  crimson: { label: 'Crimson', family: 'red', shades: ['#fdf2f2', '#fde2e2', '#fccbc9', '#fba4a4', '#f76a70', '#f03b50', '#dc143c', '#b81131', '#97182b', '#7c1e28'] },
  maroon: { label: 'Maroon', family: 'red', shades: ['#fff2f0', '#ffe2dd', '#ffc9c1', '#ffa294', '#ed7362', '#d55d4e', '#bf493c', '#a63126', '#911a12', '#800000'] },
  coral: { label: 'Coral', family: 'orange', shades: ['#fdf4f0', '#fde6de', '#fed1c2', '#ffb195', '#ff7f50', '#e66839', '#cf5421', '#b33d00', '#953100', '#7d2a03'] },
  salmon: { label: 'Salmon', family: 'orange', shades: ['#fdf3f2', '#fce6e2', '#fcd1cb', '#fcb0a6', '#fa8072', '#e1695d', '#ca554a', '#b03d34', '#962e26', '#7a2b24'] },
  tangerine: { label: 'Tangerine', family: 'orange', shades: ['#fcf4ee', '#fae7d8', '#f8d3b7', '#f6b480', '#f28500', '#d37402', '#b96402', '#9a5302', '#804400', '#6d3901'] },
  gold: { label: 'Gold', family: 'yellow', shades: ['#f9f6ef', '#f3ebda', '#ecdbba', '#e1c284', '#d4a017', '#ba8b04', '#a27803', '#866300', '#6f5201', '#5e4500'] },
  mustard: { label: 'Mustard', family: 'yellow', shades: ['#faf4e7', '#f4e5c6', '#ebd091', '#e1ad01', '#bc9001', '#a57e01', '#906e03', '#795c00', '#654c01', '#574100'] },
  chartreuse: { label: 'Chartreuse', family: 'green', shades: ['#f3f8ef', '#e4f0d9', '#cfe6b9', '#add583', '#7fbf00', '#6ea603', '#5f9102', '#4e7801', '#406300', '#355401'] },
  mint: { label: 'Mint', family: 'green', shades: ['#f0f7f4', '#ddeee6', '#c0e1d1', '#91ceb2', '#3eb489', '#219f76', '#018d65', '#017554', '#006245', '#01533b'] },
  jade: { label: 'Jade', family: 'green', shades: ['#f1f7f3', '#e0efe5', '#c5e2d1', '#9ad0b1', '#56b886', '#00a86b', '#04935d', '#007a4c', '#01653f', '#085535'] },
  forest: { label: 'Forest', family: 'green', shades: ['#f2f7f1', '#e1ede0', '#c8dfc6', '#a0cb9d', '#67b063', '#3e9e3c', '#228b22', '#1c741c', '#1d601c', '#1f511e'] },
  sage: { label: 'Sage', family: 'green', shades: ['#f5f6f3', '#e9ece3', '#d9decd', '#c0c8aa', '#9eac7a', '#8a9a5b', '#778748', '#626f39', '#515c31', '#454d2c'] },
  turquoise: { label: 'Turquoise', family: 'cyan', shades: ['#ebf8f6', '#cef1ec', '#a0e5dd', '#30d5c8', '#01b3a7', '#069c92', '#048980', '#02726a', '#015f59', '#00514b'] },
  aqua: { label: 'Aqua', family: 'cyan', shades: ['#f0f7f8', '#dbeff1', '#bde2e7', '#88d0d9', '#00b7c7', '#03a0ae', '#058b98', '#02747e', '#026069', '#015159'] },
  azure: { label: 'Azure', family: 'blue', shades: ['#f0f6fd', '#ddeafc', '#c0d9fc', '#91bffe', '#4d9aff', '#007fff', '#016fe0', '#015cbd', '#004da0', '#084286'] },
  cobalt: { label: 'Cobalt', family: 'blue', shades: ['#f0f6fe', '#ddeaff', '#c2daff', '#99c0ff', '#5f9cfe', '#4485ee', '#3171d9', '#1a5ac0', '#0047ab', '#0e3f8b'] },
  navy: { label: 'Navy', family: 'blue', shades: ['#f2f5fc', '#e1e8f9', '#c8d5f5', '#a3b8f2', '#7b93d8', '#657cbf', '#5268aa', '#3d5190', '#2c3e7b', '#1f2f6b'] },
  sapphire: { label: 'Sapphire', family: 'blue', shades: ['#f1f6ff', '#e0ebfe', '#c6dcff', '#a0c4ff', '#6ba2fe', '#4a8cf9', '#397ae5', '#2464ce', '#0f52ba', '#164696'] },
  periwinkle: { label: 'Periwinkle', family: 'purple', shades: ['#f4f5fb', '#e7eaf9', '#d4d9f6', '#b7bff3', '#919bf0', '#7b83eb', '#6970d6', '#565cb4', '#484c94', '#3d4278'] },
  lavender: { label: 'Lavender', family: 'purple', shades: ['#f6f4f8', '#ebe8f0', '#dcd5e6', '#c6b9d7', '#a893c3', '#967bb6', '#846aa3', '#6e5789', '#5b4971', '#4d3e5e'] },
  lilac: { label: 'Lilac', family: 'purple', shades: ['#f7f3fa', '#eee5f5', '#e0cfef', '#cdade6', '#b57edc', '#a16ac7', '#8f59b4', '#7b459e', '#683787', '#56326f'] },
  plum: { label: 'Plum', family: 'purple', shades: ['#f9f4f8', '#f2e5f0', '#e9d1e4', '#dcb0d4', '#ca84c0', '#b86cae', '#a55a9b', '#8e4585', '#753b6e', '#61345b'] },
  grape: { label: 'Grape', family: 'purple', shades: ['#f7f3fd', '#efe5fd', '#e3d0fe', '#d2aeff', '#bc7efe', '#a76ae7', '#9557d3', '#8041bc', '#6f2da8', '#5b2c88'] },
  orchid: { label: 'Orchid', family: 'pink', shades: ['#faf3fa', '#f6e3f4', '#efccec', '#e7a7e3', '#da70d6', '#c45bc0', '#b048ad', '#983196', '#822380', '#6b2469'] },
  magenta: { label: 'Magenta', family: 'pink', shades: ['#fdf2f6', '#fde3ec', '#fcccde', '#fca6c8', '#f86ead', '#f2419b', '#e0218a', '#ba1a72', '#981c5e', '#7c204e'] },
  raspberry: { label: 'Raspberry', family: 'pink', shades: ['#fef2f4', '#fee2e5', '#fecbd1', '#ffa4b2', '#fc6988', '#f6386e', '#e30b5c', '#bd0a4c', '#9b143f', '#7f1c37'] },
  blush: { label: 'Blush', family: 'pink', shades: ['#fbf3f5', '#f9e5e8', '#f5cfd7', '#f0aebc', '#e77e99', '#de5d83', '#c84971', '#a83a5d', '#8a324d', '#722e41'] },
  sand: { label: 'Sand', family: 'brown', shades: ['#f6f4ee', '#eae6d8', '#dad1b6', '#c2b280', '#a49463', '#918251', '#807141', '#6d5e2e', '#5d4e1e', '#514210'] },
  brown: { label: 'Brown', family: 'brown', shades: ['#f8f5f2', '#f1e8e1', '#e7d6c9', '#d8bba2', '#c5966c', '#b48052', '#a16f40', '#8b5a2b', '#724b26', '#5f4024'] },
  chocolate: { label: 'Chocolate', family: 'brown', shades: ['#faf4f0', '#f4e7de', '#ecd3c2', '#e2b595', '#d08d5a', '#b97846', '#a66633', '#8e511b', '#7b3f00', '#66370f'] },
  copper: { label: 'Copper', family: 'brown', shades: ['#f9f4f1', '#f1e7df', '#e7d3c4', '#d9b599', '#c68d5d', '#b87333', '#a6621f', '#8b5115', '#734417', '#603b1a'] },
  bronze: { label: 'Bronze', family: 'brown', shades: ['#faf5f1', '#f4e9e0', '#edd7c5', '#e4bc9c', '#d7975f', '#cd7f32', '#b86b17', '#9a5709', '#7e4910', '#673e17'] },
  rust: { label: 'Rust', family: 'brown', shades: ['#fcf4f1', '#fae6df', '#f8d1c4', '#f6b19a', '#f1825c', '#e2683d', '#ce572a', '#b7410e', '#953712', '#7a3218'] },
  charcoal: { label: 'Charcoal', family: 'neutral', shades: ['#f4f5f7', '#e6eaed', '#d2dadf', '#b3c1cb', '#8fa0ac', '#7b8b97', '#697984', '#54646e', '#43525d', '#36454f'] },
} as const satisfies Record<string, NamedColorSource>;

export type ColorName = keyof typeof NAMED_COLOR_SOURCES;

export interface NamedColor {
  readonly name: ColorName;
  readonly label: string;
  readonly family: ColorFamily;
  readonly shades: Readonly<Record<ColorShade, string>>;
}

/** A colour item as galleries and pickers use it (spec 1 §3: hex, value, label, colorName, level). */
export interface PaletteColor {
  /** 'red-500' */
  readonly value: string;
  /** 'Red 500' */
  readonly label: string;
  readonly hex: string;
  readonly colorName: ColorName;
  readonly level: ColorShade;
  readonly family: ColorFamily;
}

export const NAMED_COLORS: readonly NamedColor[] = (Object.keys(NAMED_COLOR_SOURCES) as ColorName[]).map((name) => {
  const source: NamedColorSource = NAMED_COLOR_SOURCES[name];
  const shades = Object.fromEntries(COLOR_SHADES.map((shade, index) => [shade, source.shades[index]])) as Record<
    ColorShade,
    string
  >;
  return { name, label: source.label, family: source.family, shades };
});

export const COLOR_NAME_OPTIONS: readonly Option<ColorName>[] = NAMED_COLORS.map(({ name, label }) => ({ label, value: name }));

export const COLOR_FAMILY_OPTIONS: readonly Option<ColorFamily | 'all'>[] = [
  { label: 'All families', value: 'all' },
  ...COLOR_FAMILIES.map((family) => ({ label: `${family.charAt(0).toUpperCase()}${family.slice(1)}`, value: family })),
];

export const COLOR_SHADE_OPTIONS: readonly Option<ColorShade>[] = COLOR_SHADES.map((shade) => ({ label: String(shade), value: shade }));

/** Every shade of every named colour, flat, in palette order. */
export const COLOR_PALETTE: readonly PaletteColor[] = NAMED_COLORS.flatMap((color) =>
  COLOR_SHADES.map((level) => ({
    value: `${color.name}-${level}`,
    label: `${color.label} ${level}`,
    hex: color.shades[level],
    colorName: color.name,
    level,
    family: color.family,
  })),
);

/** 'red-500' => '#ef4444'; undefined for a value not in the palette. */
export function paletteHex(value: string): string | undefined {
  return COLOR_PALETTE.find((color) => color.value === value)?.hex;
}
