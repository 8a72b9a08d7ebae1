import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { validateValue } from '#core/rules/validate-value.ts';
import { CREATE_SITE_COMPLETE_EVENT, type CreateSiteCompleteDetail } from '#core/sites/events.ts';
import { SITE_CREATED, SITE_PAGES_PUBLISH_FAILED, preparingPageMessage, publishResultMessage, publishingPageMessage } from '#core/sites/messages.ts';
import { SITE_CREATED_PAUSE_MS, SITE_TITLE_RULE } from '#core/sites/site-form-rules.ts';
import { notify } from '#web/ui/toast.ts';
import { createSiteRequest, type FieldErrors, type SiteFormValues } from './create-site-request.ts';
import type { DefaultPage } from '#core/sites/default-page.ts';
import { getDefaultPages, publishDefaultPage } from './default-pages-requests.ts';

export type CreateSitePhase = 'idle' | 'creating' | 'publishing' | 'done';

export interface CreateSiteState {
  phase: CreateSitePhase;
  /**
   * 'Creating site...' (spec 2-management §4: 10, 30, 70, 90, 100), each at a real step: 10 the form
   * is valid, 30 the site is sent, 70 the server answered with it, 90 its starting pages and templates
   * are read from the server, 100 done.
   */
  createProgress: number;
  /** Two steps per default page: its template taken from the list, then published. */
  publishProgress: number;
  /** What is being published now, for the live region. */
  pageMessage: string;
  error: string | null;
  fieldErrors: FieldErrors;
}

const IDLE: CreateSiteState = { phase: 'idle', createProgress: 0, publishProgress: 0, pageMessage: '', error: null, fieldErrors: {} };

export interface CreateSiteOptions {
  /** Called with the new site's id once everything is done (the dialog navigates to its dashboard). */
  onComplete: (uniqueId: string) => void;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The site-creation flow of spec 2-management §4: create, toast, pause, publish the default pages, announce, go. */
export function useCreateSite({ onComplete, wait = sleep }: CreateSiteOptions) {
  const [state, setState] = useState<CreateSiteState>(IDLE);
  // Each step is committed on its own, so the bar really passes through every value rather than batching to the last.
  const update = useCallback((patch: Partial<CreateSiteState>) => flushSync(() => setState((s) => ({ ...s, ...patch }))), []);

  const publishPages = useCallback(
    async (pages: readonly DefaultPage[]) => {
      update({ phase: 'publishing', publishProgress: 0 });
      const steps = pages.length * 2;
      let failed = 0;
      for (const [index, page] of pages.entries()) {
        // Step one: the page's template, already in the list read while creating.
        update({ pageMessage: preparingPageMessage(page.pathWithNoSite), publishProgress: ((index * 2 + 1) / steps) * 100 });
        update({ pageMessage: publishingPageMessage(page.pathWithNoSite) });
        if (!(await publishDefaultPage(page))) failed++;
        update({ publishProgress: ((index * 2 + 2) / steps) * 100 });
      }
      const result = publishResultMessage(pages.length, failed);
      // The result is the toast's to announce; the live region would only say it twice.
      update({ pageMessage: '', publishProgress: 100 });
      if (result.ok) notify.success(result.message);
      else notify.error(result.message);
    },
    [update],
  );

  const submit = useCallback(
    async (values: SiteFormValues) => {
      const titleError = validateValue(values.title.trim(), SITE_TITLE_RULE);
      if (titleError !== null) {
        setState({ ...IDLE, fieldErrors: { title: titleError } });
        return;
      }
      update({ ...IDLE, phase: 'creating', createProgress: 10 });
      const result = await createSiteRequest(values, { sent: () => update({ createProgress: 30 }), answered: () => update({ createProgress: 70 }) });
      if (!result.ok) {
        setState({ ...IDLE, error: result.error, fieldErrors: result.fieldErrors });
        return;
      }
      let pages: DefaultPage[] | null = null;
      try {
        pages = await getDefaultPages(result.uniqueId);
        update({ createProgress: 90 });
      } catch {
        // The site exists; only its pages could not be read, which is said once it is announced.
      }
      update({ createProgress: 100 });
      notify.success(SITE_CREATED);
      await wait(SITE_CREATED_PAUSE_MS);
      if (pages) await publishPages(pages);
      else notify.error(SITE_PAGES_PUBLISH_FAILED);
      update({ phase: 'done' });
      window.dispatchEvent(new CustomEvent<CreateSiteCompleteDetail>(CREATE_SITE_COMPLETE_EVENT, { detail: { unique_id: result.uniqueId } }));
      onComplete(result.uniqueId);
    },
    [wait, update, publishPages, onComplete],
  );

  const reset = useCallback(() => setState(IDLE), []);
  return { state, submit, reset, busy: state.phase === 'creating' || state.phase === 'publishing' || state.phase === 'done' };
}
