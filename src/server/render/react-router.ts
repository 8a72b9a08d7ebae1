import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { RequestContext } from '#server/http/app-env.ts';

/** What route loaders and actions receive as `context`. */
export type LoadContext = RequestContext;

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}

/**
 * React Router's handler for every page request. `publicUrl` is the address people use: behind a
 * proxy that terminates TLS or rewrites Host, the request's own URL differs from the Origin the
 * browser sends, and React Router would refuse every form action as cross-site. The app's own
 * CSRF check (http/cross-site-writes.ts) has already accepted that Origin by then.
 */
export function createPageRenderer(build: ServerBuild | (() => Promise<ServerBuild>), mode: string, publicUrl: string) {
  const publicHost = new URL(publicUrl).host;
  const withPublicOrigin = (loaded: ServerBuild): ServerBuild => ({
    ...loaded,
    allowedActionOrigins: [...(Array.isArray(loaded.allowedActionOrigins) ? loaded.allowedActionOrigins : []), publicHost],
  });
  const handler = createRequestHandler(typeof build === 'function' ? async () => withPublicOrigin(await build()) : withPublicOrigin(build), mode);
  // AppLoadContext is RequestContext (augmented above) plus React Router's index signature.
  return (request: Request, context: RequestContext) => handler(request, context as AppLoadContext);
}
