import { redirect } from 'react-router';
import type { Route } from './+types/short-login';
import { LOGIN } from '#core/paths/routes.ts';

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${LOGIN}${new URL(request.url).search}`, 301);
}
