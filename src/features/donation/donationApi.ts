/**
 * Calls of the 후원하기 pages: each answers `{ ok, message, data }` with the server's Korean message
 * either way (boardApi's `call`), never throws.
 */
import type { DonationCheckoutInput } from '@nanum/shared/donationSchemas';
import type { DonationCheckoutView, DonationResultView, DonationSetupView } from '@nanum/shared/donationViews';
import { call } from '@/features/board/boardApi';

export const fetchDonationSetup = () => call<DonationSetupView>('GET', '/api/donations/setup');
export const startDonation = (input: DonationCheckoutInput) => call<DonationCheckoutView>('POST', '/api/donations', input);
export const completeDonation = (paymentId: string) => call<DonationResultView>('POST', `/api/donations/${encodeURIComponent(paymentId)}/complete`);
