// The checkout bench's helper processes: the fake Stripe and the load generator, each in its own.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonPostLoadResult, JsonPostLoadSettings } from './json-post-load.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The fake Stripe in its own process (bench/lib/fake-stripe-process.ts): its URL, and how to stop it. */
export function startStripeProcess(webhookSecret: string): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/fake-stripe-process.ts'), webhookSecret], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    let stdout = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the fake Stripe exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!stdout.includes('\n')) return;
      const { url } = JSON.parse(stdout) as { url: string };
      resolve({
        url,
        close: () => {
          child.stdin.end();
          return exited;
        },
      });
    });
  });
}

export function runLoad(options: JsonPostLoadSettings): Promise<JsonPostLoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/json-post-load.ts')], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(stdout) as JsonPostLoadResult) : reject(new Error(`load generator exited with ${code}`))));
    child.stdin.end(JSON.stringify(options));
  });
}
