import { randomId } from './fake-http.ts';

// PayPal's JSON errors and the body checks that raise them.

export class PaypalRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

export function unprocessable(issue: string, description: string): PaypalRequestError {
  return new PaypalRequestError(422, {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: randomId('', 13).toLowerCase(),
    details: [{ issue, description }],
  });
}

export function invalidRequest(field: string, issue: string, description: string): PaypalRequestError {
  return new PaypalRequestError(400, {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    debug_id: randomId('', 13).toLowerCase(),
    details: [{ field, location: 'body', issue, description }],
  });
}

export type Json = Record<string, unknown>;

export function record(value: unknown): Json | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

export function toCents(value: unknown, field: string): number {
  if (typeof value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(value)) {
    throw invalidRequest(field, 'INVALID_PARAMETER_SYNTAX', 'The value of a field does not conform to the expected format.');
  }
  return Math.round(Number(value) * 100);
}
