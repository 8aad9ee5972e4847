// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // packages/shared is TypeScript source consumed directly by web and API.
  transpilePackages: ['@nanum/shared'],
  // The client router's filter serves redirects to App Router pages; there are none (pages router
  // only), and its bloom filter was 0.7 kB gzip of every page's JavaScript.
  experimental: { clientRouterFilter: false },
  images: {
    // Uploaded images are served by the API on the same origin (/api/files/...).
    localPatterns: [{ pathname: '/api/files/**' }, { pathname: '/images/**' }],
  },
};

module.exports = nextConfig;
