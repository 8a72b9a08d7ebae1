// What a signed-in person's browser downloads as JavaScript before the dashboard is interactive.
// Prints figures; not a test. Run: npx tsx bench/dashboard-js.ts (after `npm run build`, or it
// builds like `npm start`).
//
// Issue #22's Done-when: the dashboard's first-load JS after the issue no more than 10 % above the
// figure measured before it. Per page: every <script src> and <link rel="modulepreload"> of the
// server-rendered HTML, every module React Router's inline bootstrap script imports statically,
// then every module those files import statically (read from the fetched files, transitively).
// Each file once, gzipped here at zlib level 9 from the bytes as served (bench/lib/visitor-scripts.ts).
// Chunks loaded later (a dialog or the editor imported on demand) are not first-load JS.
//
// The app is `npm start` on its own port and data directory with the demo seed; the bench signs in
// through the real API as the demo admin (a confirmed account: the seed creates it verified).
// Settings: BENCH_PORT (3476).
import { closeHttpAgent, httpGet } from './lib/http-get.ts';
import { startApp } from './lib/start-app.ts';
import { staticScriptsOf, type ScriptFile } from './lib/visitor-scripts.ts';

const settings = { port: Number(process.env.BENCH_PORT ?? 3476) };
const ADMIN = { email: 'admin@sitewright.local', password: 'Bench-Dashboard-Js-1!' };
// The dashboard's home, the sites screen and a site's content screen (spec 2 §2), the demo site's.
const PAGES = [
  { path: '/dashboard', name: 'dashboard home' },
  { path: '/dashboard/sites', name: 'sites' },
  { path: '/dashboard/site-demo/manage/pages', name: "a site's content (pages)" },
] as const;

const line = (text = '') => console.log(text);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (files: ScriptFile[], pick: (file: ScriptFile) => number) => files.reduce((total, file) => total + pick(file), 0);

const app = await startApp({ port: settings.port, name: 'dashboard-js', env: { DEMO_ADMIN_EMAIL: ADMIN.email, DEMO_ADMIN_PASSWORD: ADMIN.password } });
try {
  const cookie = await signIn();
  line('== dashboard first-load JS (gzip: zlib level 9, computed by the bench from the bytes as served) ==');
  line('every <script src> and <link rel="modulepreload"> of the HTML, the static imports of its inline module');
  line('scripts (React Router\'s bootstrap), and what those files import statically; each file once.');
  const results: { path: string; name: string; gzip: number; files: number }[] = [];
  for (const page of PAGES) {
    const url = `${app.base}${page.path}`;
    const response = await httpGet(url, { cookie });
    // A redirect would measure the sign-in screen instead.
    if (response.status !== 200) throw new Error(`GET ${page.path} answered ${response.status}${response.headers.location ? ` (to ${response.headers.location})` : ''}`);
    const { files } = await staticScriptsOf(response.body.toString('utf8'), url);
    line();
    line(`${page.path} (${page.name})`);
    line(`    ${'gz KB'.padStart(7)} ${'raw KB'.padStart(7)}  ${'how'.padEnd(14)} file`);
    for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) line(`    ${kb(file.gzip).padStart(7)} ${kb(file.bytes).padStart(7)}  ${file.via.padEnd(14)} ${file.path}`);
    line(`    = ${files.length} files, ${kb(sum(files, (file) => file.gzip))} KB gz (${kb(sum(files, (file) => file.bytes))} KB raw)`);
    results.push({ ...page, gzip: sum(files, (file) => file.gzip), files: files.length });
  }
  line();
  line('== dashboard-js summary ==');
  for (const result of results) line(`dashboard first-load JS gz  ${kb(result.gzip).padStart(6)} KB  (${String(result.files).padStart(2)} files)  ${result.path}`);
} finally {
  closeHttpAgent();
  await app.stop();
}

/** Signs in as the demo admin through the real API; answers the session cookie. */
async function signIn(): Promise<string> {
  const response = await fetch(`${app.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.base },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`signing in as the demo admin answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
