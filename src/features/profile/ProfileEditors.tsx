import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MBTI_TYPES } from '@nanum/shared/codes';
import { DEPARTMENT_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH, UNIVERSITY_MAX_LENGTH } from '@nanum/shared/limits';
import { PASSWORD_HINT } from '@nanum/shared/accountPageMessages';
import { ADDRESS_DETAIL_PROMPT, IMAGE_TYPE_INVALID_MESSAGE, POSTCODE_UNAVAILABLE_MESSAGE } from '@nanum/shared/messages';
import { PROFILE_MESSAGES } from '@nanum/shared/profileMessages';
import { PROFILE_IMAGE_MAX_BYTES } from '@nanum/shared/profileRules';
import { IMAGE_ACCEPT, isAllowedImageType, mbtiSchema, passwordChangeSchema, phoneSchema, universitySchema } from '@nanum/shared/schemas';
import { formatPhoneInput, PHONE_INPUT } from '@/features/account/phoneInput';
import { changeAddress, changeImage, changeMbti, changeNumber, changePassword, changeUniversity } from './profileApi';
import type { ProfileChangeApi } from './ProfileField';
import { EditorFieldContext, editorFieldProps, editorFieldState } from './editorField';
import { composeAddress, searchAddress } from './postcode';
import ProfileInput from './ProfileInput';
import styles from './ProfileModal.module.css';

/**
 * The edit forms of one's own profile (SPEC sections 4 and 5). Each checks its value with the
 * shared schema first (the same rule and message as the server) and then sends it.
 */

/**
 * The form around an editor's controls. A refusal about one control (by its name) marks it
 * invalid, links the row's message and takes the focus there; any other keeps the focus on the
 * button, which stays focusable while the change runs (never `disabled`: the focus would leave the
 * dialog).
 */
export function EditorForm({ change, onSubmit, children, submitLabel = '저장' }: { change: ProfileChangeApi; onSubmit: () => void; children: ReactNode; submitLabel?: string }) {
  const form = useRef<HTMLFormElement>(null);
  const { message } = change;
  useEffect(() => {
    if (!message || message.ok || !message.field) return;
    const control = form.current?.elements.namedItem(message.field);
    if (control instanceof HTMLElement) control.focus();
  }, [message]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change.pending) onSubmit();
  };
  return (
    <form ref={form} className={styles.editorForm} onSubmit={submit} noValidate>
      <EditorFieldContext.Provider value={editorFieldState(change)}>{children}</EditorFieldContext.Provider>
      <button type="submit" className="btn btn-primary btn-sm" {...change.busyProps}>
        {change.pending ? '저장 중…' : submitLabel}
      </button>
    </form>
  );
}

/** The password field a refusal of the server is about (a wrong current one, a new one the same). */
const passwordFieldOf = (message: string) =>
  message === PROFILE_MESSAGES.passwordWrong ? 'currentPassword' : message === PROFILE_MESSAGES.passwordSame ? 'newPassword' : undefined;

export function PasswordEditor({ change }: { change: ProfileChangeApi }) {
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', repeatPassword: '' });
  const set = (key: keyof typeof form) => (value: string) => setForm((old) => ({ ...old, [key]: value }));
  const submit = () => {
    if (!change.check(passwordChangeSchema.safeParse(form))) return;
    void change.run(() => changePassword(form.currentPassword, form.newPassword), passwordFieldOf);
  };
  return (
    <EditorForm change={change} onSubmit={submit}>
      <ProfileInput label="현재 비밀번호" name="currentPassword" type="password" autoComplete="current-password" maxLength={PASSWORD_INPUT_MAX_LENGTH} value={form.currentPassword} onChange={set('currentPassword')} />
      <ProfileInput label="새 비밀번호" name="newPassword" type="password" autoComplete="new-password" maxLength={PASSWORD_INPUT_MAX_LENGTH} value={form.newPassword} onChange={set('newPassword')} aria-describedby="profile-password-hint" />
      <ProfileInput label="새 비밀번호 확인" name="repeatPassword" type="password" autoComplete="new-password" maxLength={PASSWORD_INPUT_MAX_LENGTH} value={form.repeatPassword} onChange={set('repeatPassword')} />
      <p id="profile-password-hint" className={styles.hint}>
        {PASSWORD_HINT}
      </p>
    </EditorForm>
  );
}

export function ImageEditor({ change }: { change: ProfileChangeApi }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const field = editorFieldProps(editorFieldState(change), 'image');
  const submit = () => {
    if (!file) return change.fail(PROFILE_MESSAGES.imageMissing, 'image');
    if (file.type && !isAllowedImageType(file.type)) return change.fail(IMAGE_TYPE_INVALID_MESSAGE, 'image');
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return change.fail(PROFILE_MESSAGES.imageTooLarge, 'image');
    void change.run(() => changeImage(file), () => 'image');
  };
  return (
    <EditorForm change={change} onSubmit={submit} submitLabel="올리기">
      <div className={styles.input}>
        <label htmlFor={id} className={styles.inputLabel}>
          이미지 파일 (BMP, JPEG, PNG, WebP, AVIF)
        </label>
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className={`form-control form-control-sm${field['aria-invalid'] ? ' is-invalid' : ''}`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          {...field}
        />
      </div>
    </EditorForm>
  );
}

export function PhoneEditor({ change, initial }: { change: ProfileChangeApi; initial: string }) {
  const [number, setNumber] = useState(initial);
  const submit = () => {
    if (!change.check(phoneSchema.safeParse({ number }))) return;
    void change.run(() => changeNumber(number.trim()), () => 'number');
  };
  return (
    <EditorForm change={change} onSubmit={submit}>
      <ProfileInput label="연락처" name="number" {...PHONE_INPUT} autoComplete="tel" value={number} onChange={(value) => setNumber(formatPhoneInput(value))} />
    </EditorForm>
  );
}

export function UniversityEditor({ change, initial }: { change: ProfileChangeApi; initial: { university: string; department: string } }) {
  const [form, setForm] = useState(initial);
  const submit = () => {
    if (!change.check(universitySchema.safeParse(form))) return;
    void change.run(() => changeUniversity(form.university.trim(), form.department.trim()));
  };
  return (
    <EditorForm change={change} onSubmit={submit}>
      <ProfileInput label="학교" name="university" maxLength={UNIVERSITY_MAX_LENGTH} value={form.university} onChange={(university) => setForm((old) => ({ ...old, university }))} />
      <ProfileInput label="학과" name="department" maxLength={DEPARTMENT_MAX_LENGTH} value={form.department} onChange={(department) => setForm((old) => ({ ...old, department }))} />
    </EditorForm>
  );
}

export function MbtiEditor({ change, initial }: { change: ProfileChangeApi; initial: number }) {
  const id = useId();
  const [mbti, setMbti] = useState(initial);
  const field = editorFieldProps(editorFieldState(change), 'mbti');
  const submit = () => {
    if (!change.check(mbtiSchema.safeParse({ mbti }))) return;
    void change.run(() => changeMbti(mbti));
  };
  return (
    <EditorForm change={change} onSubmit={submit}>
      <div className={styles.input}>
        <label htmlFor={id} className={styles.inputLabel}>
          MBTI
        </label>
        <select id={id} className={`form-select form-select-sm${field['aria-invalid'] ? ' is-invalid' : ''}`} value={mbti} onChange={(event) => setMbti(Number(event.target.value))} {...field}>
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
