/**
 * The file operators hand the tax office so that donors' gifts reach the year-end settlement
 * (연말정산 간소화): the 기부금영수증 발급명세서, one row per paid gift of a donor who asked for a
 * receipt. No authoritative machine layout of the National Tax Service (a fixed-width 전산매체
 * record) could be found, so the file is an .xlsx whose columns are those the form names
 * (docs/GIVING.md says so, and what to check before uploading). The layout is this data.
 */

/** The columns of the 발급명세 sheet, in order: key, the form's heading, the width in Excel. */
export const TAX_FILE_COLUMNS = [
  { key: 'serial', header: '일련번호', width: 9 },
  { key: 'receiptNumber', header: '영수증 번호', width: 26 },
  { key: 'donorName', header: '기부자 성명', width: 14 },
  { key: 'rrn', header: '주민등록번호', width: 17 },
  { key: 'code', header: '기부금 유형 코드', width: 16 },
  { key: 'kind', header: '구분', width: 8 },
  { key: 'date', header: '기부일자', width: 12 },
  { key: 'amount', header: '기부금액', width: 14 },
] as const;
export type TaxFileKey = (typeof TAX_FILE_COLUMNS)[number]['key'];

/** The sheet of gifts an admin settles by hand (no number kept, or one number under two names), with why each is there. */
export const TAX_FILE_MISSING_COLUMNS = [
  { key: 'donorName', header: '기부자 성명', width: 14 },
  { key: 'donorEmail', header: '이메일', width: 28 },
  { key: 'date', header: '기부일자', width: 12 },
  { key: 'amount', header: '기부금액', width: 14 },
  { key: 'reason', header: '확인할 점', width: 44 },
] as const;

export const TAX_FILE_SHEETS = { rows: '기부금영수증 발급명세', missing: '주민등록번호 없음', issuer: '발급자' } as const;

/** 일반기부금 (formerly 지정기부금): the code of a gift to a designated public-interest body. */
export const DEFAULT_DONATION_TAX_CODE = '40';
/** Gifts of money: 구분 '금전' (gifts in kind are not taken by this site). */
export const TAX_FILE_KIND = '금전';

/** Whether a setting is a 기부금 유형 code: two digits (10 특례, 40 일반, 41 종교단체 …). */
export const isDonationTaxCode = (setting: string): boolean => /^\d{2}$/.test(setting.trim());

/** The code from site settings when it is one, else 40. */
export const donationTaxCodeOf = (setting: string | undefined): string => (isDonationTaxCode(setting ?? '') ? (setting ?? '').trim() : DEFAULT_DONATION_TAX_CODE);

export const taxFileName = (year: number): string => `기부금영수증발급명세-${year}.xlsx`;

/** GET /api/admin/donations/tax-file?year= (admins only: it holds resident registration numbers in clear). */
export const taxFilePath = (year: number | string): string => `/api/admin/donations/tax-file?year=${encodeURIComponent(String(year))}`;
