import { loginSchema, type LoginInput } from '@nanum/shared/schemas';

/** The fields of the login form. */
export type LoginField = 'email' | 'password';

export type LoginFormCheck =
  | { ok: true; value: LoginInput }
  | { ok: false; field: LoginField; message: string };

/**
 * Checks the login form with the shared schema (SPEC section 5): the email, then the password,
 * must be non-empty after trimming ("이메일이 입력되지 않았습니다." / "비밀번호가 입력되지 않았습니다.").
 * On success the value is the request payload: the email trimmed, the password as typed.
 */
export function checkLoginForm(email: string, password: string): LoginFormCheck {
  const result = loginSchema.safeParse({ passid: email, password });
  if (result.success) return { ok: true, value: result.data };
  const [issue] = result.error.issues;
  return {
    ok: false,
    field: issue?.path[0] === 'password' ? 'password' : 'email',
    message: issue?.message ?? '',
  };
}
