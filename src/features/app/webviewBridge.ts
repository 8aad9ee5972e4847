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

/** Asks the app wrapper, if any, to register its push token for this member (SPEC section 2). */
export function postFcmTokenRequest(userId: number | null, win: Window = window): void {
  const bridge = win.ReactNativeWebView;
  if (!bridge || typeof bridge.postMessage !== 'function') return;
  const message: FcmTokenMessage = { action: 'fcm-token', userId };
  bridge.postMessage(JSON.stringify(message));
}
