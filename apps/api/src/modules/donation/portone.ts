import type { Payment, PaymentClient } from '@portone/server-sdk/payment';
import * as Webhook from '@portone/server-sdk/webhook';
import type { DonationMethod } from '@nanum/shared/donationRules';
import type { Config } from '../../config/env';

export type PortOneConfig = Pick<
  Config,
  'PORTONE_STORE_ID' | 'PORTONE_CHANNEL_KEY_CARD' | 'PORTONE_CHANNEL_KEY_TRANSFER' | 'PORTONE_CHANNEL_KEY_VIRTUAL' | 'PORTONE_API_SECRET' | 'PORTONE_WEBHOOK_SECRET' | 'PORTONE_API_URL' | 'PORTONE_BROWSER_SDK_URL'
>;

/** PortOne's browser script, unless PORTONE_BROWSER_SDK_URL points elsewhere (a local stand-in in tests). */
export const PORTONE_BROWSER_SDK_URL = 'https://cdn.portone.io/v2/browser-sdk.js';

/** Where PortOne's payment windows are framed from (the CSP admits them with its script when giving is on). */
const PORTONE_FRAME_ORIGINS = ['https://*.portone.io', 'https://*.iamport.co'];

/** The CSP origins of online giving: the browser script's origin, and the payment windows'. */
export function paymentOrigins(config: PortOneConfig): { script: string; frames: string[] } {
  const script = new URL(config.PORTONE_BROWSER_SDK_URL ?? PORTONE_BROWSER_SDK_URL).origin;
  return { script, frames: [...new Set([script, ...PORTONE_FRAME_ORIGINS])] };
}

/** What the donation service needs of PortOne V2 (the official server SDK underneath). */
export interface PortOneGateway {
  storeId: string;
  /** The browser script the 후원하기 page loads. */
  browserSdkUrl: string;
  /** Channel key per method that has one. */
  channelKeys: Partial<Record<DonationMethod, string>>;
  /** GET /payments/{paymentId} with the API secret. */
  getPayment(paymentId: string): Promise<Payment>;
  /** POST /payments/{paymentId}/cancel: the whole payment back to the donor. */
  cancelPayment(paymentId: string, reason: string): Promise<void>;
  /** POST /payments/{paymentId}/virtual-account/close: an issued virtual account takes no deposit any more. */
  closeVirtualAccount(paymentId: string): Promise<void>;
  /** GET /billing-keys/{billingKey}: whether it is issued, and for which store. */
  getBillingKey(billingKey: string): Promise<{ status: string; storeId: string }>;
  /** POST /payments/{paymentId}/billing-key: charges a billing key in won; throws when the card is refused. */
  payWithBillingKey(charge: { paymentId: string; billingKey: string; orderName: string; amount: number; customer: { fullName: string; email: string } }): Promise<void>;
  /** The verified body of a Standard Webhooks request; throws when the signature does not hold. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<Webhook.Webhook>;
}

/**
 * The gateway when online giving is configured (store id, API secret, webhook secret and at least
 * one channel key), otherwise null: the 후원하기 page then explains how to give by bank transfer.
 */
export function createPortOne(config: PortOneConfig): PortOneGateway | null {
  const { PORTONE_STORE_ID: storeId, PORTONE_API_SECRET: secret, PORTONE_WEBHOOK_SECRET: webhookSecret } = config;
  const channelKeys: Partial<Record<DonationMethod, string>> = {};
  if (config.PORTONE_CHANNEL_KEY_CARD) channelKeys.card = config.PORTONE_CHANNEL_KEY_CARD;
  if (config.PORTONE_CHANNEL_KEY_TRANSFER) channelKeys.transfer = config.PORTONE_CHANNEL_KEY_TRANSFER;
  if (config.PORTONE_CHANNEL_KEY_VIRTUAL) channelKeys.virtual = config.PORTONE_CHANNEL_KEY_VIRTUAL;
  if (!storeId || !secret || !webhookSecret || Object.keys(channelKeys).length === 0) return null;
  // The payment client (about 260 modules of the SDK) loads with the first call, not with the server.
  let client: Promise<ReturnType<typeof PaymentClient>> | undefined;
  const payments = () =>
    (client ??= import('@portone/server-sdk/payment').then(({ PaymentClient }) => PaymentClient({ secret, storeId, ...(config.PORTONE_API_URL ? { baseUrl: config.PORTONE_API_URL } : {}) })));
  return {
    storeId,
    browserSdkUrl: config.PORTONE_BROWSER_SDK_URL ?? PORTONE_BROWSER_SDK_URL,
    channelKeys,
    getPayment: async (paymentId) => (await payments()).getPayment({ paymentId }),
    async cancelPayment(paymentId, reason) {
      await (await payments()).cancelPayment({ paymentId, reason });
    },
    async closeVirtualAccount(paymentId) {
      await (await payments()).closeVirtualAccount({ paymentId });
    },
    getBillingKey: async (billingKey) => {
      const info = await (await payments()).billingKey.getBillingKeyInfo({ billingKey });
      return { status: String(info.status), storeId: 'storeId' in info ? String(info.storeId) : '' };
    },
    async payWithBillingKey({ paymentId, billingKey, orderName, amount, customer }) {
      await (await payments()).payWithBillingKey({ paymentId, billingKey, orderName, amount: { total: amount }, currency: 'KRW', customer: { name: { full: customer.fullName }, email: customer.email } });
    },
    verifyWebhook: (rawBody, headers) => Webhook.verify(webhookSecret, rawBody, headers),
  };
}
