import type { ImageHosts } from './image-hosts.ts';

/** field name => messages; what the editor, the forms and the API call `validationErrors`. */
export type ValidationErrors = Record<string, string[]>;

export interface ValidationOptions {
  /** Hosts the image url rule accepts; defaults to {@link DEFAULT_IMAGE_HOSTS}. */
  imageHosts?: ImageHosts;
  /** Collection names a template path may not target; defaults to every site and system collection. */
  reservedCollections?: readonly string[];
  /** Where developer warnings (unknown rules, bad parameters) go; defaults to console.warn. */
  warn?: (message: string) => void;
}

export interface RuleContext {
  /** The text after the colon, e.g. '2' in 'min:2'. */
  param: string | undefined;
  /** Every rule name given for the field, so min/max can tell a number field from a text field. */
  ruleNames: ReadonlySet<string>;
  imageHosts: ImageHosts;
  reservedCollections: readonly string[];
  warn: (message: string) => void;
}

/** Returns the failure message, or null when the value passes. Must never throw. */
export type Rule = (value: unknown, context: RuleContext) => string | null;

/**
 * The shape of an uploaded file the rules need. A browser File fits it; so does the object
 * the server builds from a multipart part.
 */
export interface FileLike {
  name?: string;
  /** MIME type, e.g. 'image/png'. */
  type?: string;
  /** Bytes. */
  size?: number;
}
