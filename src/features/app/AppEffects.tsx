import { useEffect } from 'react';
import { useAppSelector } from '@/store/hooks';
import { useRouteEffects } from './useRouteEffects';
import { useRouteProgress } from './useRouteProgress';
import { postFcmTokenRequest } from './webviewBridge';

/**
 * The app-wide behaviours of SPEC section 2 that render nothing: progress bar, page views, modal
 * cleanup, and the fcm-token message to a mobile webview wrapper on each render.
 */
export default function AppEffects() {
  const userId = useAppSelector((state) => state.user?.id ?? null);
  useRouteProgress();
  useRouteEffects();
  // No dependency list on purpose: the message goes out after every render of the app.
  useEffect(() => {
    postFcmTokenRequest(userId);
  });
  return null;
}
