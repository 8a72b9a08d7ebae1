// The markdown editor's image upload (spec 2 §3 markdown-editor image result, §7, §8).

export const MARKDOWN_IMAGE_PATH = '/api/media/markdown-image';
/** Spec 2 §7: the editor sends the resized file in a field of this name. */
export const MARKDOWN_IMAGE_FIELD = 'image';
/** Spec 2 §3: alt and title when the original file had no usable name. */
export const MARKDOWN_IMAGE_DEFAULT_TEXT = 'Uploaded image';
/** Spec 2 §8: what the editor shows when an upload fails. */
export const MARKDOWN_IMAGE_UPLOAD_FAILED = 'Image upload failed. Please try again.';
/** Spec 2 §8: the reason given when the server did not say why. */
export const MARKDOWN_IMAGE_UPLOAD_FALLBACK = 'Image upload failed';
export const MARKDOWN_IMAGE_ONE_FILE = `Send one image as multipart/form-data in the "${MARKDOWN_IMAGE_FIELD}" field`;

/** Spec 2 §3: the markdown-editor image result. */
export interface MarkdownImage {
  url: string;
  alt: string;
  title: string;
}

/** The original file name without folders or its extension, or 'Uploaded image'. */
export function markdownImageText(fileName: unknown): string {
  if (typeof fileName !== 'string') return MARKDOWN_IMAGE_DEFAULT_TEXT;
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim();
  return base === '' ? MARKDOWN_IMAGE_DEFAULT_TEXT : base;
}

/** The answer to a successful upload: `data.image`. */
export function markdownImageResult(url: string, originalName: unknown): MarkdownImage {
  const text = markdownImageText(originalName);
  return { url, alt: text, title: text };
}

/**
 * Reads the upload answer: the image, or the server's reason (or the fallback) as an error.
 * Anything that is not `{ data: { image: { url } } }` is a failure.
 */
export function readMarkdownImageAnswer(body: unknown): { image: MarkdownImage } | { error: string } {
  const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);
  const answer = record(body);
  const image = record(record(answer?.data)?.image);
  if (image && typeof image.url === 'string' && image.url !== '') {
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : MARKDOWN_IMAGE_DEFAULT_TEXT);
    return { image: { url: image.url, alt: text(image.alt), title: text(image.title) } };
  }
  const error = answer?.error;
  return { error: typeof error === 'string' && error.trim() !== '' ? error : MARKDOWN_IMAGE_UPLOAD_FALLBACK };
}

/**
 * The markdown the editor inserts for an uploaded image, one line: `![alt](url 'title')`.
 * A file name must not end the image syntax early: brackets in the alt become parentheses
 * (markdown-it drops escaped characters from alt text), quotes in the title are escaped, and a
 * URL with spaces or parentheses is wrapped in <>.
 */
export function markdownImageSyntax({ url, alt, title }: MarkdownImage): string {
  const safeAlt = alt.replace(/\[/g, '(').replace(/\]/g, ')').replace(/\\/g, '/');
  const safeUrl = /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
  const safeTitle = title.replace(/[\\']/g, (c) => `\\${c}`);
  return `![${safeAlt}](${safeUrl}${safeTitle ? ` '${safeTitle}'` : ''})`;
}
