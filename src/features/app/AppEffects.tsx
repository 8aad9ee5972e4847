import { useEffect } from 'react';
import { useEarlyInputReplay } from '@/lib/earlyInput';
import { useAppSelector } from '@/store/hooks';
import { useRouteEffects } from './useRouteEffects';
import { useRouteProgress } from './useRouteProgress';
import { postFcmTokenRequest } from './webviewBridge';

/**
 * The app-wide behaviours of SPEC section 2 that render nothing: progress bar, page views, modal
 * cleanup, the fcm-token message to a mobile webview wrapper on each render, and what was typed
 * before the page hydrated handed to its forms. (Back closing a dialog is the dialog's own hook,
 * useBackClosesModal: this chunk may arrive after a dialog has opened.)
 */
export default function AppEffects() {
  const userId = useAppSelector((state) => state.user?.id ?? null);
  useEarlyInputReplay();
  useRouteProgress();
  useRouteEffects();
  // No dependency list on purpose: the message goes out after every render of the app.
  useEffect(() => {
    postFcmTokenRequest(userId);
  });
  return null;
}
