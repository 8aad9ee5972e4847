import type { DonationCheckoutView, PledgeStartView } from '@nanum/shared/donationViews';
import { ensurePortOneScript } from './portoneScript';

/** Where PortOne sends the browser back (mobile, and any window that redirects). */
export const DONATION_RETURN_PATH = '/donate/complete';

export type WindowOutcome = { kind: 'returned' } | { kind: 'redirected' } | { kind: 'failed'; message: string };

/** Where PortOne sends the browser back after registering a card for monthly giving. */
export const PLEDGE_RETURN_PATH = '/donate/pledge';
/** A member's monthly pledges: change the amount or cancel. */
export const MY_PLEDGES_PATH = '/donate/mine';

export type CardOutcome = { kind: 'issued'; billingKey: string } | { kind: 'redirected' } | { kind: 'failed'; message: string };

/** @portone/browser-sdk, loaded on first use (only the 후원하기 page pays), with PortOne's script on the page (ensurePortOneScript). */
async function portOne(sdkUrl: string) {
  await ensurePortOneScript(sdkUrl);
  const PortOne = await import('@portone/browser-sdk/v2');
  PortOne.__INTERNAL__setPortOneSdkUrl(sdkUrl);
  return PortOne;
}

/** Opens PortOne's card registration window for a monthly pledge the server made; a billing key comes back. */
export async function openCardWindow(start: PledgeStartView, sdkUrl: string): Promise<CardOutcome> {
  const PortOne = await portOne(sdkUrl);
  const response = await PortOne.requestIssueBillingKey({
    storeId: start.storeId,
    channelKey: start.channelKey,
    billingKeyMethod: 'CARD',
    issueId: start.issueId,
    issueName: start.issueName,
    customer: start.customer,
    redirectUrl: `${window.location.origin}${PLEDGE_RETURN_PATH}?pledgeId=${start.pledgeId}`,
  });
  if (!response) return { kind: 'redirected' };
  if (response.code !== undefined) return { kind: 'failed', message: response.message ?? '카드를 등록하지 못했습니다.' };
  return { kind: 'issued', billingKey: response.billingKey };
}

/**
 * Opens PortOne's payment window for a checkout the server made. PortOne's script comes from
 * `sdkUrl` (the server's setting: PortOne's CDN, or a local stand-in in tests). A window that redirects
 * (mobile) leaves the page; one that answers here comes back with the payment id or an error.
 */
export async function openPaymentWindow(checkout: DonationCheckoutView, sdkUrl: string): Promise<WindowOutcome> {
  const PortOne = await portOne(sdkUrl);
  const response = await PortOne.requestPayment({
    storeId: checkout.storeId,
    paymentId: checkout.paymentId,
    orderName: checkout.orderName,
    totalAmount: checkout.amount,
    currency: checkout.currency,
    channelKey: checkout.channelKey,
    payMethod: checkout.payMethod,
    ...(checkout.virtualAccount ? { virtualAccount: { accountExpiry: { validHours: checkout.virtualAccount.validHours } } } : {}),
    customer: checkout.customer,
    redirectUrl: `${window.location.origin}${DONATION_RETURN_PATH}`,
  });
  if (!response) return { kind: 'redirected' };
  if (response.code !== undefined) return { kind: 'failed', message: response.message ?? '결제를 완료하지 못했습니다.' };
  return { kind: 'returned' };
}
