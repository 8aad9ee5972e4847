// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // packages/shared is TypeScript source consumed directly by web and API.
  transpilePackages: ['@nanum/shared'],
  images: {
    // Uploaded images are served by the API on the same origin (/api/files/...).
    localPatterns: [{ pathname: '/api/files/**' }, { pathname: '/images/**' }],
  },
};

module.exports = nextConfig;
