// A load generator for JSON POSTs whose bodies and headers differ per request (checkouts: each its
// own cart, buyer and client address), run in its own process so the server's event loop is not
// shared with the client's work. Reads its settings as JSON from stdin (the bodies are too large
// for argv), prints one JSON line: each request's outcome in plan order.

export interface JsonPostRequest {
  /** Path on `origin`, e.g. /api/cart/offline-checkout. */
  path: string;
  headers: Record<string, string>;
  /** The JSON body, already serialised. */
  body: string;
}

export interface JsonPostLoadSettings {
  origin: string;
  /** Requests in flight at once: each of this many workers sends its next request when the last one answered. */
  concurrency: number;
  /** Headers on every request (origin, content-type). */
  headers: Record<string, string>;
  requests: JsonPostRequest[];
}

export interface JsonPostOutcome {
  /** HTTP status; 0 when the request failed before an answer (network error). */
  status: number;
  /** From just before fetch() to the whole body read. */
  ms: number;
  /** The answer's body, parsed when JSON (the caller checks it); the error message on a network failure. */
  body: unknown;
}

export interface JsonPostLoadResult {
  outcomes: JsonPostOutcome[];
  /** Wall time of the whole run. */
  seconds: number;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main() {
  const settings = JSON.parse(await readStdin()) as JsonPostLoadSettings;
  const outcomes: JsonPostOutcome[] = Array.from({ length: settings.requests.length });
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < settings.requests.length; n = next++) {
      const request = settings.requests[n]!;
      const t0 = performance.now();
      try {
        // Node's fetch keeps connections alive; `concurrency` workers keep at most that many busy.
        const response = await fetch(`${settings.origin}${request.path}`, { method: 'POST', headers: { ...settings.headers, ...request.headers }, body: request.body });
        const text = await response.text();
        const ms = performance.now() - t0;
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the caller sees the text (and counts the answer as unexpected).
        }
        outcomes[n] = { status: response.status, ms, body };
      } catch (error) {
        outcomes[n] = { status: 0, ms: performance.now() - t0, body: String(error) };
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: settings.concurrency }, worker));
  const result: JsonPostLoadResult = { outcomes, seconds: (performance.now() - started) / 1000 };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();
