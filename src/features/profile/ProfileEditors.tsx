import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { MBTI_TYPES } from '@nanum/shared/codes';
import { DEPARTMENT_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH, UNIVERSITY_MAX_LENGTH } from '@nanum/shared/limits';
import { PASSWORD_HINT } from '@nanum/shared/accountPageMessages';
import { ADDRESS_DETAIL_PROMPT, IMAGE_TYPE_INVALID_MESSAGE, POSTCODE_UNAVAILABLE_MESSAGE } from '@nanum/shared/messages';
import { PROFILE_MESSAGES } from '@nanum/shared/profileMessages';
import { PROFILE_IMAGE_MAX_BYTES } from '@nanum/shared/profileRules';
import { firstMessage, IMAGE_ACCEPT, isAllowedImageType, mbtiSchema, passwordChangeSchema, phoneSchema, universitySchema } from '@nanum/shared/schemas';
import { formatPhoneInput, PHONE_INPUT } from '@/features/account/phoneInput';
import { changeAddress, changeImage, changeMbti, changeNumber, changePassword, changeUniversity } from './profileApi';
import type { ProfileChangeApi } from './ProfileField';
import { composeAddress, searchAddress } from './postcode';
import ProfileInput from './ProfileInput';
import styles from './ProfileModal.module.css';

/**
 * The edit forms of one's own profile (SPEC sections 4 and 5). Each checks its value with the
 * shared schema first (the same rule and message as the server) and then sends it.
 */

export function EditorForm({ change, onSubmit, children, submitLabel = '저장' }: { change: ProfileChangeApi; onSubmit: () => void; children: ReactNode; submitLabel?: string }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change.pending) onSubmit();
  };
  return (
    <form className={styles.editorForm} onSubmit={submit} noValidate>
      {children}
      <button type="submit" className="btn btn-primary btn-sm" disabled={change.pending}>
        {change.pending ? '저장 중…' : submitLabel}
      </button>
    </form>
  );
}

export function PasswordEditor({ change }: { change: ProfileChangeApi }) {
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', repeatPassword: '' });
  const set = (key: keyof typeof form) => (value: string) => setForm((old) => ({ ...old, [key]: value }));
  const submit = () => {
    const problem = firstMessage(passwordChangeSchema.safeParse(form));
    if (problem) return change.fail(problem);
    void change.run(() => changePassword(form.currentPassword, form.newPassword));
  };
  return (
    <EditorForm change={change} onSubmit={submit}>
      <ProfileInput label="현재 비밀번호" type="password" autoComplete="current-password" maxLength={PASSWORD_INPUT_MAX_LENGTH} value={form.currentPassword} onChange={set('currentPassword')} />
      <ProfileInput label="새 비밀번호" type="password" autoComplete="new-password" maxLength={PASSWORD_INPUT_MAX_LENGTH} value={form.newPassword} onChange={set('newPassword')} aria-describedby="profile-password-hint" />
      <ProfileInput label="새 비밀번호 확인" type="password" autoComplete="new-password" maxLength={PASSWORD_INPUT_MAX_LENGTH} value={form.repeatPassword} onChange={set('repeatPassword')} />
      <p id="profile-password-hint" className={styles.hint}>
        {PASSWORD_HINT}
      </p>
    </EditorForm>
  );
}

export function ImageEditor({ change }: { change: ProfileChangeApi }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const submit = () => {
    if (!file) return change.fail(PROFILE_MESSAGES.imageMissing);
    if (file.type && !isAllowedImageType(file.type)) return change.fail(IMAGE_TYPE_INVALID_MESSAGE);
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return change.fail(PROFILE_MESSAGES.imageTooLarge);
    void change.run(() => changeImage(file));
  };
  return (
    <EditorForm change={change} onSubmit={submit} submitLabel="올리기">
      <div className={styles.input}>
        <label htmlFor={id} className={styles.inputLabel}>
          이미지 파일 (BMP, JPEG, PNG, WebP, AVIF)
        </label>
        <input id={id} type="file" accept={IMAGE_ACCEPT} className="form-control form-control-sm" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </div>
    </EditorForm>
  );
}

export function PhoneEditor({ change, initial }: { change: ProfileChangeApi; initial: string }) {
  const [number, setNumber] = useState(initial);
  const submit = () => {
    const problem = firstMessage(phoneSchema.safeParse({ number }));
    if (problem) return change.fail(problem);
    void change.run(() => changeNumber(number.trim()));
  };
  return (
    <EditorForm change={change} onSubmit={submit}>
      <ProfileInput label="연락처" {...PHONE_INPUT} autoComplete="tel" value={number} onChange={(value) => setNumber(formatPhoneInput(value))} />
    </EditorForm>
  );
}

export function UniversityEditor({ change, initial }: { change: ProfileChangeApi; initial: { university: string; department: string } }) {
  const [form, setForm] = useState(initial);
  const submit = () => {
    const problem = firstMessage(universitySchema.safeParse(form));
    if (problem) return change.fail(problem);
    void change.run(() => changeUniversity(form.university.trim(), form.department.trim()));
  };
  return (
    <EditorForm change={change} onSubmit={submit}>
      <ProfileInput label="학교" maxLength={UNIVERSITY_MAX_LENGTH} value={form.university} onChange={(university) => setForm((old) => ({ ...old, university }))} />
      <ProfileInput label="학과" maxLength={DEPARTMENT_MAX_LENGTH} value={form.department} onChange={(department) => setForm((old) => ({ ...old, department }))} />
    </EditorForm>
  );
}

export function MbtiEditor({ change, initial }: { change: ProfileChangeApi; initial: number }) {
  const id = useId();
  const [mbti, setMbti] = useState(initial);
  const submit = () => {
    const problem = firstMessage(mbtiSchema.safeParse({ mbti }));
    if (problem) return change.fail(problem);
    void change.run(() => changeMbti(mbti));
  };
  return (
    <EditorForm change={change} onSubmit={submit}>
      <div className={styles.input}>
        <label htmlFor={id} className={styles.inputLabel}>
          MBTI
        </label>
        <select id={id} className="form-select form-select-sm" value={mbti} onChange={(event) => setMbti(Number(event.target.value))}>
          <option value={0}>선택해주세요</option>
          {MBTI_TYPES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </EditorForm>
  );
}

/** Address: the postcode search, then a prompt for the detail line (SPEC section 5). */
export function AddressEditor({ change }: { change: ProfileChangeApi }) {
  const search = async () => {
    let picked;
    try {
      picked = await searchAddress();
    } catch {
      return change.fail(POSTCODE_UNAVAILABLE_MESSAGE);
    }
    if (!picked) return;
    const detail = window.prompt(ADDRESS_DETAIL_PROMPT, '');
    if (detail === null) return;
    void change.run(() => changeAddress(composeAddress(picked, detail)));
  };
  return (
    <EditorForm change={change} onSubmit={() => void search()} submitLabel="우편번호 검색">
      <p className={styles.hint}>우편번호 검색으로 도로명 주소를 고른 뒤 상세 주소를 입력해주세요.</p>
    </EditorForm>
  );
}
