import { redirect } from 'react-router';
import type { Route } from './+types/short-signup';
import { SIGNUP } from '#core/paths/routes.ts';

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${SIGNUP}${new URL(request.url).search}`, 301);
}
