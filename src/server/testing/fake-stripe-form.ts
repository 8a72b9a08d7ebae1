// Stripe's wire format as the fake reads it: form-encoded bodies and Stripe-shaped request errors.

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** Decodes Stripe's form encoding (`line_items[0][price_data][unit_amount]=500`) into nested objects and arrays. */
export function decodeStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: FormObject = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as FormObject;
    });
  }
  return arraysFromIndexedObjects(root) as FormObject;
}

function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysFromIndexedObjects(value[k]!)]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]!);
  }
  return converted;
}

export class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; param?: string; code?: string },
  ) {
    super(body.message);
  }
}

export function missing(param: string): StripeRequestError {
  return new StripeRequestError(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` });
}

export function invalid(param: string, message: string): StripeRequestError {
  return new StripeRequestError(400, { type: 'invalid_request_error', code: 'parameter_invalid', param, message });
}

export function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function obj(value: FormValue | undefined): FormObject | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function integer(value: FormValue | undefined, param: string): number {
  const s = str(value);
  if (s === undefined) throw missing(param);
  if (!/^\d+$/.test(s)) throw invalid(param, `Invalid integer: ${s}`);
  return Number(s);
}

export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
