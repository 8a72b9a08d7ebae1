// The site form of spec 2-management §5, checked in the browser before anything is sent. The server
// (src/server/modules/sites/create-site.ts) applies the same title rule and remains the authority.
export const SITE_TITLE_RULE = 'required|string|min:2|max:255';
/** Spec 2-management §4: after 'Site created successfully' the flow waits 0.5 s before publishing. */
export const SITE_CREATED_PAUSE_MS = 500;
