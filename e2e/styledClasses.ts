import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A class name in a selector: a dot, then a letter, underscore or hyphen first (not ".5rem"). */
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Every class Bootstrap's full stylesheet has rules for (before the build keeps only what the site uses). */
const BOOTSTRAP_CLASSES = [...new Set(Array.from(fs.readFileSync(path.join(process.cwd(), 'node_modules/bootstrap/dist/css/bootstrap.min.css'), 'utf8').matchAll(CLASS_IN_SELECTOR), (match) => match[1] as string))];

/**
 * Checks that the page as it is now is styled: every Bootstrap class on its elements still has its
 * rules in the page's stylesheets. The build keeps only the Bootstrap rules whose classes the code
 * names (scripts/postcss/purgeBootstrap.cjs), so a class the code builds from pieces would
 * otherwise lose its look without anything failing.
 */
export async function expectBootstrapClassesStyled(page: Page): Promise<void> {
  const unstyled = await page.evaluate(
    ({ bootstrap, pattern }) => {
      const inSelectors = new Set<string>();
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) for (const match of rule.selectorText.matchAll(new RegExp(pattern, 'g'))) inSelectors.add(match[1] as string);
          if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
      const onElements = new Set<string>();
      for (const element of Array.from(document.querySelectorAll('[class]'))) element.classList.forEach((name) => onElements.add(name));
      const known = new Set(bootstrap);
      return [...onElements].filter((name) => known.has(name) && !inSelectors.has(name)).sort();
    },
    { bootstrap: BOOTSTRAP_CLASSES, pattern: CLASS_IN_SELECTOR.source },
  );
  expect(unstyled, `Bootstrap classes without their rules on ${page.url()}`).toEqual([]);
}
