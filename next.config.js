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
  // `npm test` type-checks the whole tree (tsc, the same tsconfig) before it builds, and says so with
  // NANUM_TYPECHECKED=1: the build then skips its own second pass. Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.NANUM_TYPECHECKED === '1' },
  // The webpack runtime in every page maps each chunk loaded later (JS and CSS) to its file name,
  // hash included: 8 hex digits (Vite's default) instead of Next's 16 keep that map about 0.3 kB
  // gzip smaller, and still tell one build's file from the next.
  webpack(config, { isServer, dev, webpack }) {
    if (isServer) return config;
    // Next's client runtime hydrates the first page inside a transition, so React renders it in
    // slices and not in one long task (src/lib/hydrateInTransition.ts, docs/STARTUP.md). A Next
    // whose client entry moved fails the build here rather than losing that quietly.
    let hydrationEntryReplaced = false;
    config.plugins.push(
      new webpack.NormalModuleReplacementPlugin(/^react-dom\/client$/, (resource) => {
        const issuer = resource.contextInfo?.issuer ?? '';
        if (/[\\/]next[\\/]dist[\\/]client[\\/]index\.js$/.test(issuer)) {
          resource.request = require.resolve('./src/lib/hydrateInTransition.ts');
          hydrationEntryReplaced = true;
        }
      }),
      {
        apply(compiler) {
          compiler.hooks.afterCompile.tap('HydrateInTransition', (compilation) => {
            if (!hydrationEntryReplaced) compilation.errors.push(new webpack.WebpackError("next.config.js: next/dist/client/index.js no longer imports react-dom/client; see src/lib/hydrateInTransition.ts"));
          });
        },
      },
    );
    if (dev) return config;
    config.output.chunkFilename = 'static/chunks/[name].[contenthash:8].js';
    for (const plugin of config.plugins) {
      // Next's CSS extraction plugin (it marks itself with __next_css_remove).
      if (plugin.__next_css_remove && plugin.options) plugin.options.chunkFilename = 'static/css/[contenthash:8].css';
    }
    return config;
  },
  images: {
    // Only the site's own pictures (public/images). Uploads are served by the API (/api/...), which
    // the optimiser cannot reach (it handles the request inside Next, not through Express): they are
    // shown as stored, `unoptimized` (isUploadedImage in src/features/layout/avatar.ts).
    localPatterns: [{ pathname: '/images/**' }],
  },
};

module.exports = nextConfig;
