import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Security headers for pages and API. The production web build (`next build --webpack`) has no
 * inline scripts, so helmet's strict script-src 'self' holds; the dev server needs eval for hot
 * reload. upgrade-insecure-requests only when the site is served over TLS (behind a proxy).
 */
export function securityHeaders(options: { dev: boolean; tls: boolean }): RequestHandler {
  const scriptSrc = options.dev ? ["'self'", "'unsafe-eval'", "'unsafe-inline'"] : ["'self'"];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': scriptSrc,
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': options.tls ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over TLS; on plain http it would only mislead.
    strictTransportSecurity: options.tls,
  });
}
