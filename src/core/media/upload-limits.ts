// What one upload request may carry (spec 2 §5 Image uploader, §9 Uploads).

/** Image formats the uploader takes: the spec's JPG, PNG, GIF, plus WebP (spec 1 §5 file rule). */
export const UPLOAD_IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const UPLOAD_DOCUMENT_MIMES = ['application/pdf'] as const;
export const UPLOAD_VIDEO_MIMES = ['video/mp4', 'video/webm'] as const;

export type UploadMime = (typeof UPLOAD_IMAGE_MIMES)[number] | (typeof UPLOAD_DOCUMENT_MIMES)[number] | (typeof UPLOAD_VIDEO_MIMES)[number];
export type MediaKind = 'image' | 'document' | 'video';

const MB = 1024 * 1024;

export const MAX_IMAGE_FILES = 5;
export const MAX_IMAGE_BYTES = 4 * MB;
/**
 * The largest JPEG, PNG or WebP the uploader takes to resize in the browser (spec 1 §5: over 1 MB is
 * compressed before upload, so a 12 MB phone photo fits MAX_IMAGE_BYTES once resized). Larger files
 * are refused before the browser decodes them.
 */
export const MAX_RESIZABLE_IMAGE_BYTES = 40 * MB;
export const MAX_DOCUMENT_FILES = 1;
export const MAX_DOCUMENT_BYTES = 8 * MB;
/** Videos are large: one per request; the size limit is MEDIA_VIDEO_MAX_BYTES on the server. */
export const MAX_VIDEO_FILES = 1;

/**
 * The most pixels one image may have (width × height, × frames when animated). A 4 MB file can
 * hold a huge, highly compressible image that takes gigabytes to decode; 40 megapixels
 * (8000 × 5000) is beyond any photo a site needs (decision 014).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * The most pixels the images of one request may have together (decision 038): what one upload or
 * form submission can make the server decode. The uploader resizes photos to 1920 px before
 * sending them (spec 1 §5), so five of those are a small part of it.
 */
export const MAX_REQUEST_PIXELS = 100_000_000;

/** Spec 2 §5: the rename field is 1 to 100 characters. */
export const MAX_MEDIA_NAME_LENGTH = 100;
export const MAX_MEDIA_DESCRIPTION_LENGTH = 1000;
/** Screen readers read alt text in one go; longer text belongs in the description. */
export const MAX_MEDIA_ALT_LENGTH = 250;
