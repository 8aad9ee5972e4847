import { useState } from 'react';
import { clientOnly } from '@/lib/clientOnly';
import { useAppSelector } from '@/store/hooks';

const LoginModal = clientOnly(() => import('./LoginModal'));

/** Starts loading the login modal's code early (pointer over or focus on the 로그인 button). */
export function preloadLoginModal(): void {
  void LoginModal.preload();
}

/**
 * Mounts the login modal the first time openModal({ mode: 'LOGIN', isOpen: true }) is dispatched,
 * so its code (form checks, social buttons) is only loaded when someone wants to log in. It stays
 * mounted afterwards so closing can animate.
 */
export default function LoginModalHost() {
  const open = useAppSelector((state) => state.modal.loginModal);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <LoginModal /> : null;
}
