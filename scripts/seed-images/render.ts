// Encodes each SVG as WebP within its byte ceiling, and clears images no longer produced.

import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const WEBP_QUALITY = 70;

export async function render(svg: string, outFile: string, maxBytes: number): Promise<number> {
  const buf = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .webp({ quality: WEBP_QUALITY, effort: 6 })
    .toBuffer();
  if (buf.length > maxBytes) {
    throw new Error(`${outFile} is ${buf.length} bytes, above the ${maxBytes} byte limit`);
  }
  writeFileSync(outFile, buf);
  return buf.length;
}

/** Removes images no longer produced, so renamed products do not leave orphans in the seed. */
export function prune(dir: string, keep: Set<string>): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.webp') && !keep.has(name)) {
      rmSync(`${dir}${name}`);
      removed.push(name);
    }
  }
  return removed;
}
