import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) loads with the first image the server handles, not at start: ~16 MB resident
 * and ~50 ms of start-up that a process serving cached pages never needs (decision 028).
 * Its own limits are set once here (decision 038): one libvips thread per image, since the image
 * work queue already says how many run, and no operation cache: every upload is new bytes and
 * every width variant is stored, so the cache (50 MB and 20 open files by default) would only hold
 * memory between requests.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
