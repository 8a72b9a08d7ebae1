/**
 * One list call timed from request to parsed body; a non-200 answer stops the bench with its body.
 * `readTotal`: where the answer says its total (the storefront's and content lists' `pagination.total` by default).
 */
export async function timedListCall(
  request: (url: string, init?: RequestInit) => Promise<Response>,
  url: string,
  init?: RequestInit,
  readTotal: (body: unknown) => number = (body) => (body as { pagination?: { total: number } }).pagination?.total ?? 0,
): Promise<{ ms: number; total: number }> {
  const t0 = performance.now();
  const response = await request(url, init);
  const body = (await response.json()) as unknown;
  const ms = performance.now() - t0;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, total: readTotal(body) };
}
