import type { Option } from './option.ts';

/** A design-token option: the token editors pick, and the CSS value it stands for. */
export interface TokenOption extends Option {
  readonly css: string;
}

/** The CSS value of a token, or undefined when the token is not in the scale. */
export function tokenCss(scale: readonly TokenOption[], token: string): string | undefined {
  return scale.find((option) => option.value === token)?.css;
}
