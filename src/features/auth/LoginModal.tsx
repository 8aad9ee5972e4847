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
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import { checkLoginForm, type LoginField } from './loginForm';
import SocialLoginButtons from './SocialLoginButtons';
import { useLogin } from './useLogin';
import styles from './LoginModal.module.css';

/**
 * The login modal (SPEC section 2), shown by openModal({ mode: 'LOGIN', isOpen: true }): email
 * (max 50) and password (max 100), links to sign-up and find, and the social buttons. A missing
 * field or a failed login shows a red toast; the field in question gets the focus.
 */
export default function LoginModal() {
  const dispatch = useAppDispatch();
  const show = useAppSelector((state) => state.modal.loginModal);
  const toast = useToast();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<LoginField | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const close = () => dispatch(openModal({ mode: 'LOGIN', isOpen: false }));
  useBackClosesModal(show, close);
  const focus = (field: LoginField) => (field === 'email' ? emailRef : passwordRef).current?.focus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const check = checkLoginForm(email, password);
    if (!check.ok) {
      setInvalid(check.field);
      toast.warning(check.message);
      focus(check.field);
      return;
    }
    setInvalid(null);
    setPending(true);
    const ok = await login(check.value.passid, check.value.password);
    setPending(false);
    if (ok) {
      setPassword('');
    } else {
      setInvalid('password');
      passwordRef.current?.select();
    }
  };

  return (
    <Modal
      show={show}
      onHide={close}
      onExited={() => setInvalid(null)}
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
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={invalid === 'email' || undefined}
              className={styles.input}
            />
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
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={invalid === 'password' || undefined}
              className={styles.input}
            />
          </Form.Group>
          <Button type="submit" variant="primary" size="lg" className="w-100" disabled={pending} aria-busy={pending || undefined}>
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
