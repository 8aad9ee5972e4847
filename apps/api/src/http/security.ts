import helmet from 'helmet';
import type { RequestHandler } from 'express';

const GA_TAG = 'https://www.googletagmanager.com';
const GA_BEACONS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'];
/** The Daum (Kakao) postcode search script and the scripts it loads (SPEC section 7). */
export const POSTCODE_SCRIPT_ORIGIN = 'https://t1.daumcdn.net';
/** Where the postcode search page itself is served: opened as a popup, or framed as the embedded layer. */
export const POSTCODE_PAGE_ORIGINS = ['https://postcode.map.daum.net', 'https://postcode.map.kakao.com'];

/** The origins of PortOne's browser script and of the payment windows it frames (portone.ts). */
export interface PaymentOrigins {
  script: string;
  frames: string[];
}

/**
 * Security headers for pages and API. The production web build (`next build --webpack`) has no
 * inline scripts, so helmet's strict script-src 'self' holds (plus the postcode search's own
 * origin, and Google's tag when analytics is configured); the dev server needs eval for hot reload. upgrade-insecure-requests only when the site is served over TLS (behind a proxy).
 */
export function securityHeaders(options: { dev: boolean; tls: boolean; analytics?: boolean; payments?: PaymentOrigins }): RequestHandler[] {
  const scriptSrc = options.dev ? ["'self'", "'unsafe-eval'", "'unsafe-inline'", POSTCODE_SCRIPT_ORIGIN] : ["'self'", POSTCODE_SCRIPT_ORIGIN];
  // Online giving (only when PortOne is configured): its browser script, and the windows and calls it makes.
  const pay = options.payments ? { script: [options.payments.script], frame: options.payments.frames } : { script: [], frame: [] };
  // Google Analytics 4 (only when a measurement id is configured): its tag script and beacons.
  const ga = options.analytics ? { script: [GA_TAG], connect: GA_BEACONS, img: GA_BEACONS } : { script: [], connect: [], img: [] };
  return [helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': [...scriptSrc, ...ga.script, ...pay.script],
        // Video boards' tiles show the video's still from YouTube's image host (shared/postMedia.ts).
        'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...ga.img],
        'connect-src': ["'self'", ...ga.connect, ...pay.frame],
        // Endorser and board videos: YouTube's privacy-enhanced player, loaded when opened; content
        // pages' maps: OpenStreetMap's embed (modules/site/markdown.ts EMBED_HOSTS); the postcode
        // search's embedded layer (the mode for in-app browsers that block popups).
        'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.openstreetmap.org', ...POSTCODE_PAGE_ORIGINS, ...pay.frame],
        'upgrade-insecure-requests': options.tls ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The postcode search opens its page on the provider's origin and takes the picked address back
    // through window.opener (postMessage): 'same-origin' would cut that tie the moment the popup
    // opened (it looks closed at once, and no address arrives). Popups keep their opener; pages
    // that open this site still get none.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HSTS only means something over TLS; on plain http it would only mislead.
    strictTransportSecurity: options.tls,
  }), permissionsPolicy];
}

/**
 * Browser features the site never uses stay off, for its pages and anything framed in them. The
 * camera is the site's own only (QR attendance reads codes with it; never a framed page's), and on
 * every page: a policy belongs to the document first loaded, and the attendance pages are also
 * reached by client-side navigation.
 */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.set('Permissions-Policy', PERMISSIONS_POLICY);
  next();
};

/**
 * API answers carry members' data: no browser or proxy keeps them (ASVS 14.3). Routes that serve
 * public files set their own Cache-Control after this.
 */
export const apiNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
