// Colour arithmetic on #rrggbb strings, and the shade set every product is drawn with.

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`bad hex colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export interface Palette {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  /** Outline; keeps pale products readable on pale backgrounds. */
  stroke: string;
}

export function paletteOf(hex: string): Palette {
  return {
    base: hex,
    light: mix(hex, '#ffffff', 0.25),
    lighter: mix(hex, '#ffffff', 0.55),
    dark: mix(hex, '#000000', 0.18),
    darker: mix(hex, '#000000', 0.38),
    stroke: luminance(hex) > 0.75 ? mix(hex, '#000000', 0.3) : mix(hex, '#000000', 0.22),
  };
}
