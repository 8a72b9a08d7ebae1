import { isDomainName, isUrlHost } from './domain-name.ts';
import { INVALID_COLOR, INVALID_DOMAIN, INVALID_EMAIL, INVALID_URL, MUST_BE_NUMERIC } from './messages.ts';
import type { Rule } from './rule-types.ts';

/** local part, '@', then a domain with at least one dot and no empty labels. */
export const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const DIGITS = /^\d+$/;
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
const HTTP_SCHEME = /^https?:\/\//i;

export const emailRule: Rule = (value) => (typeof value === 'string' && EMAIL.test(value) ? null : INVALID_EMAIL);

/** Digits only: a non-negative whole number, typed or given as a number. */
export const numericRule: Rule = (value) => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && DIGITS.test(text) ? null : MUST_BE_NUMERIC;
};

export function parseHttpUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || !HTTP_SCHEME.test(value) || /\s/.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export const urlRule: Rule = (value) => {
  const url = parseHttpUrl(value);
  return url !== null && isUrlHost(url.hostname) ? null : INVALID_URL;
};

export const domainRule: Rule = (value) => (isDomainName(value) ? null : INVALID_DOMAIN);

export const colorRule: Rule = (value) => (typeof value === 'string' && HEX_COLOR.test(value) ? null : INVALID_COLOR);
