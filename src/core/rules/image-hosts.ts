export interface ImageHosts {
  /** Matched exactly; urls on these hosts must end in an allowed image extension. */
  cloud: readonly string[];
  /** Matched with their subdomains; their urls carry no extension, so none is required. */
  upload: readonly string[];
}

export const DEFAULT_IMAGE_HOSTS: ImageHosts = {
  cloud: ['res.cloudinary.com'],
  upload: ['utfs.io', 'ufs.sh'],
};
