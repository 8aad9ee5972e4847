import { describe, expect, it } from 'vitest';
import { bankLabel } from './donationRules';
import { donationTaxCodeOf, TAX_FILE_COLUMNS, taxFileName, taxFilePath } from './donationTaxFile';

describe('the 연말정산 간소화 file', () => {
  it('takes the code from site settings when it is two digits, else 40 (일반기부금)', () => {
    expect(donationTaxCodeOf('10')).toBe('10');
    expect(donationTaxCodeOf(' 41 ')).toBe('41');
    for (const setting of ['', undefined, '4', '040', '일반', '4O']) expect(donationTaxCodeOf(setting)).toBe('40');
  });

  it('names its columns as the 발급명세서 does, in order, and its file by year', () => {
    expect(TAX_FILE_COLUMNS.map((column) => column.header)).toEqual(['일련번호', '영수증 번호', '기부자 성명', '주민등록번호', '기부금 유형 코드', '구분', '기부일자', '기부금액']);
    expect(taxFileName(2026)).toBe('기부금영수증발급명세-2026.xlsx');
    expect(taxFilePath('2026')).toBe('/api/admin/donations/tax-file?year=2026');
  });
});

describe('the bank of a virtual account', () => {
  it('is named in Korean, or by PortOne’s code when unknown', () => {
    expect(bankLabel('SHINHAN')).toBe('신한은행');
    expect(bankLabel('KAKAO')).toBe('카카오뱅크');
    expect(bankLabel('SOME_NEW_BANK')).toBe('SOME_NEW_BANK');
    expect(bankLabel(null)).toBe('');
  });
});
