// Loaded into the server under test by bench/soak.ts (NODE_OPTIONS=--import …) when
// SOAK_MEMORY_LOG names a file: appends process.memoryUsage() as one JSON line every
// SOAK_MEMORY_EVERY_MS (10 s), so the soak can print where the resident memory goes
// (V8 heap, external, array buffers; the rest of RSS is native: WASM code, libvips, node itself).
import fs from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.SOAK_MEMORY_LOG;
// The main thread only: tsx's module hooks run in a worker thread with its own (small) V8 heap.
if (file && isMainThread) {
  const every = Number(process.env.SOAK_MEMORY_EVERY_MS) || 10_000;
  const timer = setInterval(() => {
    const usage = process.memoryUsage();
    fs.appendFileSync(file, `${JSON.stringify({ pid: process.pid, at: Date.now(), ...usage })}\n`);
  }, every);
  timer.unref();
}
