// React Router's Node entry, plus the Content-Security-Policy (the nonce chosen for this response
// goes on every inline script React Router renders and into the header that allows them) and the
// renderer of islands (src/web/islands).
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerRouter, isRouteErrorResponse, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { CSP_HEADER, pagePolicy } from '#server/http/content-security-policy.ts';
import { IslandRendererContext, type RenderIsland } from '#web/islands/island-ssr.ts';

export const streamTimeout = 5_000;

/**
 * React Router logs every error thrown while handling a request. Answers to bad requests (a POST
 * to a page without an action, an unknown method: 4xx responses) are the client's mistake, not
 * ours, and aborted requests are the client leaving: only the rest is logged, with the request's id.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logRenderError(context, error);
};

/** Through the request's logger (its id on the line); to the console when that logger is silenced, so no error goes unseen. */
function logRenderError(context: AppLoadContext | undefined, error: unknown) {
  const logger = context?.deps?.logger;
  if (logger?.isLevelEnabled('error')) logger.error({ err: error }, 'page error');
  else console.error(error);
}

// Each island is rendered as the separate root the browser hydrates, so useId values match.
const renderIsland: RenderIsland = (element, identifierPrefix) => renderToString(element, { identifierPrefix });

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  responseHeaders.set(CSP_HEADER, pagePolicy({ nonce, dev: import.meta.env.DEV, turnstile: loadContext.deps.challenge.kind === 'turnstile' }));
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const page = (
      <IslandRendererContext value={renderIsland}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </IslandRendererContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject and are logged by React Router.
        if (shellRendered) logRenderError(loadContext, error);
      },
    });
  });
}
