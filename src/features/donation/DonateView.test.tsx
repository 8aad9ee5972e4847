// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { setUser } from '@/store/userSlice';
import { describe, expect, it, vi } from 'vitest';
import type { DonationSetupView } from '@nanum/shared/donationViews';
import { fakeApi } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import { pressWhileBusy } from '@/test/pressWhileBusy';

// PortOne's window is the gateway's, not ours: here it answers as a donor closing it would.
// The form's schemas load on demand (the first submit waits for them): what follows a submit is awaited.
const openPaymentWindow = vi.fn(async () => ({ kind: 'failed' as const, message: '사용자가 결제를 취소하였습니다.' }));
const openCardWindow = vi.fn(async () => ({ kind: 'issued' as const, billingKey: 'billing-key-1' }));
vi.mock('./portoneWindow', () => ({ DONATION_RETURN_PATH: '/donate/complete', MY_PLEDGES_PATH: '/donate/mine', openPaymentWindow, openCardWindow }));
const { default: DonateView } = await import('./DonateView');

const bankAccount = { bank: '나눔은행', number: '123-456-7890', holder: '(사)나눔' };
const ON: DonationSetupView = { payments: { storeId: 'store-1', methods: ['card', 'transfer'], sdkUrl: 'http://127.0.0.1:9/v2/browser-sdk.js' }, bankAccount, receipts: true };
const CHECKOUT = { paymentId: `donation-${'a'.repeat(24)}`, storeId: 'store-1', channelKey: 'ck', orderName: '나눔 일시 후원', amount: 50_000, currency: 'KRW', payMethod: 'TRANSFER', customer: { fullName: '이기부', email: 'give@nanum.example', phoneNumber: '01098765432' } };

const PLEDGE_START = { pledgeId: 4, storeId: 'store-1', channelKey: 'ck', issueId: 'pledge-4-abc', issueName: '나눔 정기 후원', customer: { fullName: '김나눔', email: 'nanum@example.org', phoneNumber: '01012345678' } };

function open(setup: DonationSetupView, user?: ReturnType<typeof signedIn>) {
  const api = fakeApi({
    'GET /api/donations/setup': { body: { status: 200, data: setup } },
    'POST /api/donations': { body: { status: 200, data: CHECKOUT } },
    'POST /api/donations/pledges': { body: { status: 200, data: PLEDGE_START } },
    'POST /api/donations/pledges/4/confirm': { body: { status: 200, message: '정기 후원을 시작했습니다. 고맙습니다.', data: { id: 4, state: 'active', amount: 30_000, nextChargeAt: null, failures: 0, createdAt: '' } } },
  });
  const router = fakeRouter('/donate');
  return { api, router, ...renderWithStore(<DonateView />, { user, router }) };
}

describe('후원하기', () => {
  it('without online payment, names the association’s account instead of a form', async () => {
    open({ payments: null, bankAccount, receipts: false });
    expect(await screen.findByText('123-456-7890')).toBeDefined();
    expect(screen.getByText('지금은 온라인 결제를 받지 않습니다. 아래 계좌로 보내주시면 감사히 받겠습니다.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /후원하기$/ })).toBeNull();
  });

  it('a visitor picks 50,000원, pays by transfer, fills in their details and opens the gateway with what the server made', async () => {
    const { api, events } = open(ON);
    await events.click(await screen.findByLabelText('50,000원'));
    await events.click(screen.getByLabelText('계좌이체'));
    await events.type(screen.getByLabelText(/^이름/, { selector: 'input' }), '이기부');
    await events.type(screen.getByLabelText(/^이메일/, { selector: 'input' }), 'give@nanum.example');
    await events.type(screen.getByLabelText(/^연락처/, { selector: 'input' }), '01098765432');
    await events.click(screen.getByLabelText(/수집·이용에 동의합니다/));
    await events.click(screen.getByRole('button', { name: '50,000원 후원하기' }));
    await waitFor(() => expect(api.to('POST /api/donations').map((request) => request.body)).toEqual([{ amount: 50_000, method: 'transfer', name: '이기부', email: 'give@nanum.example', phone: '010-9876-5432', agree: true, receipt: false }]));
    await waitFor(() => expect(openPaymentWindow).toHaveBeenCalledWith(CHECKOUT, ON.payments?.sdkUrl));
    expect((await screen.findByRole('alert')).textContent).toBe('사용자가 결제를 취소하였습니다.');
  });

  it('keeps the button focusable while the payment window opens, sends one gift however often it is pressed, and gives the focus to a failure', async () => {
    let close: (value: { kind: 'failed'; message: string }) => void = () => undefined;
    openPaymentWindow.mockImplementationOnce(() => new Promise((resolve) => (close = resolve)));
    const { api, events } = open(ON, signedIn());
    await events.click(await screen.findByLabelText(/수집·이용에 동의합니다/));
    const give = screen.getByRole('button', { name: '30,000원 후원하기' });
    await pressWhileBusy(events, give);
    await waitFor(() => expect(openPaymentWindow).toHaveBeenCalled());
    close({ kind: 'failed', message: '사용자가 결제를 취소하였습니다.' });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(api.to('POST /api/donations')).toHaveLength(1);
  });

  it('offers 가상계좌 when its channel is on, says the account comes from the window, and sends the method', async () => {
    const { api, events } = open({ ...ON, payments: { ...ON.payments!, methods: ['card', 'transfer', 'virtual'] } }, signedIn());
    await events.click(await screen.findByLabelText('가상계좌'));
    expect(screen.getByText('결제창에서 입금할 가상계좌를 발급받습니다. 기한 안에 입금이 확인되면 후원이 완료되고 감사 메일을 보내드립니다.')).toBeDefined();
    await events.click(screen.getByLabelText(/수집·이용에 동의합니다/));
    await events.click(screen.getByRole('button', { name: '30,000원 후원하기' }));
    expect(api.to('POST /api/donations').map((request) => request.body)).toEqual([expect.objectContaining({ method: 'virtual', amount: 30_000 })]);
  });

  it('asks for the resident registration number only with a receipt, checks it, and sends it for that gift alone', async () => {
    const { api, events } = open(ON, signedIn());
    await events.click(await screen.findByLabelText(/수집·이용에 동의합니다/));
    expect(screen.queryByLabelText(/^주민등록번호/)).toBeNull();
    await events.click(screen.getByLabelText('기부금 영수증이 필요합니다 (연말정산 공제용)'));
    await events.type(screen.getByLabelText(/^주민등록번호/, { selector: 'input' }), '900101');
    await events.click(screen.getByRole('button', { name: '30,000원 후원하기' }));
    expect(await screen.findByText('기부금 영수증에 적을 주민등록번호 13자리를 정확히 입력해주세요.')).toBeDefined();
    expect(api.to('POST /api/donations')).toEqual([]);
    await events.type(screen.getByLabelText(/^주민등록번호/, { selector: 'input' }), '1234567');
    expect((screen.getByLabelText(/^주민등록번호/, { selector: 'input' }) as HTMLInputElement).value).toBe('900101-1234567');
    await events.click(screen.getByRole('button', { name: '30,000원 후원하기' }));
    await waitFor(() => expect(api.to('POST /api/donations').map((request) => request.body)).toEqual([expect.objectContaining({ receipt: true, rrn: '900101-1234567', name: '김나눔' })]));
  });

  it('a member gives monthly: the card window registers a card, the server confirms it, and they land on 내 정기 후원', async () => {
    const { api, events, router } = open(ON, signedIn());
    await events.click(await screen.findByLabelText('매월 정기 후원'));
    expect(screen.queryByLabelText('계좌이체')).toBeNull();
    await events.click(screen.getByLabelText(/수집·이용에 동의합니다/));
    await events.click(screen.getByRole('button', { name: '매월 30,000원 후원하기' }));
    await waitFor(() => expect(api.to('POST /api/donations/pledges').map((request) => request.body)).toEqual([{ amount: 30_000, name: '김나눔', email: 'nanum@example.org', phone: '010-1234-5678', agree: true }]));
    await waitFor(() => expect(openCardWindow).toHaveBeenCalledWith(PLEDGE_START, ON.payments?.sdkUrl));
    await waitFor(() => expect(api.to('POST /api/donations/pledges/4/confirm').map((request) => request.body)).toEqual([{ billingKey: 'billing-key-1' }]));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/donate/mine'));
    expect(api.to('POST /api/donations')).toEqual([]);
  });

  it('asks a visitor to log in for monthly giving, and fills in their details once they have', async () => {
    const { api, events, store } = open(ON);
    await events.click(await screen.findByLabelText('매월 정기 후원'));
    expect(screen.getByRole('button', { name: '로그인하고 정기 후원하기' })).toBeDefined();
    expect(screen.queryByRole('button', { name: '매월 30,000원 후원하기' })).toBeNull();
    expect(api.to('POST /api/donations/pledges')).toEqual([]);
    act(() => {
      store.dispatch(setUser(signedIn()));
    });
    expect(await screen.findByRole('button', { name: '매월 30,000원 후원하기' })).toBeDefined();
    expect((screen.getByLabelText(/^이름/, { selector: 'input' }) as HTMLInputElement).value).toBe('김나눔');
    expect((screen.getByLabelText(/^이메일/, { selector: 'input' }) as HTMLInputElement).value).toBe('nanum@example.org');
  });

  it('refuses an amount below the bounds in Korean, sending nothing; a member finds their details filled in', async () => {
    const { api, events } = open(ON, signedIn());
    const amount = await screen.findByLabelText('직접 입력');
    await events.clear(amount);
    await events.type(amount, '500');
    await events.click(screen.getByRole('button', { name: '후원하기' }));
    expect(await screen.findByText('후원 금액은 1,000원 이상 10,000,000원 이하, 원 단위로 입력해주세요.')).toBeDefined();
    expect(api.to('POST /api/donations')).toEqual([]);
    expect((screen.getByLabelText(/^이름/, { selector: 'input' }) as HTMLInputElement).value).toBe('김나눔');
    expect((screen.getByLabelText(/^연락처/, { selector: 'input' }) as HTMLInputElement).value).toBe('010-1234-5678');
  });
});
