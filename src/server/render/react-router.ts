import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { RequestContext } from '#server/http/app-env.ts';

/** What route loaders and actions receive as `context`. */
export type LoadContext = RequestContext;

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}

export function createPageRenderer(build: ServerBuild | (() => Promise<ServerBuild>), mode: string) {
  const handler = createRequestHandler(build, mode);
  // AppLoadContext is RequestContext (augmented above) plus React Router's index signature.
  return (request: Request, context: RequestContext) => handler(request, context as AppLoadContext);
}
