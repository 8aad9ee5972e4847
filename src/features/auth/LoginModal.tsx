import Link from 'next/link';
import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import '@/styles/dialogStyles';
import { EMAIL_INPUT_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH } from '@nanum/shared/limits';
import { useBackClosesModal } from '@/features/app/useBackClosesModal';
import LogoMark from '@/features/layout/LogoMark';
import { useToast } from '@/features/toast/useToast';
import { focusAfterRender, useBusy } from '@/lib/useBusy';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import { checkLoginForm, type LoginField } from './loginForm';
import SocialLoginButtons from './SocialLoginButtons';
import { useLogin } from './useLogin';
import styles from './LoginModal.module.css';

/** The id of a field's message (login-email-error, login-password-error). */
const errorIdOf = (field: LoginField) => `login-${field}-error`;

/**
 * The login modal (SPEC section 2), shown by openModal({ mode: 'LOGIN', isOpen: true }): email
 * (max 50) and password (max 100), links to sign-up and find, and the social buttons. A missing
 * field or a failed login shows a red toast (SPEC section 8), which fades after 6 seconds, and the
 * same message under the field in question, which stays, is linked to it (aria-invalid,
 * aria-describedby, as FormField's TextField) and gets the focus. 로그인 stays focusable while the
 * request runs (useBusy): a disabled button would drop the focus out of the dialog.
 */
export default function LoginModal() {
  const dispatch = useAppDispatch();
  const show = useAppSelector((state) => state.modal.loginModal);
  const toast = useToast();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: LoginField; message: string } | null>(null);
  const request = useBusy();
  const pending = request.busy;
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const close = () => dispatch(openModal({ mode: 'LOGIN', isOpen: false }));
  useBackClosesModal(show, close);
  /** Shows `message` under `field` and, once drawn, gives the field the focus (the password selected, to be typed again). */
  const refuse = (field: LoginField, message: string) => {
    setError({ field, message });
    focusAfterRender(() => {
      if (field === 'password') passwordRef.current?.select();
      return (field === 'email' ? emailRef : passwordRef).current;
    });
  };
  /** aria-invalid and the message's id for `field` while the message is about it. */
  const invalidProps = (field: LoginField) => (error?.field === field ? { isInvalid: true, 'aria-invalid': true, 'aria-describedby': errorIdOf(field) } : {});
  const feedback = (field: LoginField) =>
    error?.field === field && (
      <Form.Control.Feedback type="invalid" id={errorIdOf(field)}>
        {error.message}
      </Form.Control.Feedback>
    );
  /** Typing in the field a message is about clears it (it is checked again on submit). */
  const edited = (field: LoginField) => {
    if (error?.field === field) setError(null);
  };

  const send = async () => {
    const check = checkLoginForm(email, password);
    if (!check.ok) {
      toast.warning(check.message);
      return refuse(check.field, check.message);
    }
    setError(null);
    const result = await login(check.value.passid, check.value.password);
    if (result.ok) setPassword('');
    else refuse('password', result.message);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void request.run(send);
  };

  return (
    <Modal
      show={show}
      onHide={close}
      onExited={() => setError(null)}
      centered
      aria-labelledby="login-modal-title"
      dialogClassName={styles.dialog}
      contentClassName={styles.content}
    >
      <Modal.Header closeButton closeLabel="로그인 창 닫기" className={styles.header}>
        <div className={styles.brand}>
          <LogoMark size={44} />
          <Modal.Title as="h2" id="login-modal-title" className={styles.title}>
            로그인
          </Modal.Title>
          <p className={styles.lead}>나눔 회원 계정으로 로그인해주세요.</p>
        </div>
      </Modal.Header>
      <Modal.Body className={styles.body}>
        <Form noValidate onSubmit={onSubmit} aria-label="이메일 로그인">
          <Form.Group controlId="login-email" className="mb-3">
            <Form.Label className={styles.label}>이메일</Form.Label>
            <Form.Control
              ref={emailRef}
              // Focused as the dialog mounts, not once it has faded in: by then a visitor (or the
              // browser's autofill) may be in the password field, and the focus would move away.
              autoFocus
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={EMAIL_INPUT_MAX_LENGTH}
              placeholder="example@nanum.or.kr"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                edited('email');
              }}
              className={styles.input}
              {...invalidProps('email')}
            />
            {feedback('email')}
          </Form.Group>
          <Form.Group controlId="login-password" className="mb-4">
            <Form.Label className={styles.label}>비밀번호</Form.Label>
            <Form.Control
              ref={passwordRef}
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_INPUT_MAX_LENGTH}
              placeholder="비밀번호"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                edited('password');
              }}
              className={styles.input}
              {...invalidProps('password')}
            />
            {feedback('password')}
          </Form.Group>
          <Button type="submit" variant="primary" size="lg" className="w-100" {...request.props} aria-busy={pending || undefined}>
            {pending ? (
              <>
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                로그인 중…
              </>
            ) : (
              '로그인'
            )}
          </Button>
        </Form>
        <nav aria-label="계정 도움말" className={styles.help}>
          <Link prefetch={false} href="/author/join" onClick={close}>
            회원가입
          </Link>
          <span aria-hidden="true" className={styles.helpSeparator} />
          <Link prefetch={false} href="/author/find" onClick={close}>
            이메일 · 비밀번호 찾기
          </Link>
        </nav>
        <SocialLoginButtons />
      </Modal.Body>
    </Modal>
  );
}
