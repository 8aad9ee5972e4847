import { describe, expect, it } from 'vitest';
import {
  actOnMemberRefusal,
  canRestoreDeleted,
  canSeeDeletedContent,
  editableFieldsOf,
  memberChangeRefusal,
  memberScopeOf,
  roleOf,
  type AuthorityRefusal,
  type AuthorityUser,
  type MemberState,
  type RoleField,
} from './authority';

/** A verified, visible account; override what a case needs. */
const user = (id: number, overrides: AuthorityUser = {}): AuthorityUser => ({ id, certify: 1, hidden: 0, power: 0, rank: 0, type: 0, cardinal: 0, divisionId: null, ...overrides });

const DIVISION = 7;
const actors = {
  admin: user(1, { power: 2 }),
  otherAdmin: user(2, { power: 2 }),
  operator: user(3, { power: 1 }),
  divisionHead: user(4, { rank: 10, divisionId: DIVISION }),
  specialRole: user(5, { rank: 19, divisionId: DIVISION }),
  headWithoutDivision: user(6, { rank: 10 }),
  member: user(8),
};
const targets = {
  plain: user(20, { divisionId: DIVISION }),
  champ: user(21, { type: 2, rank: 1, cardinal: 1, divisionId: DIVISION }),
  elsewhere: user(22, { divisionId: 99 }),
  unverifiedHead: user(23, { rank: 10, certify: 0, divisionId: DIVISION }),
  suspendedAdmin: user(24, { power: 2, hidden: 1 }),
};

/** The change of `changes` to `target` as the API builds it (team divisions given where a team is set). */
function refusal(actor: AuthorityUser, target: AuthorityUser, changes: Partial<MemberState>): AuthorityRefusal | null {
  return memberChangeRefusal(actor, target, { ...target, ...changes }, Object.keys(changes).filter((key) => key !== 'teamDivisionId') as RoleField[]);
}

describe('roleOf', () => {
  it.each<[string, AuthorityUser, string]>([
    ['admin', actors.admin, 'admin'],
    ['operator', actors.operator, 'operator'],
    ['rank 10', actors.divisionHead, 'divisionHead'],
    ['rank 19', actors.specialRole, 'divisionHead'],
    ['plain member', actors.member, 'member'],
    ['unverified admin', user(9, { power: 2, certify: 0 }), 'member'],
    ['hidden operator', user(9, { power: 1, hidden: 1 }), 'member'],
  ])('%s is %s', (_name, actor, role) => {
    expect(roleOf(actor)).toBe(role);
  });
});

describe('who may act on whom (docs/ROLES.md)', () => {
  it.each<[string, AuthorityUser, AuthorityUser, AuthorityRefusal | null]>([
    ['admin on a member', actors.admin, targets.plain, null],
    ['admin on another admin', actors.admin, actors.otherAdmin, null],
    ['admin on self', actors.admin, actors.admin, 'self'],
    ['operator on a member', actors.operator, targets.plain, null],
    ['operator on a division head', actors.operator, actors.divisionHead, null],
    ['operator on self', actors.operator, actors.operator, 'self'],
    ['operator on another operator', actors.operator, user(30, { power: 1 }), 'superior'],
    ['operator on the admin', actors.operator, actors.admin, 'superior'],
    ['operator on a suspended admin', actors.operator, targets.suspendedAdmin, 'superior'],
    ['division head on own division member', actors.divisionHead, targets.plain, null],
    ['division head on self', actors.divisionHead, actors.divisionHead, 'self'],
    ['division head on the operator', actors.divisionHead, user(31, { power: 1, divisionId: DIVISION }), 'superior'],
    ['division head on another head', actors.divisionHead, actors.specialRole, 'superior'],
    ['division head on an unverified rank 10', actors.divisionHead, targets.unverifiedHead, 'superior'],
    ['division head outside own division', actors.divisionHead, targets.elsewhere, 'outsideDivision'],
    ['division head without a division', actors.headWithoutDivision, user(32), 'outsideDivision'],
    ['plain member on anyone', actors.member, targets.plain, 'notManager'],
  ])('%s', (_name, actor, target, expected) => {
    expect(actOnMemberRefusal(actor, target)).toBe(expected);
  });
});

describe('what each role may change', () => {
  it.each<[string, AuthorityUser, AuthorityUser, Partial<MemberState>, AuthorityRefusal | null]>([
    // Only the admin grants or removes what opens the admin area.
    ['admin makes a member operator', actors.admin, targets.plain, { power: 1 }, null],
    ['admin makes a member division head', actors.admin, targets.plain, { rank: 10 }, null],
    ['operator sets rank 10', actors.operator, targets.plain, { rank: 10 }, 'adminArea'],
    ['operator sets rank 19', actors.operator, targets.plain, { rank: 19 }, 'adminArea'],
    ['operator takes rank 10 away', actors.operator, actors.divisionHead, { rank: 2 }, 'adminArea'],
    ['operator sets power', actors.operator, targets.plain, { power: 1 }, 'adminField'],
    ['operator sets hidden', actors.operator, targets.plain, { hidden: 1 }, 'adminField'],
    ['operator sets certify', actors.operator, targets.plain, { certify: 1 }, 'adminField'],
    ['operator makes a youth champ', actors.operator, targets.plain, { type: 2, rank: 1, cardinal: 1 }, null],
    ['operator ends activity', actors.operator, targets.champ, { endOfActivity: 1 }, null],
    ['operator moves a division head to another division', actors.operator, actors.divisionHead, { divisionId: 99 }, null],
    // A division head: team and ordinary rank in their own division, no permission change.
    ['division head sets rank 10', actors.divisionHead, targets.plain, { rank: 10 }, 'adminArea'],
    ['division head sets rank 19', actors.divisionHead, targets.plain, { rank: 19 }, 'adminArea'],
    ['division head sets rank 3', actors.divisionHead, targets.plain, { rank: 3 }, null],
    ['division head promotes a champ 1 -> 9', actors.divisionHead, targets.champ, { rank: 9 }, null],
    ['division head unlocks ability (rank 0 -> 1 of a champ)', actors.divisionHead, { ...targets.champ, rank: 0 }, { rank: 1 }, 'permission'],
    ['division head takes ability away (rank 1 -> 0)', actors.divisionHead, targets.champ, { rank: 0 }, 'permission'],
    ['division head sets type 2', actors.divisionHead, targets.plain, { type: 2 }, 'operatorField'],
    ['division head sets cohort', actors.divisionHead, targets.plain, { cardinal: 1 }, 'operatorField'],
    ['division head ends activity', actors.divisionHead, targets.champ, { endOfActivity: 1 }, 'operatorField'],
    ['division head moves a member to another division', actors.divisionHead, targets.plain, { divisionId: 99 }, 'operatorField'],
    ['division head sets power', actors.divisionHead, targets.plain, { power: 1 }, 'adminField'],
    ['division head picks a team of own division', actors.divisionHead, targets.plain, { teamId: 5, teamDivisionId: DIVISION }, null],
    ['division head picks a team of another division', actors.divisionHead, targets.plain, { teamId: 6, teamDivisionId: 99 }, 'outsideDivision'],
    ['division head clears the team', actors.divisionHead, { ...targets.plain, teamId: 5 } as MemberState, { teamId: null }, null],
    // Nobody their own role fields.
    ['division head sets own type', actors.divisionHead, actors.divisionHead, { type: 2 }, 'self'],
    ['division head sets own end of activity', actors.divisionHead, actors.divisionHead, { endOfActivity: 1 }, 'self'],
    ['admin sets own rank', actors.admin, actors.admin, { rank: 3 }, 'self'],
    ['operator sets own cohort', actors.operator, actors.operator, { cardinal: 1 }, 'self'],
    ['operator changes the admin rank', actors.operator, actors.admin, { rank: 3 }, 'superior'],
  ])('%s', (_name, actor, target, changes, expected) => {
    expect(refusal(actor, target, changes)).toBe(expected);
  });

  it('the fields the web shows follow the same rules', () => {
    expect(editableFieldsOf(actors.admin, targets.plain)).toContain('power');
    expect(editableFieldsOf(actors.operator, targets.plain)).toEqual(['rank', 'type', 'cardinal', 'divisionId', 'teamId', 'endOfActivity']);
    expect(editableFieldsOf(actors.divisionHead, targets.plain)).toEqual(['rank', 'teamId']);
    expect(editableFieldsOf(actors.divisionHead, targets.elsewhere)).toEqual([]);
    expect(editableFieldsOf(actors.operator, actors.admin)).toEqual([]);
    expect(editableFieldsOf(actors.operator, actors.operator)).toEqual([]);
  });
});

describe('what each role sees', () => {
  it('division heads see their own division without emails; operators and admins everyone', () => {
    expect(memberScopeOf(actors.admin)).toEqual({ showEmails: true });
    expect(memberScopeOf(actors.operator)).toEqual({ showEmails: true });
    expect(memberScopeOf(actors.divisionHead)).toEqual({ divisionId: DIVISION, showEmails: false });
    expect(memberScopeOf(actors.headWithoutDivision)).toEqual({ divisionId: null, showEmails: false });
  });

  it('deleted content is for operators and admins; what its author withdrew is never restored', () => {
    expect([actors.admin, actors.operator, actors.divisionHead, actors.member].map(canSeeDeletedContent)).toEqual([true, true, false, false]);
    expect(canRestoreDeleted({ byAuthor: true })).toBe(false);
    expect(canRestoreDeleted({ byAuthor: false })).toBe(true);
  });
});
