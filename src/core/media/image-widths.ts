// Widths the media route serves for an uploaded image (`/media/…?w=640`), and the widths the Image
// block lists in its srcset: one list, so the browser's pick never asks for a width the server refuses.
export const MEDIA_IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
