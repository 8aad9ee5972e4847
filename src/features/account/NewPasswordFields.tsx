import { PASSWORD_INPUT_MAX_LENGTH } from '@nanum/shared/limits';
import { PASSWORD_HINT } from '@nanum/shared/accountPageMessages';
import { TextField } from './FormField';

interface NewPasswordFieldsProps {
  /** Prefix of the two input ids: `${idPrefix}-password` and `${idPrefix}-passwordConfirm`. */
  idPrefix: string;
  /** "비밀번호" or "새 비밀번호"; the second field adds " 확인". */
  label: string;
  values: { password: string; passwordConfirm: string };
  errors: { password?: string; passwordConfirm?: string };
  onChange: (field: 'password' | 'passwordConfirm', value: string) => void;
}

/** A new password typed twice, with the SPEC section 5 hint: sign-up, reset and profile change. */
export default function NewPasswordFields({ idPrefix, label, values, errors, onChange }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
        value={values.password}
        onChange={(value) => onChange('password', value)}
        error={errors.password}
        hint={PASSWORD_HINT}
      />
      <TextField
        id={`${idPrefix}-passwordConfirm`}
        label={`${label} 확인`}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
        value={values.passwordConfirm}
        onChange={(value) => onChange('passwordConfirm', value)}
        error={errors.passwordConfirm}
      />
    </>
  );
}
