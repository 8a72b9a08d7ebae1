import { paymentConnectionTestApi, paymentSettingsApi, type PaymentConnectionResult, type PaymentProvider, type PaymentSettingsView } from '#core/shop/payment-settings.ts';
import { PAYMENT_SETTINGS_SCREEN as S } from '#core/shop/payment-settings-screen.ts';
import { api } from '#web/api/client.ts';
import { STRIPE_CONNECT_SCREEN as C, stripeConnectApi, stripeConnectOnboardingApi, type StripeConnectView } from '#core/shop/stripe-connect.ts';

export const paymentSettingsKey = (siteUniqueId: string) => ['payment-settings', siteUniqueId] as const;

export async function fetchPaymentSettings(siteUniqueId: string, signal?: AbortSignal): Promise<PaymentSettingsView> {
  return (await api.get<{ settings: PaymentSettingsView }>(paymentSettingsApi(siteUniqueId), { signal, fallback: S.loadFailed })).settings;
}

/** Saves the fields `body` names: absent keeps, '' clears (decision 057). */
export async function savePaymentSettings(siteUniqueId: string, body: Record<string, string>): Promise<PaymentSettingsView> {
  return (await api.put<{ settings: PaymentSettingsView }>(paymentSettingsApi(siteUniqueId), body, { fallback: S.saveFailed })).settings;
}

export async function testPaymentConnection(siteUniqueId: string, provider: PaymentProvider): Promise<PaymentConnectionResult> {
  return (await api.post<{ result: PaymentConnectionResult }>(paymentConnectionTestApi(siteUniqueId), { provider }, { fallback: S.testFailed })).result;
}

export const stripeConnectKey = (siteUniqueId: string) => ['stripe-connect', siteUniqueId] as const;

export async function fetchStripeConnect(siteUniqueId: string, signal?: AbortSignal): Promise<StripeConnectView> {
  return (await api.get<{ connect: StripeConnectView }>(stripeConnectApi(siteUniqueId), { signal, fallback: C.loadFailed })).connect;
}

/** The one-time Stripe onboarding link the owner's browser is sent to (decision 063). */
export async function startStripeConnect(siteUniqueId: string): Promise<string> {
  return (await api.post<{ url: string }>(stripeConnectOnboardingApi(siteUniqueId), {}, { fallback: C.startFailed })).url;
}

export async function disconnectStripeConnect(siteUniqueId: string): Promise<StripeConnectView> {
  return (await api.delete<{ connect: StripeConnectView }>(stripeConnectApi(siteUniqueId), { fallback: C.disconnectFailed })).connect;
}
