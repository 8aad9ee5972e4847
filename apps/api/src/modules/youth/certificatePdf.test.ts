import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CertificateSnapshot } from '@nanum/shared/youthEntities';
import { renderCertificatePdf } from './certificatePdf';

const snapshot: CertificateSnapshot = {
  name: '이다온',
  birthday: '2009-03-14',
  cardinal: 1,
  teamName: '1팀 환경',
  divisionName: '청소년본부',
  period: { start: '2026-10-03', end: '2026-12-20' },
  campaigns: [{ name: '겨울 연탄 나눔', place: '서울', startDate: '2026-12-20', endDate: '2026-12-20', minutes: 240 }],
  totalMinutes: 240,
  dailyCapMinutes: 480,
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-certificate-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The text of the certificate issued at `issuedAt`, as pdftotext reads it. */
async function certificateText(issuedAt: string): Promise<string> {
  const pdf = await renderCertificatePdf({ number: 'NANUM-2027-ABCDEFGHJK', issuedAt: new Date(issuedAt), verifyUrl: 'http://nanum.test/certificate/verify/NANUM-2027-ABCDEFGHJK', snapshot });
  const file = path.join(dir, `${issuedAt.replace(/\W/g, '')}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('the date on the certificate', () => {
  it('is the Korean date of issue: 00:30 on New Year’s Day in Seoul is still 31 December in UTC', async () => {
    const text = await certificateText('2026-12-31T15:30:00Z');
    expect(text.match(/2027년 1월 1일/g)).toHaveLength(2); // above the seal, and beside the QR code
    expect(text).toContain('발급일 2027년 1월 1일');
    expect(text).not.toContain('2026년 12월 31일');
  });

  it('stays on the day before until midnight in Seoul', async () => {
    const text = await certificateText('2026-12-31T14:59:59Z');
    expect(text).toContain('발급일 2026년 12월 31일');
    expect(text).not.toContain('2027년 1월 1일');
  });
});

describe('the hours on the certificate', () => {
  it('says which figure the total is and gives the whole hours school records take', async () => {
    const text = await certificateText('2026-12-31T03:00:00Z');
    expect(text).toContain('총 4시간');
    expect(text).toContain('인정 시간은 분 단위 합계 · 1일 최대 8시간 · 학교생활기록부(NEIS) 반영 4시간 (1시간 미만 버림)');
  });
});
