import { data, redirect, type AppLoadContext } from 'react-router';
import { EMAIL_NOT_VERIFIED_CODE, EMAIL_NOT_VERIFIED_MESSAGE, RESEND_LINK_SENT } from '#core/auth/messages.ts';
import { SIGN_IN_TWO_FACTOR, withCallback } from '#core/paths/routes.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import { authCall, authErrorMessage, cookieHeaders } from './session.server.ts';

/**
 * The sign-in form's action, shared by the platform's sign-in and each shop's: `callback` is the
 * already-checked return path, `landing` where a resent confirmation link leads (then on to `callback`).
 */
export async function signInAction(request: Request, context: AppLoadContext, form: FormData, callback: string, landing: (callback: string) => string) {
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (form.get('intent') === 'resend-verification') {
    // The same answer whatever the address (Better Auth's, with a time floor); bounded per client and per address.
    const result = await authCall(request, context, '/send-verification-email', { email, callbackURL: landing(callback) });
    if (!result.ok) return data({ error: authErrorMessage(result, 'Could not send the link. Try again.'), email, unverified: true, notice: null }, { status: result.status });
    return { error: null, email, unverified: false, notice: RESEND_LINK_SENT };
  }
  if (!email || !password) {
    return data({ error: 'Enter your email and password.', email, unverified: false, notice: null }, { status: 400 });
  }
  const result = await authCall(request, context, '/sign-in/email', { email, password, rememberMe: true });
  if (!result.ok) {
    // Only said to whoever knows the password: Better Auth checks it first.
    const unverified = result.body.code === EMAIL_NOT_VERIFIED_CODE;
    const error = unverified ? EMAIL_NOT_VERIFIED_MESSAGE : authErrorMessage(result, 'Sign-in failed. Try again.');
    return data({ error, email, unverified, notice: null }, { status: result.status });
  }
  // An account with an authenticator app has no session yet: its second step holds the sign-in's cookie.
  if (result.body.twoFactorRedirect === true) {
    return redirect(withCallback(SIGN_IN_TWO_FACTOR, callback), { headers: cookieHeaders(result) });
  }
  return redirect(callback, { headers: cookieHeaders(result) });
}

const SIGN_UP_RULES = { name: 'required|string|min:2|max:100', email: 'required|email|max:255', password: 'required|password' };

/** The sign-up form's action, shared likewise: the mailed link signs the account in at `landing(callback)`. */
export async function signUpAction(request: Request, context: AppLoadContext, form: FormData, callback: string, landing: (callback: string) => string) {
  const values = {
    name: String(form.get('name') ?? '').trim(),
    email: String(form.get('email') ?? '').trim(),
    password: String(form.get('password') ?? ''),
  };
  const validationErrors = validateFields(values, SIGN_UP_RULES);
  if (validationErrors) {
    return data({ error: 'Please correct the highlighted fields.', validationErrors, values: { ...values, password: '' }, checkMail: false }, { status: 400 });
  }
  // The mailed link signs the account in and leads on to `callback`. A new address and one that
  // has an account get the same answer (Better Auth's, with requireEmailVerification).
  const result = await authCall(request, context, '/sign-up/email', { ...values, callbackURL: landing(callback) });
  if (!result.ok) {
    return data(
      { error: authErrorMessage(result, 'Could not create the account.'), validationErrors: null, values: { ...values, password: '' }, checkMail: false },
      { status: result.status },
    );
  }
  return { error: null, validationErrors: null, values: { ...values, password: '' }, checkMail: true };
}
