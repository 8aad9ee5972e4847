// @ts-check
/**
 * The web build's PostCSS. A config file replaces Next's defaults, so they are named again as Next
 * writes them (postcss-flexbugs-fixes, then postcss-preset-env for Next's modern browsers);
 * before them, Bootstrap's stylesheet keeps only the rules the site uses (scripts/postcss/purgeBootstrap.cjs).
 */
const browsers = require('next/dist/shared/lib/modern-browserslist-target');

module.exports = {
  plugins: [
    './scripts/postcss/purgeBootstrap.cjs',
    'next/dist/compiled/postcss-flexbugs-fixes',
    [
      'next/dist/compiled/postcss-preset-env',
      { browsers, autoprefixer: { flexbox: 'no-2009' }, stage: 3, features: { 'custom-properties': false } },
    ],
  ],
};
