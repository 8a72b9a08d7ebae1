import { spawn } from 'node:child_process';

/**
 * Runs a TypeScript entry point (a script under scripts/, or main.ts) in a child process, as
 * `npm run` would, with the given environment on top of ours, arguments and standard input
 * (none: /dev/null). Resolves with the exit code and everything written to stdout and stderr.
 */
export function runScript(
  script: string,
  options: { env?: Record<string, string>; args?: string[]; stdin?: string } = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...(options.args ?? [])], {
      env: { ...process.env, LOG_LEVEL: 'info', ...options.env },
      stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
    if (options.stdin !== undefined) child.stdin!.end(options.stdin);
  });
}
