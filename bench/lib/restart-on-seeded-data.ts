import { takeBuildLock } from './build-lock.ts';
import { startApp, type StartAppOptions, type StartedApp } from './start-app.ts';

/**
 * Starts the app once to initialise and seed its data directory, stops it, and returns a server
 * restarted on that data: what a bench measures. `onFirstStart` sees the first process before it stops.
 */
export async function restartOnSeededData(options: StartAppOptions, onFirstStart?: (first: StartedApp) => void): Promise<StartedApp> {
  const release = await takeBuildLock();
  try {
    const first = await startApp(options);
    onFirstStart?.(first);
    await first.stop({ keepData: true });
    return await startApp(options);
  } finally {
    release();
  }
}
