import type { Page } from '@playwright/test';

/** Fills the 후원하기 form as a visitor would: a preset amount (10,000원), card, the donor's details, consent. */
export async function fillGift(page: Page, email: string, name = '김후원') {
  await page.getByText('10,000원', { exact: true }).click();
  await page.getByLabel('신용·체크카드').check();
  await page.getByRole('textbox', { name: /^이름/ }).fill(name);
  await page.getByRole('textbox', { name: /^이메일/ }).fill(email);
  await page.getByRole('textbox', { name: /^연락처/ }).fill('01012345678');
  await page.getByLabel(/수집·이용에 동의합니다/).check();
}

/** An .xlsx the browser downloaded, as rows of cell values (the first row the headings). */
export async function sheetRows(file: string, sheetName: string): Promise<unknown[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet ${sheetName} in ${file}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
