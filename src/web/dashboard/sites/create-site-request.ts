import { SITE_CREATE_FAILED } from '#core/sites/messages.ts';
import { api, ApiError } from '#web/api/client.ts';

export interface SiteFormValues {
  title: string;
  description: string;
  image: string;
  language: string;
  sources: string;
}

export type FieldErrors = Partial<Record<keyof SiteFormValues, string>>;

export type CreateSiteResult = { ok: true; uniqueId: string } | { ok: false; error: string; fieldErrors: FieldErrors };

/** The moments of POST /api/system_sites the progress bar shows: the request is on its way, then answered. */
export interface CreateSiteSteps {
  sent: () => void;
  answered: () => void;
}

function firstMessages(validationErrors: unknown): FieldErrors {
  if (typeof validationErrors !== 'object' || validationErrors === null) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(validationErrors as Record<string, unknown>)) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (typeof message === 'string') errors[field as keyof SiteFormValues] = message;
  }
  return errors;
}

/** POST /api/system_sites (spec 2-management §7). Never throws: a network failure is 'Failed to create site'. */
export async function createSiteRequest(values: SiteFormValues, steps: CreateSiteSteps): Promise<CreateSiteResult> {
  let body: { error?: unknown; validationErrors?: unknown; site?: { unique_id?: unknown } } | null;
  try {
    const pending = api.post<typeof body>('/api/system_sites', values);
    steps.sent();
    body = await pending;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) return { ok: false, error: SITE_CREATE_FAILED, fieldErrors: {} };
    body = error.body;
  }
  steps.answered();
  const uniqueId = body?.site?.unique_id;
  if (typeof uniqueId === 'string' && uniqueId !== '') return { ok: true, uniqueId };
  const error = typeof body?.error === 'string' && body.error !== '' ? body.error : SITE_CREATE_FAILED;
  return { ok: false, error, fieldErrors: firstMessages(body?.validationErrors) };
}
