/** The mobile app's WebView bridge (react-native-webview), when the site runs inside the app. */
interface ReactNativeWebView {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    ReactNativeWebView?: ReactNativeWebView;
  }
}

/** The message the app receives on each render; see docs/webview.md. */
export interface FcmTokenMessage {
  action: 'fcm-token';
  /** The logged-in member's id, or null for a visitor. */
  userId: number | null;
}

/** The message the app receives when the member logs out, before the session ends (docs/webview.md). */
export interface PushUnregisterMessage {
  action: 'push-unregister';
  userId: number;
}

/** Posts one message to the app wrapper, if there is one. */
function postToApp(message: FcmTokenMessage | PushUnregisterMessage, win: Window): void {
  const bridge = win.ReactNativeWebView;
  if (!bridge || typeof bridge.postMessage !== 'function') return;
  bridge.postMessage(JSON.stringify(message));
}

/** Asks the app wrapper, if any, to register its push token for this member (SPEC section 2). */
export function postFcmTokenRequest(userId: number | null, win: Window = window): void {
  postToApp({ action: 'fcm-token', userId }, win);
}

/** Asks the app wrapper, if any, to unregister its push token (DELETE /api/user/devices): the member is logging out. */
export function postPushUnregister(userId: number, win: Window = window): void {
  postToApp({ action: 'push-unregister', userId }, win);
}
