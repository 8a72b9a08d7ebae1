// The image upload attack of issue #21 against `npm start`'s server (decision 038).
// Run: npx tsx bench/upload-memory.ts
//
// The server is `npm start` in its own process (bench/lib/start-app.ts: builds when stale) on its
// own data directory with the demo seed, restarted on that data as it runs, so the resident memory
// read is the server's alone. /tmp/sitewright-e2e.lock is held while it builds and starts.
// All at once:
//   - three signed-in editors' sessions each upload five 36-megapixel JPEGs (7360 × 4912, made here
//     with sharp: a gradient with noise, ≈ 3.4 MB each, under the 4 MB limit): each as its own
//     POST /api/media/upload, five at once per editor, and once more all five in one request;
//   - an anonymous visitor posts a published form's maximum: 20 files of 36 megapixels
//     (≈ 1 MB each, so the body fits the submission limit) in one POST /api/data/{collection},
//     and two more submissions of two such images each.
// A refused request (429) waits its Retry-After and is sent again, as a client would, up to
// UPLOAD_RETRIES (40) times. The server's peak resident memory (VmHWM, /proc/<pid>/status) is read
// every 100 ms. Verdict: no 5xx, no network error, peak ≤ UPLOAD_MAX_RSS_MB (500).
// The editors are three sessions of the demo admin: signing up others needs mail (issue #21 item 1),
// and the server does the same work for any editor.
import fs from 'node:fs';
import sharp from 'sharp';
import { solveAltcha } from '../src/server/testing/altcha-solver.ts';
import { restartOnSeededData } from './lib/restart-on-seeded-data.ts';
import { signInCookie } from './lib/sign-in-cookie.ts';
import { npmStartCommand } from './lib/start-app.ts';

const settings = {
  port: Number(process.env.BENCH_PORT ?? 3475),
  maxRssMb: Number(process.env.UPLOAD_MAX_RSS_MB ?? 500),
  retries: Number(process.env.UPLOAD_RETRIES ?? 40),
};
const ADMIN = { email: 'upload-admin@example.org', password: 'Upload-admin-password-1' };
const WIDTH = 7360;
const HEIGHT = 4912;
const COLLECTION = 'bench-photos';

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** A photo-like JPEG of 36 megapixels: a gradient under gaussian noise; `sigma` sets how well it compresses. */
async function photo(sigma: number, quality: number): Promise<Buffer> {
  const noise = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } })
    .raw()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#2a6"/><stop offset="1" stop-color="#c84"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient, { limitInputPixels: false })
    .composite([{ input: noise, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality })
    .toBuffer();
}

console.log(`making the images (${WIDTH} × ${HEIGHT}, ${((WIDTH * HEIGHT) / 1e6).toFixed(1)} MP)…`);
const editorPhoto = await photo(17, 80);
const formPhoto = await photo(4, 70);
console.log(`editor photo ${(editorPhoto.length / 1048576).toFixed(2)} MB, form photo ${(formPhoto.length / 1048576).toFixed(2)} MB`);

const appSettings = { port: settings.port, name: 'upload-memory', env: { DEMO_ADMIN_EMAIL: ADMIN.email, DEMO_ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '1000' } };
// The first start initialises and seeds the data directory; the attack is on a server restarted on it.
const app = await restartOnSeededData(appSettings);
const { base, pid } = app;
const origin = base;

const editors = [await signInCookie(base, ADMIN), await signInCookie(base, ADMIN), await signInCookie(base, ADMIN)];

// A published page of the demo site with a form that takes photos: what any visitor can post to.
const blockId = 'Form-bench-photos';
const published = await fetch(`${base}/api/editor`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin, cookie: editors[0]! },
  body: JSON.stringify({
    path: '/site-demo/bench-photos',
    // A fresh data directory: nothing is published at this path yet.
    baseVersion: 0,
    title: 'Photos',
    description: '',
    data: {
      root: { props: {} },
      content: [
        {
          type: 'Form',
          props: { id: blockId, collection: COLLECTION, purpose: 'default', title: 'Send us photos', inputs: [{ name: 'photos', type: 'files' }], submitLabel: 'Send', successMessage: '', afterSubmit: 'stay' },
        },
      ],
    },
  }),
});
if (!published.ok) throw new Error(`publishing the form page answered ${published.status}: ${await published.text()}`);
const { page } = (await published.json()) as { page: { id: string } };
const formId = `${page.id}:${blockId}`;

async function altchaToken(): Promise<string> {
  const response = await fetch(`${base}/api/altcha/challenge`);
  if (!response.ok) throw new Error(`no ALTCHA challenge: ${response.status}`);
  return solveAltcha(await response.json());
}

const tally = new Map<string, number>();
const firstRefusals = new Map<string, string>();
let networkErrors = 0;
let retried = 0;

/** Sends a request built by `body()` until it is not a 429 (waiting Retry-After), and counts its answer under `label`. */
async function send(label: string, url: string, body: () => FormData | Promise<FormData>, cookie: string | null): Promise<void> {
  for (let attempt = 0; attempt <= settings.retries; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', headers: { origin, ...(cookie ? { cookie } : {}) }, body: await body() });
    } catch {
      networkErrors++;
      return;
    }
    const text = await response.text();
    if (response.status === 429 && attempt < settings.retries) {
      retried++;
      if (!firstRefusals.has('429')) firstRefusals.set('429', `${text} (Retry-After: ${response.headers.get('retry-after')})`);
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
      continue;
    }
    const key = `${label} ${response.status}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
    if (!response.ok && !firstRefusals.has(key)) firstRefusals.set(key, text.slice(0, 300));
    return;
  }
}

const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
function mediaForm(count: number): FormData {
  const form = new FormData();
  form.append('siteId', 'demo');
  for (let i = 0; i < count; i++) form.append('files', blob(editorPhoto), `photo-${i}.jpg`);
  return form;
}
/** A visitor's submission with a freshly solved challenge (a token is spent by the request that carries it). */
async function submission(count: number): Promise<FormData> {
  const token = await altchaToken();
  const form = new FormData();
  form.append('formId', formId);
  form.append('data', JSON.stringify({ turnstileToken: token, _form_start_time: Date.now() - 30_000, _hp_website: '' }));
  for (let i = 0; i < count; i++) form.append('photos', blob(formPhoto), `visitor-${i}.jpg`);
  return form;
}

let peak = statusMb(pid, 'VmHWM');
const before = statusMb(pid, 'VmRSS');
const sampler = setInterval(() => {
  peak = Math.max(peak, statusMb(pid, 'VmHWM'));
}, 100);
const arenas = npmStartCommand().env.MALLOC_ARENA_MAX ?? process.env.MALLOC_ARENA_MAX;
console.log(`glibc malloc arenas: ${arenas ? `MALLOC_ARENA_MAX=${arenas}` : "glibc's default (8 per core)"}`);
console.log(`server pid ${pid} on ${base} (embedded database, demo seed, restarted): RSS ${before.toFixed(0)} MB before the attack, peak so far ${peak.toFixed(0)} MB`);

const started = Date.now();
await Promise.all([
  ...editors.flatMap((cookie) => Array.from({ length: 5 }, () => send('editor, one photo per request:', `${base}/api/media/upload`, () => mediaForm(1), cookie))),
  ...editors.map((cookie) => send('editor, five photos in one request:', `${base}/api/media/upload`, () => mediaForm(5), cookie)),
  send('visitor, 20 photos in one submission:', `${base}/api/data/${COLLECTION}`, () => submission(20), null),
  send('visitor, 2 photos in one submission:', `${base}/api/data/${COLLECTION}`, () => submission(2), null),
  send('visitor, 2 photos in one submission:', `${base}/api/data/${COLLECTION}`, () => submission(2), null),
]);
const seconds = (Date.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, statusMb(pid, 'VmHWM'));
const after = statusMb(pid, 'VmRSS');
await app.stop();

console.log(`\nanswers after ${seconds.toFixed(1)} s (${retried} answers of 429 waited out and sent again):`);
for (const [key, count] of [...tally].sort()) console.log(`  ${key} × ${count}`);
for (const [key, text] of firstRefusals) console.log(`  first ${key.includes('429') ? '429' : key}: ${text}`);
const serverErrors = [...tally].filter(([key]) => / 5\d\d$/.test(key)).reduce((sum, [, count]) => sum + count, 0);
console.log(`network errors ${networkErrors}, 5xx ${serverErrors}`);
console.log(`server RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after; peak resident memory (VmHWM) ${peak.toFixed(0)} MB`);
const ok = networkErrors === 0 && serverErrors === 0 && peak <= settings.maxRssMb;
console.log(`verdict: ${ok ? 'OK' : 'FAIL'} (target: no 5xx or network error, peak ≤ ${settings.maxRssMb} MB)`);
process.exitCode = ok ? 0 : 1;
