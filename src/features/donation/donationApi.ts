/**
 * Calls of the 후원하기 pages: each answers `{ ok, message, data }` with the server's Korean message
 * either way (lib/apiCall.ts), never throws.
 */
import type { DonationCheckoutInput } from '@nanum/shared/donationSchemas';
import type { PledgeStartView, PledgeView } from '@nanum/shared/donationViews';
import type { DonationCheckoutView, DonationResultView, DonationSetupView } from '@nanum/shared/donationViews';
import { call } from '@/lib/apiCall';

export const fetchDonationSetup = () => call<DonationSetupView>('GET', '/api/donations/setup');
export const startDonation = (input: DonationCheckoutInput) => call<DonationCheckoutView>('POST', '/api/donations', input);
export const completeDonation = (paymentId: string) => call<DonationResultView>('POST', `/api/donations/${encodeURIComponent(paymentId)}/complete`);

export const startPledge = (input: { amount: number; name: string; email: string; phone: string; agree: true }) => call<PledgeStartView>('POST', '/api/donations/pledges', input);
export const confirmPledge = (pledgeId: number, billingKey: string) => call<PledgeView>('POST', `/api/donations/pledges/${pledgeId}/confirm`, { billingKey });
export const fetchMyPledges = () => call<PledgeView[]>('GET', '/api/donations/pledges/mine');
export const changePledge = (id: number, amount: number) => call<PledgeView>('PUT', `/api/donations/pledges/${id}`, { amount });
export const cancelPledge = (id: number) => call<PledgeView>('DELETE', `/api/donations/pledges/${id}`);
