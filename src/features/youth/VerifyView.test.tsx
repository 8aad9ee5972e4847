// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CertificateVerification } from '@nanum/shared/youthEntities';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import VerifyView from './VerifyView';
import styles from './youth.module.css';

const NUMBER = 'NANUM-2026-7K3M9QX2TB';

const genuine: CertificateVerification = {
  state: 'genuine',
  number: NUMBER,
  issuedAt: '2026-12-01T03:00:00.000Z',
  revokedAt: null,
  revokeReason: null,
  certifies: {
    maskedName: '이*온',
    cardinal: 1,
    teamName: '1팀 환경',
    divisionName: '청소년본부',
    period: { start: '2026-11-01', end: '2026-11-02' },
    campaigns: [{ name: '겨울 캠프 연탄 나눔과 어르신 말벗 봉사', place: '노원구', startDate: '2026-11-01', endDate: '2026-11-02', minutes: 960 }],
    totalMinutes: 960,
    dailyCapMinutes: 480,
  },
};

describe('the certificate verification page', () => {
  it('keeps each credited time on one line on a phone ("16시간", never "16시 / 간")', async () => {
    fakeApi({ [`GET /api/certificate/verify/${NUMBER}`]: { body: { status: 200, data: genuine } } });
    renderWithStore(<VerifyView number={NUMBER} />);
    const table = await screen.findByRole('table');
    const header = within(table).getByRole('columnheader', { name: '인정 시간' });
    const cell = within(table).getByRole('cell', { name: '16시간' });
    for (const element of [header, cell]) expect(element.className.split(' ')).toContain(styles.hoursCell);
    const css = fs.readFileSync(path.join(process.cwd(), 'src/features/youth/youth.module.css'), 'utf8');
    expect(css).toMatch(/\.hoursCell \{\s*white-space: nowrap;\s*\}/);
  });
});
