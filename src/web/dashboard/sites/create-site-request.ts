import { SITE_CREATE_FAILED } from '#core/sites/messages.ts';

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
export async function createSiteRequest(values: SiteFormValues, steps: CreateSiteSteps, fetcher: typeof fetch = fetch): Promise<CreateSiteResult> {
  let response: Response;
  try {
    const pending = fetcher('/api/system_sites', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    });
    steps.sent();
    response = await pending;
  } catch {
    return { ok: false, error: SITE_CREATE_FAILED, fieldErrors: {} };
  }
  steps.answered();
  const body = (await response.json().catch(() => null)) as { error?: unknown; validationErrors?: unknown; site?: { unique_id?: unknown } } | null;
  const uniqueId = body?.site?.unique_id;
  if (response.ok && typeof uniqueId === 'string' && uniqueId !== '') return { ok: true, uniqueId };
  const error = typeof body?.error === 'string' && body.error !== '' ? body.error : SITE_CREATE_FAILED;
  return { ok: false, error, fieldErrors: firstMessages(body?.validationErrors) };
}
