import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAs } from './siteHelpers';

/**
 * Bootstrap's own blue (#0d6efd) and its focus tint (#86b7fe), as computed colours and in the
 * pictures Bootstrap draws with them (a switch's knob): the site's teal stands in for them in every
 * component it uses (src/styles/global.css), in every state (disabled, checked, focused).
 */
const BOOTSTRAP_BLUE = /rgba?\(13, 110, 253\b|rgba?\(134, 183, 254\b|%230d6efd|%2386b7fe/i;
const COLOUR_PROPERTIES = ['color', 'background-color', 'background-image', 'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'outline-color', 'box-shadow'];

/** The elements of `scope` (and itself) that show Bootstrap's blue, with the property and its value. */
async function bootstrapBlueIn(scope: Locator): Promise<string[]> {
  return scope.evaluate(
    (root, { properties, blue }) => {
      const pattern = new RegExp(blue, 'i');
      const found: string[] = [];
      for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
        const style = getComputedStyle(element);
        for (const property of properties) {
          const value = style.getPropertyValue(property);
          if (pattern.test(value)) found.push(`${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} ${property}: ${value}`);
        }
      }
      return found;
    },
    { properties: COLOUR_PROPERTIES, blue: BOOTSTRAP_BLUE.source },
  );
}

/** Waits for the transitions a focus starts (Bootstrap eases a field's border and glow in). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** The first notice's address, from the list. */
async function firstNotice(page: Page): Promise<string> {
  await page.goto('/community/notice');
  const href = await page.getByRole('table', { name: '공지사항 글 목록' }).getByRole('row').nth(1).getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/community\/notice\/\d+$/);
  return href as string;
}

test.describe('the site colour, not Bootstrap’s blue', () => {
  test('a visitor’s disabled 추천 button is teal', async ({ page }) => {
    await page.goto(await firstNotice(page));
    const recommend = page.getByRole('button', { name: /^추천 \d+$/ }).first();
    await expect(recommend).toBeDisabled();
    await expect(recommend).toHaveCSS('border-top-color', 'rgb(15, 107, 99)');
    await expect(recommend).toHaveCSS('color', 'rgb(15, 107, 99)');
    expect(await bootstrapBlueIn(page.locator('body'))).toEqual([]);
  });

  test('the report dialog: its checked reason, focused fields and close button are teal', async ({ page }) => {
    await logInAs(page, 'member@nanum.example');
    await page.goto(await firstNotice(page));
    await page.getByRole('button', { name: '신고', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: '게시글 신고' });
    await expect(dialog).toBeVisible();
    const checked = dialog.getByRole('radio', { checked: true });
    await expect(checked).toHaveCSS('background-color', 'rgb(15, 107, 99)');
    expect(await bootstrapBlueIn(dialog)).toEqual([]);
    // Each field as a keyboard user focuses it (the focus ring and border are where the blue was).
    await page.keyboard.press('Shift');
    for (const field of [checked, dialog.getByRole('textbox'), dialog.getByRole('button', { name: '닫기' })]) {
      await field.focus();
      await settled(page);
      expect(await bootstrapBlueIn(field)).toEqual([]);
    }
    // Nothing is filed: the dialog closes as it opened.
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
  });
});
