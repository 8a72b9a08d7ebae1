import type { ServerResponse } from 'node:http';
import { escapeHtml, formatMinor, sendHtml } from './fake-http.ts';
import type { FakeStripeConnectedAccount, FakeStripeSession } from './fake-stripe-types.ts';

/** The hosted page a buyer lands on: the lines, the total, an email field and Pay / Cancel. */
export function payPage(res: ServerResponse, session: FakeStripeSession): void {
  if (session.status !== 'open') {
    sendHtml(res, 410, 'Checkout unavailable', `<h1>This checkout session is ${session.status === 'expired' ? 'expired' : 'already paid'}</h1>`);
    return;
  }
  const lines = session.line_items
    .map((l) => `<li>${escapeHtml(l.name)} × ${l.quantity}: ${escapeHtml(formatMinor(l.unitAmount * l.quantity, session.currency))}${l.description ? ` <small>${escapeHtml(l.description)}</small>` : ''}</li>`)
    .join('');
  const total = formatMinor(session.amount_total, session.currency);
  // Stripe Tax's line, as the hosted page shows it once it knows the billing address (the fake taxes every address alike).
  const tax = session.automatic_tax.enabled ? `<p>Tax: <span data-testid="tax">${escapeHtml(formatMinor(session.total_details.amount_tax, session.currency))}</span></p>` : '';
  sendHtml(
    res,
    200,
    'Fake Stripe Checkout',
    `<h1>Fake Stripe Checkout</h1><ul>${lines}</ul>${tax}<p>Total: <strong data-testid="total">${escapeHtml(total)}</strong></p>` +
      `<form method="post" action="/pay/${escapeHtml(session.id)}">` +
      `<p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(session.customer_email ?? 'buyer@example.com')}" required></p>` +
      `<button type="submit">Pay ${escapeHtml(total)}</button></form>` +
      `<p><a href="/pay/${escapeHtml(session.id)}/cancel">Cancel</a></p>`,
  );
}

/** Connect's hosted onboarding (decision 063): finish the account's setup, or leave it for later. */
export function onboardingPage(res: ServerResponse, linkId: string, account: FakeStripeConnectedAccount): void {
  const action = `/connect/onboard/${escapeHtml(linkId)}`;
  sendHtml(
    res,
    200,
    'Fake Stripe onboarding',
    `<h1>Fake Stripe onboarding</h1><p>Account <code>${escapeHtml(account.id)}</code>${account.email ? ` for ${escapeHtml(account.email)}` : ''}.</p>` +
      `<form method="post" action="${action}"><input type="hidden" name="action" value="finish"><button type="submit">Finish setup</button></form>` +
      `<form method="post" action="${action}"><input type="hidden" name="action" value="later"><button type="submit">Leave for later</button></form>`,
  );
}
