import { COMPRESSION_MAX_DIMENSION_PX, COMPRESSION_QUALITY, COMPRESSION_TARGET_MB } from '#core/constants.ts';
import { nameForType } from '#core/media/upload-file-names.ts';
import { RESIZE_PAUSE_AFTER_FILES, RESIZE_PAUSE_MS } from '#core/media/upload-flow-messages.ts';
import { shouldCompressImage } from '#core/media/should-compress-image.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Largest side the transparency check draws at: enough to see any transparent area, cheap to scan. */
const ALPHA_PROBE_PX = 256;

/** True when a PNG or WebP has a pixel that is not fully opaque; true when it cannot tell (WebP keeps alpha, JPEG would not). */
async function hasTransparency(file: File): Promise<boolean> {
  if (file.type === 'image/jpeg') return false;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, ALPHA_PROBE_PX / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context === null) return true;
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const { data } = context.getImageData(0, 0, width, height);
    for (let index = 3; index < data.length; index += 4) if (data[index]! < 255) return true;
    return false;
  } catch {
    return true;
  }
}

/**
 * Spec 1 §5: JPEG, PNG and WebP files over 1 MB are resized (at most 1920 px, about 1 MB, quality
 * 0.85) before upload. The library keeps a PNG a PNG, which rarely gets smaller, so the output is
 * JPEG, or WebP when the image has transparency. Any failure uploads the original.
 */
export async function resizeImage(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || !shouldCompressImage(file)) return file;
  try {
    // Loaded on first use: most visits never resize anything. The worker script is our own copy,
    // emitted by Vite as a hashed asset, never the library's CDN default.
    const [{ default: imageCompression }, { default: libUrl }] = await Promise.all([
      import('browser-image-compression'),
      import('browser-image-compression/dist/browser-image-compression.js?url'),
    ]);
    const fileType = (await hasTransparency(file)) ? 'image/webp' : 'image/jpeg';
    const resized = await imageCompression(file, {
      maxSizeMB: COMPRESSION_TARGET_MB,
      maxWidthOrHeight: COMPRESSION_MAX_DIMENSION_PX,
      initialQuality: COMPRESSION_QUALITY,
      fileType,
      useWebWorker: true,
      // The worker is started from a blob: URL, where a relative URL would not resolve.
      libURL: new URL(libUrl, window.location.href).href,
    });
    return new File([resized], nameForType(file.name, fileType), { type: fileType, lastModified: file.lastModified });
  } catch (error) {
    console.warn(`Resizing ${file.name} failed; uploading the original`, error);
    return file;
  }
}

/** Resizes one file after another; with more than three, a short pause between them keeps the page responsive (spec 1 §9). */
export async function resizeImages(
  files: readonly File[],
  { resize = resizeImage, wait = sleep }: { resize?: (file: File) => Promise<File>; wait?: (ms: number) => Promise<void> } = {},
): Promise<File[]> {
  const out: File[] = [];
  for (const [index, file] of files.entries()) {
    if (index > 0 && files.length > RESIZE_PAUSE_AFTER_FILES) await wait(RESIZE_PAUSE_MS);
    out.push(await resize(file));
  }
  return out;
}
