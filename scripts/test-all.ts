// `npm test`: everything CI runs, in order, with one closing summary line.
// typecheck -> lint -> unit (+coverage) -> integration on PGlite -> integration on PostgreSQL
// (when TEST_DATABASE_URL is set or a server answers on 127.0.0.1:5432) -> end-to-end in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const root = process.cwd();
const reports = path.join(root, '.tmp', 'test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failedSteps.push(step);
  return ok;
}

function addVitestCounts(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywrightCounts(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}

function vitest(step: string, project: string, reportName: string, extra: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const file = path.join(reports, `${reportName}.json`);
  run(step, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extra], env);
  addVitestCounts(file);
}

function portOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
vitest('unit tests', 'unit', 'unit', ['--coverage']);
vitest('integration tests (PGlite)', 'int', 'int-pglite', [], { TEST_DATABASE_URL: '' });

let pgUrl = process.env.TEST_DATABASE_URL;
let throwaway: { admin: string; name: string } | null = null;
if (!pgUrl && (await portOpen('127.0.0.1', 5432))) {
  const name = `sitewright_test_${Date.now().toString(36)}`;
  const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    throwaway = { admin, name };
    pgUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
  } catch (error) {
    console.log(`PostgreSQL answers on 127.0.0.1:5432 but a test database could not be created: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
if (pgUrl) {
  vitest('integration tests (PostgreSQL)', 'int', 'int-postgres', [], { TEST_DATABASE_URL: pgUrl });
} else {
  console.log('\n▶ integration tests (PostgreSQL): skipped, no TEST_DATABASE_URL and nothing on 127.0.0.1:5432');
}
if (throwaway) {
  const client = new pg.Client({ connectionString: throwaway.admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${throwaway.name} WITH (FORCE)`);
  await client.end();
}

const e2eReport = path.join(reports, 'e2e.json');
run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
addPlaywrightCounts(e2eReport);

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
// The closing line CI reads, alone on its line.
console.log(`${total.passed} passed, ${total.failed + (failedSteps.length > 0 && total.failed === 0 ? failedSteps.length : 0)} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
