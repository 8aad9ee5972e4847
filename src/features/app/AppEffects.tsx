import { useEffect } from 'react';
import { useEarlyInputReplay } from '@/lib/earlyInput';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import { useBackClosesModal } from './useBackClosesModal';
import { useRouteEffects } from './useRouteEffects';
import { useRouteProgress } from './useRouteProgress';
import { postFcmTokenRequest } from './webviewBridge';

/**
 * The app-wide behaviours of SPEC section 2 that render nothing: progress bar, page views, modal
 * cleanup, Back closing the login and profile dialogs, the fcm-token message to a mobile webview
 * wrapper on each render, and what was typed before the page hydrated handed to its forms.
 */
export default function AppEffects() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.user?.id ?? null);
  const loginOpen = useAppSelector((state) => state.modal.loginModal);
  const profileOpen = useAppSelector((state) => state.modal.authorModal);
  useEarlyInputReplay();
  useRouteProgress();
  useRouteEffects();
  useBackClosesModal(loginOpen, () => dispatch(openModal({ mode: 'LOGIN', isOpen: false })));
  useBackClosesModal(profileOpen, () => dispatch(openModal({ mode: 'AUTHOR', isOpen: false })));
  // No dependency list on purpose: the message goes out after every render of the app.
  useEffect(() => {
    postFcmTokenRequest(userId);
  });
  return null;
}
