import { Form, Link, data, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/two-factor';
import {
  BACK_TO_SIGN_IN,
  BACKUP_CODE_LABEL,
  ENTER_THE_CODE,
  TWO_FACTOR_BACKUP_SUBTITLE,
  TWO_FACTOR_CODE_LABEL,
  TWO_FACTOR_LOCKED,
  TWO_FACTOR_STEP_EXPIRED,
  TWO_FACTOR_STEP_SUBTITLE,
  TWO_FACTOR_STEP_TITLE,
  TWO_FACTOR_TOO_MANY_TRIES,
  TWO_FACTOR_VERIFY,
  TWO_FACTOR_VERIFYING,
  USE_AUTHENTICATOR_CODE,
  USE_BACKUP_CODE,
  WRONG_BACKUP_CODE,
  WRONG_CODE,
} from '#core/auth/second-factor-messages.ts';
import { LOGIN, withCallback } from '#core/paths/routes.ts';
import { shopLoginPath } from '#core/paths/shop-account.ts';
import { safeCallbackPath } from '#core/paths/safe-callback.ts';
import { authCall, authErrorMessage, cookieHeaders } from '#web/auth/session.server.ts';
import { authStepShop } from '#web/auth/sign-in-shop.server.ts';
import { AuthCardFor } from '#web/shop-account/shop-auth-card.tsx';
import { Button } from '#web/ui/button.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { FormError } from '#web/ui/form-notice.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${TWO_FACTOR_STEP_TITLE} · ${loaderData?.shop?.name ?? 'Sitewright'}` }];

/** Better Auth's two-factor error codes, in words a person can act on. */
const MESSAGES: Record<string, string> = {
  INVALID_CODE: WRONG_CODE,
  INVALID_BACKUP_CODE: WRONG_BACKUP_CODE,
  INVALID_TWO_FACTOR_COOKIE: TWO_FACTOR_STEP_EXPIRED,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: TWO_FACTOR_TOO_MANY_TRIES,
  ACCOUNT_TEMPORARILY_LOCKED: TWO_FACTOR_LOCKED,
};

/** A shopper signing in to a shop (its return path in ?callbackURL=) sees the shop's name and look. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { callback, shop } = await authStepShop(request, context);
  if (context.user) throw redirect(callback);
  return { shop };
}

/** The sign-in's second step: a code from the authenticator app, or one of the backup codes. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (context.user) throw redirect(safeCallbackPath(form.get('callbackURL')));
  const backup = form.get('method') === 'backup';
  const code = String(form.get('code') ?? '').trim();
  const callback = safeCallbackPath(form.get('callbackURL'));
  if (!code) return data({ error: ENTER_THE_CODE }, { status: 400 });
  const result = await authCall(request, context, backup ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp', { code });
  if (!result.ok) {
    const known = typeof result.body.code === 'string' && result.status !== 429 ? MESSAGES[result.body.code] : undefined;
    // A failed try may end the step (its cookie expires): the browser must hear of it.
    return data({ error: known ?? authErrorMessage(result, WRONG_CODE) }, { status: result.status, headers: cookieHeaders(result) });
  }
  return redirect(callback, { headers: cookieHeaders(result) });
}

export default function TwoFactorStep({ loaderData, actionData }: Route.ComponentProps) {
  const { shop } = loaderData;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const callbackURL = params.get('callbackURL') ?? '';
  const backup = params.get('method') === 'backup';
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const switchTo = new URLSearchParams(params);
  if (backup) switchTo.delete('method');
  else switchTo.set('method', 'backup');
  return (
    <AuthCardFor
      shop={shop}
      title={TWO_FACTOR_STEP_TITLE}
      subtitle={backup ? TWO_FACTOR_BACKUP_SUBTITLE : TWO_FACTOR_STEP_SUBTITLE}
      footer={
        <Link className="font-medium text-primary underline-offset-2 hover:underline" to={shop ? shopLoginPath(shop.base, callbackURL || null) : withCallback(LOGIN, callbackURL)}>
          {BACK_TO_SIGN_IN}
        </Link>
      }
    >
      <FormError message={actionData?.error} />
      <Form method="post" className="flex flex-col gap-4" replace key={backup ? 'backup' : 'totp'}>
        <input type="hidden" name="callbackURL" value={callbackURL} />
        <input type="hidden" name="method" value={backup ? 'backup' : 'totp'} />
        {backup ? (
          // eslint-disable-next-line jsx-a11y/no-autofocus -- focus goes to the one field this step asks for, as the spec's keyboard flow requires
          <TextInput label={BACKUP_CODE_LABEL} name="code" autoComplete="off" autoCapitalize="off" spellCheck={false} required autoFocus />
        ) : (
          // eslint-disable-next-line jsx-a11y/no-autofocus -- focus goes to the one field this step asks for, as the spec's keyboard flow requires
          <TextInput label={TWO_FACTOR_CODE_LABEL} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required autoFocus />
        )}
        <Button type="submit" loading={busy} className="mt-2 w-full">
          {busy ? TWO_FACTOR_VERIFYING : TWO_FACTOR_VERIFY}
        </Button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link className="font-medium text-primary underline-offset-2 hover:underline" to={`?${switchTo.toString()}`} replace>
          {backup ? USE_AUTHENTICATOR_CODE : USE_BACKUP_CODE}
        </Link>
      </p>
    </AuthCardFor>
  );
}
