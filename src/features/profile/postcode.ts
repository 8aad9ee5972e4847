/**
 * The Daum (Kakao) postcode search (SPEC section 5): its script is loaded from the provider's
 * network the first time someone searches; the search opens in its own window and answers the
 * picked address. When the script cannot load, the caller shows the SPEC message.
 */
export const POSTCODE_SCRIPT_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

export interface PostcodeResult {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  buildingName?: string;
}

interface DaumPostcode {
  Postcode: new (options: { oncomplete: (data: PostcodeResult) => void; onclose?: (state: string) => void }) => { open(): void };
}

declare global {
  interface Window {
    daum?: DaumPostcode;
  }
}

let loading: Promise<DaumPostcode> | null = null;

/** Loads the script once; rejects when it cannot be loaded (offline, blocked, provider down). */
export function loadPostcode(): Promise<DaumPostcode> {
  if (window.daum?.Postcode) return Promise.resolve(window.daum);
  loading ??= new Promise<DaumPostcode>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = POSTCODE_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.daum?.Postcode ? resolve(window.daum) : reject(new Error('postcode unavailable')));
    script.onerror = () => reject(new Error('postcode unavailable'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Opens the search; resolves with the picked address, or null when the window was closed. */
export async function searchAddress(): Promise<PostcodeResult | null> {
  const daum = await loadPostcode();
  return new Promise((resolve) => {
    let picked = false;
    new daum.Postcode({
      oncomplete: (data) => {
        picked = true;
        resolve(data);
      },
      onclose: () => {
        if (!picked) resolve(null);
      },
    }).open();
  });
}

/** The stored address: "(zonecode) road address, detail". */
export function composeAddress(result: PostcodeResult, detail: string): string {
  const base = result.roadAddress || result.jibunAddress;
  const extra = detail.trim();
  return `(${result.zonecode}) ${base}${extra ? `, ${extra}` : ''}`;
}
