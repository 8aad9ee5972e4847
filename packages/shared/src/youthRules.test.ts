import { describe, expect, it } from 'vitest';
import {
  campaignDates,
  startingCreditHours,
  canCreateCampaign,
  canIssueCertificate,
  canManageCampaign,
  certificateNumber,
  formatHours,
  isCertificateNumber,
  isParticipantType,
  manageMemberRefusal,
  maskName,
  minutesByMonth,
  progressRatio,
} from './youthRules';

const base = { certify: 1, hidden: 0 };

describe('who manages which campaign', () => {
  const own = { divisionId: 1 };
  const other = { divisionId: 2 };
  const none = { divisionId: null };
  it.each([
    ['operator', { ...base, power: 1 }, [true, true, true], true],
    ['admin', { ...base, power: 2 }, [true, true, true], true],
    ['division head (rank 10) of division 1', { ...base, rank: 10, division: 1 }, [true, false, false], true],
    ['special role (rank 19) of division 1', { ...base, rank: 19, division: 1 }, [true, false, false], true],
    ['division head without a division', { ...base, rank: 10, division: null }, [false, false, false], true],
    ['team leader (rank 9)', { ...base, rank: 9, division: 1 }, [false, false, false], false],
    ['uncertified division head', { certify: 0, hidden: 0, rank: 10, division: 1 }, [false, false, false], false],
    ['hidden (1) operator', { certify: 1, hidden: 1, power: 1 }, [false, false, false], false],
    ['plain member', { ...base }, [false, false, false], false],
  ])('%s', (_label, user, [manageOwn, manageOther, manageNone], create) => {
    expect([canManageCampaign(user, own), canManageCampaign(user, other), canManageCampaign(user, none)]).toEqual([manageOwn, manageOther, manageNone]);
    // A plain member's certificates follow the same rule: a division head manages the members of their own division only.
    const member = (division: number | null) => manageMemberRefusal(user, { id: 99, division, power: 0, rank: 0 }) === null;
    expect([member(1), member(2), member(null)]).toEqual([manageOwn, manageOther, manageNone]);
    expect(canCreateCampaign(user)).toBe(create);
  });
  it('nobody manages for a visitor', () => {
    expect(canManageCampaign(null, own)).toBe(false);
    expect(canCreateCampaign(undefined)).toBe(false);
  });
});

describe('whose certificates a manager manages: nobody themselves, an equal or a superior', () => {
  const admin = { ...base, id: 1, power: 2, rank: 0, division: null as number | null };
  const operator = { ...base, id: 2, power: 1, rank: 0, division: 1 };
  const head = { ...base, id: 3, power: 0, rank: 10, division: 1 };
  const asMember = ({ id, power, rank, division }: typeof admin) => ({ id, power, rank, division });
  it.each([
    ['a division head, an operator of their division', head, asMember(operator), 'superior'],
    ['a division head, another division head of their division', head, { id: 4, power: 0, rank: 19, division: 1 }, 'superior'],
    ['a division head, themselves', head, asMember(head), 'self'],
    ['an operator, another operator', operator, { id: 5, power: 1, rank: 0, division: 2 }, 'superior'],
    ['an operator, the admin', operator, asMember(admin), 'superior'],
    ['an operator, themselves', operator, asMember(operator), 'self'],
    ['an operator, a division head', operator, asMember(head), null],
    ['the admin, another admin', admin, { id: 6, power: 2, rank: 0, division: null }, null],
    ['the admin, themselves', admin, asMember(admin), 'self'],
    ['a plain member, a member of their division', { ...base, id: 7, power: 0, rank: 0, division: 1 }, { id: 8, power: 0, rank: 0, division: 1 }, 'notManager'],
  ] as const)('%s: %s', (_label, user, member, refusal) => {
    expect(manageMemberRefusal(user, member)).toBe(refusal);
  });
});

describe('who takes part and who gets a certificate', () => {
  it.each([
    [0, false], [1, false], [2, true], [3, true], [4, true], [5, false], [null, false],
  ])('type %s takes part: %s', (type, expected) => {
    expect(isParticipantType(type)).toBe(expected);
  });
  it.each([
    [{ type: 2, endOfActivity: true }, true],
    [{ type: 2, endOfActivity: 1 }, true],
    [{ type: 2, endOfActivity: false }, false],
    [{ type: 3, endOfActivity: true }, false],
    [{ type: 4, endOfActivity: 1 }, false],
  ])('%j may get a certificate: %s', (user, expected) => {
    expect(canIssueCertificate(user)).toBe(expected);
  });
});

describe('hours', () => {
  it.each([
    [240, '4시간'], [90, '1시간 30분'], [30, '30분'], [0, '0시간'], [-30, '0시간'], [Number.NaN, '0시간'], [6000, '100시간'],
  ])('%s minutes read %s', (minutes, text) => {
    expect(formatHours(minutes)).toBe(text);
  });
  it.each([
    [240, null, 4], [240, 200, 3], [240, 29, 0], [240, 90, 1.5], [240, 7000, 100], [150, -5, 2.5],
  ])('참여 확인 of a %s-minute campaign with %s attended minutes starts at %s hours', (campaign, attended, hours) => {
    expect(startingCreditHours(campaign, attended)).toBe(hours);
  });
  it.each([
    [240, null, 120, 2], [240, 200, 120, 2], [240, 90, 120, 1.5], [60, null, 120, 1],
  ])('참여 확인 of a %s-minute campaign with %s attended minutes starts at most at its %s-minute length: %s hours', (campaign, attended, limit, hours) => {
    expect(startingCreditHours(campaign, attended, limit)).toBe(hours);
  });
  it('adds up minutes per month, oldest first', () => {
    expect(
      minutesByMonth([
        { startDate: '2026-03-10', minutes: 240 },
        { startDate: '2025-12-01', minutes: 60 },
        { startDate: '2026-03-28', minutes: 90 },
      ]),
    ).toEqual([
      { month: '2025-12', minutes: 60 },
      // Months without activity stay on the axis.
      { month: '2026-01', minutes: 0 },
      { month: '2026-02', minutes: 0 },
      { month: '2026-03', minutes: 330 },
    ]);
    expect(minutesByMonth([])).toEqual([]);
  });
  it.each([
    [14, 14, 18, 0], [16, 14, 18, 0.5], [17, 14, 18, 0.75], [0, 0, 14, 0], [31, 30, null, 1],
  ])('%s campaigns between %s and %s: %s of the way', (count, previous, next, ratio) => {
    expect(progressRatio(count, previous, next)).toBe(ratio);
  });
});

describe('certificate numbers', () => {
  it('writes the year and ten base32 characters without look-alikes', () => {
    const number = certificateNumber(2026, [0, 1, 2, 31, 32, 18, 19, 20, 21, 255]);
    expect(number).toBe('NANUM-2026-012Z0JKMNZ');
    expect(isCertificateNumber(number)).toBe(true);
  });
  it.each([
    ['NANUM-2026-012Z0JKMNZ', true],
    ['nanum-2026-012z0jkmnz', false],
    ['NANUM-2026-012Z0JKMNI', false],
    ['NANUM-2026-012Z0JKMN', false],
    ['NANUM-26-012Z0JKMNZ1', false],
    ['../../etc/passwd', false],
    [42, false],
  ])('%s is a number: %s', (value, expected) => {
    expect(isCertificateNumber(value)).toBe(expected);
  });
  it('needs ten random bytes', () => {
    expect(() => certificateNumber(2026, [1, 2, 3])).toThrow(RangeError);
  });
});

describe('names on the public verification page', () => {
  it.each([
    ['이다온', '이*온'], ['남궁민수', '남**수'], ['이온', '이*'], ['온', '*'], ['', ''], [null, ''], ['  김하늘  ', '김*늘'], ['Kim', 'K*m'],
  ])('%s shows as %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});

describe('campaignDates', () => {
  it('writes a one-day campaign as its day and a longer one as start ~ end', () => {
    expect(campaignDates({ startDate: '2026-05-02', endDate: '2026-05-02' })).toBe('2026-05-02');
    expect(campaignDates({ startDate: '2026-05-02', endDate: '2026-05-04' })).toBe('2026-05-02 ~ 2026-05-04');
  });
});
