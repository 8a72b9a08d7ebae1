import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) loads with the first image the server handles, not at start: ~16 MB resident
 * and ~50 ms of start-up that a process serving cached pages never needs (decision 028).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
