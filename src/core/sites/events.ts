/** Fired on window when a new site and its default pages are ready (spec 2-management §4); detail: { unique_id }. */
export const CREATE_SITE_COMPLETE_EVENT = 'create-site:complete';

export interface CreateSiteCompleteDetail {
  unique_id: string;
}
