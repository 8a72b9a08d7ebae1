/** Signs the demo admin in on a running app and returns the session as a `cookie` header value. */
export async function signInCookie(base: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(credentials) });
  if (!response.ok) throw new Error(`signing in as the demo admin answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
