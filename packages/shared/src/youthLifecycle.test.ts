import { describe, expect, it } from 'vitest';
import {
  availableParticipationActions,
  canDecideParticipation,
  canWithdraw,
  hasActivityEnded,
  hasActivityStarted,
  PARTICIPATION_STATUS_LABELS,
  participationRefusal,
  type ParticipationStatus,
  withdrawalRefusal,
} from './youthRules';

const base = { certify: 1, hidden: 0 };
const operator = { ...base, id: 1, power: 1 };
const head = { ...base, id: 2, rank: 10, division: 1 };
const otherHead = { ...base, id: 3, rank: 10, division: 2 };
const member = { ...base, id: 9, type: 2 };

/** 2026-11-25 14:59:59 UTC is 23:59:59 on the 25th in Korea; a second later it is the 26th. */
const lastSecondOf25th = new Date('2026-11-25T14:59:59Z');
const firstSecondOf26th = new Date('2026-11-25T15:00:00Z');
const endsOn25th = { divisionId: 1, endDate: '2026-11-25' };
/** A record of a member of division 1 (the head's), unless another division is given. */
const record = (status: ParticipationStatus, userId = member.id, userDivisionId: number | null = 1) => ({ userId, status, userDivisionId });

describe('when an activity has ended', () => {
  it('ends when the Korean date is after its end date, whatever the process time zone', () => {
    expect(hasActivityEnded(endsOn25th, lastSecondOf25th)).toBe(false);
    expect(hasActivityEnded(endsOn25th, firstSecondOf26th)).toBe(true);
    // A campaign of next month has not ended today.
    expect(hasActivityEnded({ endDate: '2026-12-20' }, new Date('2026-11-25T03:00:00Z'))).toBe(false);
  });
});

describe('four eyes', () => {
  it('lets a manager of the campaign act on others’ records, never on their own', () => {
    expect(canDecideParticipation(operator, endsOn25th, record('applied'))).toBe(true);
    expect(canDecideParticipation(head, endsOn25th, record('applied'))).toBe(true);
    expect(canDecideParticipation(operator, endsOn25th, record('applied', operator.id))).toBe(false);
    expect(canDecideParticipation(head, endsOn25th, record('approved', head.id))).toBe(false);
    expect(canDecideParticipation(otherHead, endsOn25th, record('applied'))).toBe(false);
    expect(canDecideParticipation(member, endsOn25th, record('applied'))).toBe(false);
    expect(canDecideParticipation(null, endsOn25th, record('applied'))).toBe(false);
  });
  it.each([
    ['select', 'applied'],
    ['attend', 'selected'],
    ['approve', 'attended'],
    ['correct', 'approved'],
    ['cancel', 'approved'],
  ] as const)('refuses an operator or a division head to %s their own %s record', (action, status) => {
    for (const manager of [operator, head]) {
      expect(participationRefusal(manager, endsOn25th, record(status, manager.id), action, firstSecondOf26th)).toBe('ownRecord');
    }
  });
});

describe('a division head’s reach', () => {
  it('covers the members now in their own division only, at every step; operators act on anyone', () => {
    const moved = (status: ParticipationStatus) => record(status, member.id, 2);
    for (const [action, status] of [['select', 'applied'], ['attend', 'selected'], ['approve', 'attended'], ['reject', 'applied'], ['correct', 'approved'], ['cancel', 'approved']] as const) {
      expect(participationRefusal(head, endsOn25th, moved(status), action, firstSecondOf26th)).toBe('outsideDivision');
      expect(participationRefusal(head, endsOn25th, record(status, member.id, null), action, firstSecondOf26th)).toBe('outsideDivision');
      expect(participationRefusal(head, endsOn25th, record(status), action, firstSecondOf26th)).toBeNull();
      expect(participationRefusal(operator, endsOn25th, moved(status), action, firstSecondOf26th)).toBeNull();
    }
    expect(canDecideParticipation(head, endsOn25th, moved('selected'))).toBe(false);
    expect(availableParticipationActions(head, endsOn25th, moved('approved'), firstSecondOf26th)).toEqual([]);
  });
});

describe('the lifecycle', () => {
  it('offers the next steps of each state after the activity ended', () => {
    const after = (status: ParticipationStatus) => availableParticipationActions(operator, endsOn25th, record(status), firstSecondOf26th);
    expect(after('waiting')).toEqual(['reject']);
    expect(after('applied')).toEqual(['select', 'reject']);
    expect(after('selected')).toEqual(['attend', 'reject']);
    expect(after('attended')).toEqual(['approve']);
    expect(after('approved')).toEqual(['correct', 'cancel']);
    expect(after('rejected')).toEqual([]);
    expect(after('cancelled')).toEqual([]);
  });
  it('confirms attendance and approves only after the end; selects and rejects before it', () => {
    const before = (status: ParticipationStatus) => availableParticipationActions(operator, endsOn25th, record(status), lastSecondOf25th);
    expect(before('applied')).toEqual(['select', 'reject']);
    expect(before('selected')).toEqual(['reject']);
    expect(before('attended')).toEqual([]);
    expect(participationRefusal(operator, endsOn25th, record('attended'), 'approve', lastSecondOf25th)).toBe('notEnded');
    expect(participationRefusal(operator, endsOn25th, record('selected'), 'attend', lastSecondOf25th)).toBe('notEnded');
  });
  it('answers why a step is refused: not a manager first, then one’s own record, the state, the date', () => {
    expect(participationRefusal(otherHead, endsOn25th, record('applied', otherHead.id), 'select', firstSecondOf26th)).toBe('notManager');
    expect(participationRefusal(operator, endsOn25th, record('approved'), 'approve', firstSecondOf26th)).toBe('wrongState');
    expect(participationRefusal(operator, endsOn25th, record('applied'), 'attend', firstSecondOf26th)).toBe('wrongState');
    expect(participationRefusal(operator, endsOn25th, record('rejected'), 'cancel', firstSecondOf26th)).toBe('wrongState');
    expect(participationRefusal(head, endsOn25th, record('attended'), 'approve', firstSecondOf26th)).toBeNull();
  });
  it('has a Korean label for every state', () => {
    expect(PARTICIPATION_STATUS_LABELS).toEqual({ waiting: '대기', applied: '신청', selected: '선발', attended: '참여 확인', approved: '승인', rejected: '반려', cancelled: '취소' });
  });
});

describe('withdrawing one’s own participation', () => {
  const startsOn26th = { startDate: '2026-11-26' };

  it('starts on the Korean date of its first day, whatever the process time zone', () => {
    expect(hasActivityStarted(startsOn26th, lastSecondOf25th)).toBe(false);
    expect(hasActivityStarted(startsOn26th, firstSecondOf26th)).toBe(true);
  });

  it.each([
    ['an application before the first day', 'applied', false, lastSecondOf25th, null],
    ['a selection before the first day', 'selected', false, lastSecondOf25th, null],
    ['a selection from the first day on', 'selected', false, firstSecondOf26th, 'started'],
    ['an application from the first day on', 'applied', false, firstSecondOf26th, 'started'],
    ['a selection with attendance recorded, before the first day', 'selected', true, lastSecondOf25th, 'attended'],
    ['a waiting application from the first day on (it holds no place and no record)', 'waiting', false, firstSecondOf26th, null],
    ['a confirmed record', 'attended', false, lastSecondOf25th, 'notPending'],
    ['an approved record', 'approved', false, lastSecondOf25th, 'notPending'],
  ] as const)('answers %s: %s', (_case, status, hasAttendance, now, refusal) => {
    expect(withdrawalRefusal({ status, hasAttendance }, startsOn26th, now)).toBe(refusal);
    expect(canWithdraw({ status, hasAttendance }, startsOn26th, now)).toBe(refusal === null);
  });

  it('refuses when there is nothing to withdraw', () => {
    expect(withdrawalRefusal(undefined, startsOn26th, lastSecondOf25th)).toBe('notPending');
  });
});
