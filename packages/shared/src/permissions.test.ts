import { describe, expect, it } from 'vitest';
import {
  canSeeAbilityButton,
  canSeeAdminButton,
  canSeeCertificateButton,
  hasPermission,
  isCertified,
  isDivisionHead,
  isLeader,
  isMentor,
  isPM,
  isSubLeader,
  type PermissionKind,
  type PermissionUser,
} from './permissions';

/** A verified, visible member with no privilege; override what a case needs. */
const member = (overrides: PermissionUser = {}): PermissionUser => ({
  id: 1,
  certify: true,
  hidden: 0,
  power: 0,
  rank: 0,
  type: 0,
  cardinal: 0,
  ...overrides,
});

const KINDS: (PermissionKind | undefined)[] = [undefined, 'OPERATOR', 'DIVISION', 'DIVISION_ONLY', 'ABILITY', 'CERTIFY'];

describe('hasPermission by kind (SPEC section 6 table)', () => {
  // Columns: default, OPERATOR, DIVISION, DIVISION_ONLY, ABILITY, CERTIFY
  it.each<[string, PermissionUser, boolean[]]>([
    ['plain member', member(), [false, false, false, false, false, true]],
    ['operator (power 1)', member({ power: 1 }), [false, true, true, false, true, true]],
    ['admin (power 2)', member({ power: 2 }), [true, true, true, false, true, true]],
    ['division head (rank 10)', member({ rank: 10 }), [false, false, true, true, false, true]],
    ['special role (rank 19)', member({ rank: 19 }), [false, false, true, true, false, true]],
    ['admin with rank 10', member({ power: 2, rank: 10 }), [true, true, true, true, true, true]],
    ['team leader (rank 9)', member({ rank: 9 }), [false, false, false, false, false, true]],
    ['champ member rank 1, type 2, cohort 1', member({ rank: 1, type: 2, cardinal: 1 }), [false, false, false, false, true, true]],
    ['champ member with cohort 0', member({ rank: 1, type: 2, cardinal: 0 }), [false, false, false, false, false, true]],
    ['champ member with rank 0', member({ rank: 0, type: 2, cardinal: 3 }), [false, false, false, false, false, true]],
    ['rank 5 cohort 2 of type 3', member({ rank: 5, type: 3, cardinal: 2 }), [false, false, false, false, false, true]],
    ['certify as 1 (database row)', member({ certify: 1, power: 2 }), [true, true, true, false, true, true]],
    ['hidden 2 still allowed', member({ hidden: 2, power: 2 }), [true, true, true, false, true, true]],
  ])('%s', (_name, user, expected) => {
    expect(KINDS.map((kind) => hasPermission(user, kind))).toEqual(expected);
  });

  it.each<[string, PermissionUser | null | undefined]>([
    ['null user', null],
    ['undefined user', undefined],
    ['empty object', {}],
    ['not verified (false)', member({ power: 2, rank: 10, certify: false })],
    ['not verified (0)', member({ power: 2, rank: 10, certify: 0 })],
    ['certify missing', member({ power: 2, rank: 10, certify: undefined })],
    ['hidden 1', member({ power: 2, rank: 10, hidden: 1 })],
    ['hidden 3', member({ power: 2, rank: 10, hidden: 3 })],
    ['hidden missing', member({ power: 2, rank: 10, hidden: undefined })],
  ])('%s fails every kind, even CERTIFY', (_name, user) => {
    expect(KINDS.map((kind) => hasPermission(user, kind))).toEqual(KINDS.map(() => false));
  });
});

describe('isCertified', () => {
  it.each<[PermissionUser | null, boolean]>([
    [{ certify: true }, true],
    [{ certify: 1 }, true],
    [{ certify: false }, false],
    [{ certify: 0 }, false],
    [{}, false],
    [null, false],
  ])('%j -> %s', (user, expected) => {
    expect(isCertified(user)).toBe(expected);
  });
});

describe('rank checks are exact equality', () => {
  const checks = { isSubLeader, isLeader, isDivisionHead, isPM, isMentor };
  it.each([
    ['isSubLeader', 8],
    ['isLeader', 9],
    ['isDivisionHead', 10],
    ['isPM', 16],
    ['isMentor', 17],
  ] as const)('%s is true for rank %d only', (name, rank) => {
    const check = checks[name];
    expect(check({ rank })).toBe(true);
    expect(check({ rank: rank + 1 })).toBe(false);
    expect(check({ rank: rank - 1 })).toBe(false);
    expect(check({})).toBe(false);
    expect(check(null)).toBe(false);
  });
});

describe('canSeeAdminButton (OPERATOR or DIVISION)', () => {
  it.each<[string, PermissionUser | null, boolean]>([
    ['operator', member({ power: 1 }), true],
    ['admin', member({ power: 2 }), true],
    ['division head', member({ rank: 10 }), true],
    ['special role', member({ rank: 19 }), true],
    ['plain member', member(), false],
    ['unverified admin', member({ power: 2, certify: false }), false],
    ['logged out', null, false],
  ])('%s -> %s', (_name, user, expected) => {
    expect(canSeeAdminButton(user)).toBe(expected);
  });
});

describe('canSeeAbilityButton (logged in, type 2, someone else)', () => {
  it.each<[string, PermissionUser | null, PermissionUser, boolean]>([
    ['type 2 viewer on another profile', { id: 1, type: 2 }, { id: 2 }, true],
    ['type 2 viewer on own profile', { id: 1, type: 2 }, { id: 1 }, false],
    ['type 1 viewer on another profile', { id: 1, type: 1 }, { id: 2 }, false],
    ['logged out', null, { id: 2 }, false],
    ['viewer without id', { type: 2 }, { id: 2 }, false],
  ])('%s -> %s', (_name, viewer, profile, expected) => {
    expect(canSeeAbilityButton(viewer, profile)).toBe(expected);
  });
});

describe('canSeeCertificateButton (own profile, type 2, endOfActivity)', () => {
  it.each<[string, PermissionUser | null, PermissionUser, boolean]>([
    ['own, type 2, ended', { id: 1 }, { id: 1, type: 2, endOfActivity: true }, true],
    ['own, type 2, ended as 1', { id: 1 }, { id: 1, type: 2, endOfActivity: 1 }, true],
    ['own, type 2, still active', { id: 1 }, { id: 1, type: 2, endOfActivity: false }, false],
    ['own, type 3, ended', { id: 1 }, { id: 1, type: 3, endOfActivity: true }, false],
    ['someone else, type 2, ended', { id: 1 }, { id: 2, type: 2, endOfActivity: true }, false],
    ['logged out', null, { id: 1, type: 2, endOfActivity: true }, false],
  ])('%s -> %s', (_name, viewer, profile, expected) => {
    expect(canSeeCertificateButton(viewer, profile)).toBe(expected);
  });
});
