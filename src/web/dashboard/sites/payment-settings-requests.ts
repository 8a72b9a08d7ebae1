import { paymentConnectionTestApi, paymentSettingsApi, type PaymentConnectionResult, type PaymentProvider, type PaymentSettingsView } from '#core/shop/payment-settings.ts';
import { PAYMENT_SETTINGS_SCREEN as S } from '#core/shop/payment-settings-screen.ts';
import { api } from '#web/api/client.ts';

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
