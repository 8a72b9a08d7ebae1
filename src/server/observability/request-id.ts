/**
 * An incoming `x-request-id` is kept only when it looks like one a proxy or load balancer would
 * set (UUIDs, hex, base64 tokens, trace ids like `Root=1-…`): it goes into every log line and back to the client, so
 * no spaces, quotes, control characters or lengths that could forge or flood a log line.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:=+/-]{0,127}$/;

/** The caller's id when it is safe, else a new random UUID. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : crypto.randomUUID();
}
