import type { SocialProviderId } from './socialProviders';

/** The providers' marks, drawn inline (decorative: the button carries the name). */
export default function SocialLogo({ id }: { id: SocialProviderId }) {
  const common = { 'aria-hidden': true, focusable: false } as const;
  switch (id) {
    case 'kakao':
      return (
        <svg viewBox="0 0 24 24" width="26" height="26" {...common}>
          <path
            fill="#191600"
            d="M12 3.2c-5.24 0-9.5 3.32-9.5 7.42 0 2.64 1.76 4.96 4.42 6.27l-.9 3.3c-.08.3.26.53.51.36l3.93-2.6c.5.06 1.02.1 1.54.1 5.24 0 9.5-3.33 9.5-7.43S17.24 3.2 12 3.2z"
          />
        </svg>
      );
    case 'naver':
      return (
        <svg viewBox="0 0 24 24" width="18" height="18" {...common}>
          <path fill="#fff" d="M16.27 12.85 7.38 0H0v24h7.73V11.15L16.62 24H24V0h-7.73z" />
        </svg>
      );
    case 'google':
      return (
        <svg viewBox="0 0 48 48" width="24" height="24" {...common}>
          <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
          <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
          <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
          <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
        </svg>
      );
    case 'facebook':
      return (
        <svg viewBox="0 0 24 24" width="26" height="26" {...common}>
          <path
            fill="#fff"
            d="M13.6 21.5v-7.9h2.66l.4-3.1H13.6V8.53c0-.9.25-1.5 1.53-1.5h1.63V4.26a21.9 21.9 0 0 0-2.38-.12c-2.36 0-3.97 1.44-3.97 4.08v2.28H7.75v3.1h2.66v7.9h3.19z"
          />
        </svg>
      );
  }
}
