import dynamic from 'next/dynamic';
import { useOnceTrue } from '@/lib/useOnceTrue';
import { useAppSelector } from '@/store/hooks';

const loadLoginModal = () => import('./LoginModal');
const LoginModal = dynamic(loadLoginModal, { ssr: false });

/**
 * Starts loading the login modal's code early (pointer over or focus on the 로그인 button): the
 * dynamic component's own loader, so webpack fetches the chunk once and next/dynamic finds it
 * there. A failed fetch is tried again when the modal is first shown.
 */
export function preloadLoginModal(): void {
  loadLoginModal().catch(() => undefined);
}

/**
 * Mounts the login modal the first time openModal({ mode: 'LOGIN', isOpen: true }) is dispatched,
 * so its code (form checks, social buttons) is only loaded when someone wants to log in. It stays
 * mounted afterwards so closing can animate.
 */
export default function LoginModalHost() {
  const open = useAppSelector((state) => state.modal.loginModal);
  return useOnceTrue(open) ? <LoginModal /> : null;
}
