import { spawn } from 'node:child_process';

/**
 * Holds /tmp/sitewright-e2e.lock (flock) until release() is called: the benches that start
 * `npm start`'s server (which builds when stale) take the lock the end-to-end run takes, so two
 * builds never write build/ at once.
 */
export async function takeBuildLock(): Promise<() => void> {
  const holder = spawn('flock', ['/tmp/sitewright-e2e.lock', 'sh', '-c', 'echo locked; cat > /dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once('data', () => resolve());
    holder.once('exit', (code) => reject(new Error(`flock exited with ${code}`)));
  });
  return () => holder.stdin.end();
}
