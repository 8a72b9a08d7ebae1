import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Result } from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  total: number;
  latencyP50: number;
  latencyP99: number;
  /** Non-2xx answers and socket errors: a run with any of them measured something else. */
  failures: number;
  /** CPU the server's process spent per request (µs); steadier than req/s on a shared machine. */
  serverCpuMicrosPerRequest: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Runs autocannon in its own process: in the server's process its own work would take the
 * event loop from the server being measured. The server must live in this process (for the CPU figure).
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const args = [autocannonCli, '--json', '--connections', String(options.connections), '--pipelining', '1', '--duration', String(options.durationSeconds)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('--headers', `${name}=${value}`);
  args.push(options.url);
  const cpuBefore = process.cpuUsage();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const cpu = process.cpuUsage(cpuBefore);
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${stderr}`));
      const result = JSON.parse(stdout) as Result;
      resolve({
        requestsPerSecond: result.requests.average,
        total: result.requests.total,
        latencyP50: result.latency.p50,
        latencyP99: result.latency.p99,
        failures: result.non2xx + result.errors,
        serverCpuMicrosPerRequest: result.requests.total > 0 ? (cpu.user + cpu.system) / result.requests.total : Number.NaN,
      });
    });
  });
}
