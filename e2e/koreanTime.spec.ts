import { expect, test } from '@playwright/test';
import { watchErrors } from './siteHelpers';

/** "YYYY-MM-DD HH:mm" of an instant in Seoul, written here independently of the app's formatter. */
function seoulDateTime(iso: string | null): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(iso ?? NaN))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

// The reader's device is in New York (the server runs in whatever zone the machine has): every
// time shown is still Korean time, and the server's HTML and the browser's render agree.
test.use({ timezoneId: 'America/New_York' });

test('a reader abroad sees Korean times, and the pages hydrate without a mismatch', async ({ page }) => {
  const errors = watchErrors(page);

  await page.goto('/community/notice');
  const row = page.getByRole('table', { name: '공지사항 글 목록' }).getByRole('row').nth(1);
  await expect(row).toBeVisible();
  // A relative date ("3시간 전" or the date) after hydration, with the Korean date and time as its title.
  const listed = row.locator('time').first();
  await expect(listed).toHaveAttribute('title', seoulDateTime(await listed.getAttribute('datetime')));
  await expect(listed).toHaveText(/^(\d+(초|분|시간) 전|\d{4}-\d{2}-\d{2})$/);

  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const posted = page.getByRole('main').locator('header time').first();
  const shown = seoulDateTime(await posted.getAttribute('datetime'));
  await expect(posted).toHaveText(shown);
  // The server wrote the same Korean time into the HTML it sent.
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain(`>${shown}</time>`);

  expect(errors).toEqual([]);
});
