// A load generator for multipart POSTs, run in its own process (the server's event loop is not
// shared with the client's work). Reads its settings as JSON from argv[2], prints one JSON line:
// every request's latency in ms, the statuses, and the errors. Each request builds its own body
// from a template, so records differ (`{n}` in a string value becomes the request's number).

export interface MultipartLoadSettings {
  url: string;
  requests: number;
  /** Requests not measured before the measured ones (same connections). */
  warmup: number;
  connections: number;
  headers: Record<string, string>;
  /** Text parts; `{n}` is replaced by the request's number. */
  fields: Record<string, string>;
}

export interface MultipartLoadResult {
  latencies: number[];
  statuses: Record<string, number>;
  errors: number;
  firstFailure: string | null;
  seconds: number;
}

function body(fields: Record<string, string>, n: number, boundary: string): string {
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value.replaceAll('{n}', String(n))}\r\n`);
  return `${parts.join('')}--${boundary}--\r\n`;
}

async function main() {
  const settings = JSON.parse(process.argv[2]!) as MultipartLoadSettings;
  const boundary = `----sitewright-bench-${process.pid}`;
  const result: MultipartLoadResult = {
    latencies: [],
    statuses: {},
    errors: 0,
    firstFailure: null,
    seconds: 0,
  };
  let next = 0;
  const total = settings.warmup + settings.requests;
  let started = 0;
  const worker = async () => {
    for (let n = next++; n < total; n = next++) {
      if (n === settings.warmup) started = performance.now();
      const t0 = performance.now();
      try {
        // Node's fetch keeps connections alive; `connections` workers keep at most that many busy.
        const response = await fetch(settings.url, {
          method: 'POST',
          headers: {
            ...settings.headers,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          body: body(settings.fields, n, boundary),
        });
        const text = await response.text();
        const ms = performance.now() - t0;
        if (n < settings.warmup) continue;
        result.latencies.push(ms);
        result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
        if ((response.status < 200 || response.status > 299) && result.firstFailure === null) result.firstFailure = `${response.status} ${text.slice(0, 300)}`;
      } catch (error) {
        if (n < settings.warmup) continue;
        result.errors += 1;
        result.firstFailure ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: settings.connections }, worker));
  result.seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();
