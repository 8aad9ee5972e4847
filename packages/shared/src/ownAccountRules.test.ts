import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';
import { MY_DATA_LISTS, myDataFiles, type MyData } from './myDataExport';
import { OWN_ACCOUNT_MESSAGES as M, withdrawnEmail, withdrawSchema } from './ownAccountRules';
import { emailLookalikeKey } from './emailAddress';

const problem = (value: unknown) => {
  const parsed = withdrawSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('withdrawal request', () => {
  it.each([
    [{ content: 'keep', password: 'Nanum#2026' }, null],
    [{ content: 'delete' }, null],
    [{}, M.contentChoice],
    [{ content: 'archive' }, M.contentChoice],
    [{ content: 'keep', password: 12 }, M.passwordRequired],
    [null, M.contentChoice],
  ])('%j -> %s', (body, message) => {
    expect(problem(body)).toBe(message);
  });

  it('a withdrawn account’s address is undeliverable, its own, and no real address’s look-alike', () => {
    expect(withdrawnEmail(42)).toBe('withdrawn-42@withdrawn.invalid');
    expect(withdrawnEmail(42)).not.toBe(withdrawnEmail(43));
    expect(emailLookalikeKey(withdrawnEmail(42))).toBe(withdrawnEmail(42));
  });
});

describe('CSV for Excel', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=1+2', `"'=1+2"`],
    ['-', '-'],
    ['줄\n바꿈', '"줄\n바꿈"'],
  ])('%j -> %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('starts with a BOM and ends rows with CRLF', () => {
    expect(csvDocument(['가', '나'], [['1', '2']])).toBe('\uFEFF가,나\r\n1,2\r\n');
  });
});

describe('my data files', () => {
  const empty: MyData = { exportedAt: '2026-11-26T00:00:00.000Z', profile: { id: 1, name: '김나눔' }, socialAccounts: [], posts: [], comments: [], drafts: [], surveyAnswers: [], alarms: [], participations: [], certificates: [], notificationSettings: [], pushDevices: [] };

  it('holds a README, the profile, and a JSON and a CSV file per list (headers only when empty)', () => {
    const files = myDataFiles(empty);
    expect(Object.keys(files)).toHaveLength(2 + 2 * Object.keys(MY_DATA_LISTS).length);
    expect(JSON.parse(files['profile.json'] as string)).toEqual({ exportedAt: empty.exportedAt, profile: { id: 1, name: '김나눔' } });
    expect(files['alarms.json']).toBe('[]');
    expect(files['alarms.csv']).toBe('\uFEFF제목,부제목,내용,주소,읽음,일시\r\n');
  });

  it('writes cells as text: empty for null, 예/아니요 for yes and no, in the columns’ order', () => {
    const files = myDataFiles({ ...empty, alarms: [{ createdAt: '2026-11-01', title: '알림', subTitle: null, description: '내용', href: '/x', read: true }] });
    expect(files['alarms.csv']).toBe('\uFEFF제목,부제목,내용,주소,읽음,일시\r\n알림,,내용,/x,예,2026-11-01\r\n');
  });
});
