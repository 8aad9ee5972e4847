import { describe, expect, it } from 'vitest';
import { PERMISSION, type PermissionCode } from './codes';
import { BOARD_ACTIONS, canManage, canOnBoard, canReadHidden, canReadSecret, cleanFileName, isAllowedFile, isOwn, kindTextColor, manageRefusal, youtubeId, youtubeThumbnail, type BoardAccess, type BoardAction, type ContentAuthor } from './boardRules';
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
  /** Writers by their power as the database has it: a member (3, the member actor's own), another member, an operator (4, the operator actor's own), another operator, an admin (5, the admin actor's own), another admin. */
  const WRITERS: Record<string, ContentAuthor | null> = {
    'own member': { id: 3, power: 0 },
    member: { id: 9, power: 0 },
    'own operator': { id: 4, power: 1 },
    operator: { id: 10, power: 1 },
    'own admin': { id: 5, power: 2 },
    admin: { id: 11, power: 2 },
    gone: null,
  };

  it.each([
    ['the author', ACTORS.member, 'own member', null],
    ['another member', ACTORS.member, 'member', 'notAuthor'],
    ['a member on an operator', ACTORS.member, 'operator', 'notAuthor'],
    ['an operator on a member', ACTORS.operator, 'member', null],
    ['an operator on their own', ACTORS.operator, 'own operator', null],
    ['an operator on another operator', ACTORS.operator, 'operator', 'superior'],
    ['an operator on an admin', ACTORS.operator, 'admin', 'superior'],
    ['an operator on a deleted account', ACTORS.operator, 'gone', null],
    ['an admin on a member', ACTORS.admin, 'member', null],
    ['an admin on an operator', ACTORS.admin, 'operator', null],
    ['an admin on another admin', ACTORS.admin, 'admin', null],
    ['an admin on their own', ACTORS.admin, 'own admin', null],
    ['an unverified operator on a member', { ...ACTORS.operator, certify: false }, 'member', 'notAuthor'],
    ['an unverified operator on their own', { ...ACTORS.operator, certify: false }, 'own operator', null],
    ['a visitor', undefined, 'own member', 'notAuthor'],
    ['a member on a post of a deleted account', ACTORS.member, 'gone', 'notAuthor'],
  ] as const)('%s: %s', (_name, viewer, writer, expected) => {
    expect(manageRefusal(viewer, WRITERS[writer] ?? null)).toBe(expected);
    expect(canManage(viewer, WRITERS[writer] ?? null)).toBe(expected === null);
  });

  it('lets every moderator read secret and hidden writing, whoever wrote it', () => {
    for (const reader of [canReadSecret, canReadHidden]) {
      expect(reader(ACTORS.operator, 5)).toBe(true);
      expect(reader(ACTORS.admin, 4)).toBe(true);
      expect(reader(ACTORS.member, 3)).toBe(true);
      expect(reader(ACTORS.member, 9)).toBe(false);
      expect(reader(undefined, 3)).toBe(false);
    }
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
