import { useEffect, useState, type FormEvent } from 'react';
import { DONATION_METHOD_LABELS, formatWon, isDonationAmount, type DonationMethod } from '@nanum/shared/donationRules';
import type { PledgeStartInput } from '@nanum/shared/donationSchemas';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import type { DonationCheckoutView, DonationSetupView } from '@nanum/shared/donationViews';
import { CheckField, FieldLabel, GroupError, PhoneField, TextField } from '@/features/account/FormField';
import { messagesOf, useFormState } from '@/features/account/formState';
import { formatRrnInput } from './rrnInput';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import AmountPicker from './AmountPicker';
import { startDonation } from './donationApi';
import styles from './donation.module.css';
import { whenIdle } from '@/lib/whenIdle';
import { focusAfterRender, useBusy } from '@/lib/useBusy';

const ID = 'donate';

export type { PledgeStartInput };

/**
 * The form's schemas (zod) load on demand, as the account forms' do (features/account/accountLoaders.ts):
 * fetched once the browser is idle and awaited on submit, so that the page (and every page that
 * prefetches /donate through the header's 후원하기) does not parse zod at start.
 */
const loadDonationSchemas = () => import('@nanum/shared/donationSchemas').catch(() => null);
const ORDER = ['amount', 'method', 'name', 'email', 'phone', 'rrn', 'agree'] as const;

export interface DonationFormProps {
  payments: NonNullable<DonationSetupView['payments']>;
  /** Whether a 기부금 영수증 (and so the resident registration number) may be asked for. */
  receipts: boolean;
  /** Opens PortOne's window for the checkout the server made; answers a Korean message when it did not go through. */
  onCheckout: (checkout: DonationCheckoutView) => Promise<string | null>;
  /** Registers a card for a monthly pledge (members only); answers a Korean message when it did not go through. */
  onPledge: (input: PledgeStartInput) => Promise<string | null>;
}

/**
 * The one-time gift: amount, method, the donor's name and contact (a member's own, ready to
 * change), consent. Checked with the shared schema before anything is sent (a refusal takes the
 * focus to the first field in question); the server checks again and makes the payment id. While
 * the payment window opens the button stays focusable (useBusy) and a failure takes the focus to
 * its message.
 */
export default function DonationForm({ payments, receipts, onCheckout, onPledge }: DonationFormProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user);
  const { values, errors, set, setValues, fail } = useFormState(
    { amount: '30000', method: payments.methods[0] ?? 'card', name: user?.name ?? '', email: user?.email ?? '', phone: user?.number ?? '', receipt: false as boolean, rrn: '', agree: false as boolean },
    ID,
  );
  // A member who logs in on this page (as monthly giving asks) finds their details filled in too.
  const [filledFor, setFilledFor] = useState(user?.id ?? null);
  if (user && filledFor !== user.id) {
    setFilledFor(user.id);
    setValues((current) => ({ ...current, name: current.name || user.name, email: current.email || user.email, phone: current.phone || (user.number ?? '') }));
  }
  const sending = useBusy();
  const busy = sending.busy;
  const [failure, setFailure] = useState('');
  const [monthly, setMonthly] = useState(false);
  const monthlyOpen = payments.methods.includes('card');
  useEffect(() => whenIdle(() => void loadDonationSchemas()), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void sending.run(send);
  }

  /** Shows why the gift did not go through, and gives the message the focus (it replaces nothing). */
  function refuse(message: string) {
    setFailure(message);
    focusAfterRender(`${ID}-failure`);
  }

  async function send() {
    setFailure('');
    const amount = values.amount === '' ? undefined : Number(values.amount);
    const schemas = await loadDonationSchemas();
    if (!schemas) return refuse(CONNECTION_FAILED_MESSAGE);
    const { donationCheckoutSchema, pledgeStartSchema } = schemas;
    if (monthly) {
      const pledge = pledgeStartSchema.safeParse({ ...values, amount });
      if (!pledge.success) return fail(messagesOf(pledge), ORDER);
      const message = await onPledge(pledge.data);
      if (message) refuse(message);
      return;
    }
    const parsed = donationCheckoutSchema.safeParse({ ...values, amount });
    if (!parsed.success) return fail(messagesOf(parsed), ORDER);
    const started = await startDonation(parsed.data);
    const message = started.ok ? await onCheckout(started.data) : started.message;
    if (message) refuse(message);
  }

  const amount = Number(values.amount);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.form} aria-labelledby="donate-form-title">
      <h2 id="donate-form-title" className={styles.cardTitle}>
        {monthly ? '정기 후원' : '일시 후원'}
      </h2>
      {monthlyOpen && (
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">후원 방식</legend>
          <div className={styles.kinds}>
            {([false, true] as const).map((option) => (
              <label key={String(option)} className={`${styles.tile} ${monthly === option ? styles.tileOn : ''}`}>
                <input type="radio" name={`${ID}-kind`} checked={monthly === option} onChange={() => setMonthly(option)} className="visually-hidden" />
                {option ? '매월 정기 후원' : '한 번 후원'}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <AmountPicker idPrefix={ID} value={values.amount} onChange={(value) => set('amount', value)} error={errors.amount} />

      {monthly ? (
        <p className={styles.small}>정기 후원은 카드로 매월 같은 날 결제됩니다. 금액 변경과 해지는 언제든 ‘내 정기 후원’에서 하실 수 있습니다.</p>
      ) : (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FieldLabel>결제 수단</FieldLabel>
        </legend>
        <div className={styles.methods}>
          {payments.methods.map((method: DonationMethod) => (
            <CheckField
              key={method}
              id={`${ID}-method-${method}`}
              type="radio"
              name={`${ID}-method`}
              value={method}
              label={DONATION_METHOD_LABELS[method]}
              checked={values.method === method}
              onChange={() => set('method', method)}
              className={styles.method}
            />
          ))}
        </div>
        <GroupError id={`${ID}-method-error`} error={errors.method} />
        {values.method === 'virtual' && <p className={styles.small}>결제창에서 입금할 가상계좌를 발급받습니다. 기한 안에 입금이 확인되면 후원이 완료되고 감사 메일을 보내드립니다.</p>}
      </fieldset>
      )}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>후원자 정보</legend>
        <TextField id={`${ID}-name`} label="이름" value={values.name} onChange={(value) => set('name', value)} error={errors.name} autoComplete="name" maxLength={50} />
        <TextField id={`${ID}-email`} label="이메일" type="email" value={values.email} onChange={(value) => set('email', value)} error={errors.email} autoComplete="email" inputMode="email" hint="감사 메일과 기부금 영수증 안내를 보내드립니다." />
        <PhoneField id={`${ID}-phone`} label="연락처" value={values.phone} onChange={(value) => set('phone', value)} error={errors.phone} autoComplete="tel" />
      </fieldset>

      {receipts && !monthly && (
        <fieldset className={`${styles.fieldset} ${styles.receipt}`}>
          <legend className="visually-hidden">기부금 영수증</legend>
          <CheckField id={`${ID}-receipt`} label="기부금 영수증이 필요합니다 (연말정산 공제용)" checked={values.receipt} onChange={(checked) => set('receipt', checked)} />
          {values.receipt && (
            <TextField
              id={`${ID}-rrn`}
              label="주민등록번호"
              value={values.rrn}
              onChange={(value) => set('rrn', formatRrnInput(value))}
              error={errors.rrn}
              autoComplete="off"
              inputMode="numeric"
              maxLength={14}
              placeholder="900101-1234567"
              hint="영수증 발급에만 쓰며, 암호화하여 보관하고 보관 기간(기부한 해부터 5년)이 지나면 삭제합니다. 화면과 영수증에는 뒷자리를 가려 표시합니다."
            />
          )}
        </fieldset>
      )}

      <CheckField
        id={`${ID}-agree`}
        label="후원 처리와 영수증 발급을 위한 개인정보(이름, 이메일, 연락처) 수집·이용에 동의합니다. 기부금 관련 기록은 세법에 따라 보관합니다."
        checked={values.agree}
        onChange={(checked) => set('agree', checked)}
        invalid={Boolean(errors.agree)}
        describedBy={errors.agree ? `${ID}-agree-error` : undefined}
      />
      <GroupError id={`${ID}-agree-error`} error={errors.agree} />

      {failure && (
        <p role="alert" id={`${ID}-failure`} tabIndex={-1} className={styles.failure}>
          {failure}
        </p>
      )}
      {monthly && !user ? (
        <div className={styles.loginNotice}>
          <p className="mb-2">정기 후원은 회원만 신청할 수 있습니다. 로그인하시면 ‘내 정기 후원’에서 금액을 바꾸거나 해지하실 수 있습니다.</p>
          <button type="button" className={`btn btn-lg w-100 ${styles.submit}`} onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}>
            로그인하고 정기 후원하기
          </button>
        </div>
      ) : (
        <button type="submit" className={`btn btn-lg w-100 ${styles.submit}`} {...sending.props}>
          {busy ? (monthly ? '카드 등록 창을 여는 중…' : '결제창을 여는 중…') : isDonationAmount(amount) ? `${monthly ? '매월 ' : ''}${formatWon(amount)} 후원하기` : '후원하기'}
        </button>
      )}
    </form>
  );
}
