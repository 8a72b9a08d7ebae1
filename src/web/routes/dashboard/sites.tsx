import type { Route } from './+types/sites';
import { manageSourceBySlug } from '#core/content/content-sources.ts';
import { ContentManager } from '#web/dashboard/content/content-manager.tsx';
import { requireUser } from '#web/auth/session.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Sites · Sitewright' }];

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return null;
}

// Always defined: 'sites' is one of MANAGE_SOURCES.
const SITES = manageSourceBySlug('sites')!;

/** The sites the user may work on, as the content manager's system_sites list (spec 1 §2: grid and table forms). */
export default function Sites() {
  return <ContentManager source={SITES} collection={SITES.collection} siteUniqueId={null} heading="Sites" />;
}
