import { redirect } from 'react-router';
import type { Route } from './+types/short-update-password';
import { UPDATE_PASSWORD } from '#core/paths/routes.ts';

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${UPDATE_PASSWORD}${new URL(request.url).search}`, 301);
}
