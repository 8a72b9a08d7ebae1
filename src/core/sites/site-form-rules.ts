// The site form of spec 2-management §5: the browser checks the title before anything is sent;
// the server applies the same rules (creating a site, saving its settings) and is the authority.
export const SITE_TITLE_RULE = 'required|string|min:2|max:255';
export const SITE_DESCRIPTION_RULE = 'string|max:1000';
/** Spec 2-management §4: after 'Site created successfully' the flow waits 0.5 s before publishing. */
export const SITE_CREATED_PAUSE_MS = 500;
