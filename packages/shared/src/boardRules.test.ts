import { describe, expect, it } from 'vitest';
import { PERMISSION, type PermissionCode } from './codes';
import { BOARD_ACTIONS, canManage, canOnBoard, cleanFileName, isAllowedFile, isOwn, kindTextColor, youtubeId, youtubeThumbnail, type BoardAccess, type BoardAction } from './boardRules';
import type { PermissionUser } from './permissions';

const ACTORS: Record<string, PermissionUser | undefined> = {
  visitor: undefined,
  uncertified: { id: 2, certify: false, hidden: 0, power: 0 },
  member: { id: 3, certify: true, hidden: 0, power: 0 },
  operator: { id: 4, certify: true, hidden: 0, power: 1 },
  admin: { id: 5, certify: true, hidden: 0, power: 2 },
};

const board = (permission: PermissionCode, certifiedOnly: boolean): BoardAccess => ({
  perm: Object.fromEntries(BOARD_ACTIONS.map((action) => [action, permission])) as Record<BoardAction, PermissionCode>,
  certifiedOnly,
});

/** Who passes, per permission and certified-only flag, for reading actions and for writing actions. */
const EXPECTED: [PermissionCode, boolean, 'read' | 'write', string[]][] = [
  [PERMISSION.ADMIN_ONLY, false, 'read', ['admin']],
  [PERMISSION.ADMIN_ONLY, false, 'write', ['admin']],
  [PERMISSION.ADMIN_ONLY, true, 'read', ['admin']],
  [PERMISSION.OPERATORS, false, 'read', ['operator', 'admin']],
  [PERMISSION.OPERATORS, false, 'write', ['operator', 'admin']],
  [PERMISSION.OPERATORS, true, 'write', ['operator', 'admin']],
  [PERMISSION.USERS_ONLY, false, 'read', ['uncertified', 'member', 'operator', 'admin']],
  [PERMISSION.USERS_ONLY, false, 'write', ['uncertified', 'member', 'operator', 'admin']],
  [PERMISSION.USERS_ONLY, true, 'read', ['member', 'operator', 'admin']],
  [PERMISSION.USERS_ONLY, true, 'write', ['member', 'operator', 'admin']],
  [PERMISSION.EVERYONE, false, 'read', ['visitor', 'uncertified', 'member', 'operator', 'admin']],
  [PERMISSION.EVERYONE, true, 'read', ['visitor', 'uncertified', 'member', 'operator', 'admin']],
  [PERMISSION.EVERYONE, false, 'write', ['uncertified', 'member', 'operator', 'admin']],
  [PERMISSION.EVERYONE, true, 'write', ['member', 'operator', 'admin']],
];

describe('canOnBoard', () => {
  it.each(EXPECTED)('permission %s, certified only %s, %s actions pass %j', (permission, certifiedOnly, group, passing) => {
    const actions: BoardAction[] = group === 'read' ? ['list', 'read', 'download'] : ['write', 'comment'];
    for (const action of actions) {
      const passed = Object.entries(ACTORS).filter(([, actor]) => canOnBoard(actor, board(permission, certifiedOnly), action)).map(([name]) => name);
      expect(passed, action).toEqual(passing);
    }
  });

  it('treats each action separately', () => {
    const mixed: BoardAccess = { perm: { list: 2, read: 1, write: 0, comment: 1, download: 0 }, certifiedOnly: false };
    expect(BOARD_ACTIONS.map((action) => canOnBoard(ACTORS.member, mixed, action))).toEqual([true, true, false, true, false]);
    expect(BOARD_ACTIONS.map((action) => canOnBoard(undefined, mixed, action))).toEqual([true, false, false, false, false]);
  });

  it('refuses an unknown permission code and a hidden admin', () => {
    expect(canOnBoard(ACTORS.admin, board(7 as PermissionCode, false), 'read')).toBe(false);
    expect(canOnBoard({ ...ACTORS.admin, hidden: 1 }, board(PERMISSION.ADMIN_ONLY, false), 'read')).toBe(false);
  });
});

describe('canManage and isOwn', () => {
  it.each([
    ['the author', ACTORS.member, 3, true],
    ['another member', ACTORS.member, 9, false],
    ['an operator', ACTORS.operator, 9, true],
    ['an admin', ACTORS.admin, 9, true],
    ['an unverified operator', { ...ACTORS.operator, certify: false }, 9, false],
    ['a visitor', undefined, 3, false],
    ['anyone on a post of a deleted account', ACTORS.member, null, false],
  ] as const)('%s may manage: %s', (_name, viewer, authorId, expected) => {
    expect(canManage(viewer, authorId)).toBe(expected);
  });

  it('knows own content', () => {
    expect(isOwn(ACTORS.member, 3)).toBe(true);
    expect(isOwn(ACTORS.member, 4)).toBe(false);
    expect(isOwn(undefined, 3)).toBe(false);
  });
});

describe('attachments', () => {
  it.each([
    ['보고서.pdf', 'application/pdf', true],
    ['회계.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', true],
    ['명단.csv', undefined, true],
    ['사진.JPG', 'image/jpeg', true],
    ['shell.php', undefined, false],
    ['shell.php.jpg', 'text/x-php', false],
    ['logo.svg', 'application/xml', false],
    ['page.html', undefined, false],
    ['setup.exe', 'application/x-msdownload', false],
    ['fake.pdf', 'application/x-msdownload', false],
    ['readme.txt', 'application/x-elf', false],
    ['noextension', undefined, false],
    ['__proto__', undefined, false],
  ] as const)('%s judged %s: allowed %s', (name, mime, expected) => {
    expect(isAllowedFile(name, mime)).toBe(expected);
  });

  it('cleans names: no path, control or zero-width characters, never empty', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\temp\\보고서.pdf')).toBe('보고서.pdf');
    expect(cleanFileName('a\u0000b\u200bc.txt')).toBe('abc.txt');
    expect(cleanFileName('<script>.txt')).toBe('script.txt');
    expect(cleanFileName('...')).toBe('file');
  });
});

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', undefined],
    ['https://evil.example/youtu.be/dQw4w9WgXcQ', undefined],
    ['http://youtu.be/dQw4w9WgXcQ', undefined],
  ])('%s -> %s', (url, expected) => {
    expect(youtubeId(url)).toBe(expected);
  });
});

describe('kindTextColor', () => {
  it.each([
    ['#0d6efd', '#ffffff'],
    ['#212529', '#ffffff'],
    ['#ffc107', '#1f2a2e'],
    ['#fd7e14', '#1f2a2e'],
    ['#0dcaf0', '#1f2a2e'],
    ['not a colour', '#ffffff'],
  ])('%s -> %s', (background, expected) => {
    expect(kindTextColor(background)).toBe(expected);
  });
});

it('youtubeThumbnail is the video’s still on i.ytimg.com', () => {
  expect(youtubeThumbnail('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
});
