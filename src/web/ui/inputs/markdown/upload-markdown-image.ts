import { MARKDOWN_IMAGE_FIELD, MARKDOWN_IMAGE_PATH, readMarkdownImageAnswer, type MarkdownImage } from '#core/media/markdown-image.ts';
import { api, ApiError } from '#web/api/client.ts';

/** Resizes a file before upload, or hands back the original (see src/web/media/resize-images.ts). */
export type ResizeImage = (file: File) => Promise<File>;

export interface UploadMarkdownImageOptions {
  /** The site's unique id; null uploads platform media (admins only). */
  siteId: string | null;
  resize: ResizeImage;
}

/**
 * Spec 2 §7: the markdown editor's upload. Sends the resized file in an 'image' field and reads
 * data.image, or throws an Error whose message is the server's reason ('Image upload failed'
 * when it gives none, or the request never got an answer).
 */
export async function uploadMarkdownImage(file: File, { siteId, resize }: UploadMarkdownImageOptions): Promise<MarkdownImage> {
  const form = new FormData();
  if (siteId) form.append('siteId', siteId);
  form.append(MARKDOWN_IMAGE_FIELD, await resize(file));
  let body: unknown;
  try {
    body = await api.post(MARKDOWN_IMAGE_PATH, form);
  } catch (error) {
    // The server's { error } when it sent one; otherwise readMarkdownImageAnswer's own words.
    body = error instanceof ApiError ? error.body : null;
  }
  const answer = readMarkdownImageAnswer(body);
  if ('error' in answer) throw new Error(answer.error);
  return answer.image;
}

/** Uploads files one at a time: the images that made it, and the reasons of those that did not. */
export async function uploadMarkdownImages(files: readonly File[], options: UploadMarkdownImageOptions): Promise<{ images: MarkdownImage[]; errors: string[] }> {
  const images: MarkdownImage[] = [];
  const errors: string[] = [];
  for (const file of files) {
    try {
      images.push(await uploadMarkdownImage(file, options));
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { images, errors };
}
