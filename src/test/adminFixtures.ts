import { EDITABLE_FIELDS } from '@nanum/shared/authority';
import type { AdminMemberView as AdminMember } from '@nanum/shared/adminViews';

/** A member as the admin list presents them (a champ of 청소년본부's 1팀, editable by an operator), changed by `overrides`. */
export const adminMemberOf = (overrides: Partial<AdminMember> = {}): AdminMember => ({
  id: 34, name: '이다온', email: 'daon@example.org', type: 2, typeLabel: '청소년 챔프단', rank: 2, rankLabel: '정회원', cardinal: 3, power: 0, powerLabel: '회원',
  certify: true, hidden: 0, endOfActivity: false, teamId: 11, teamName: '1팀 나눔', divisionId: 1, divisionName: '청소년본부', joinedAt: '2026-03-01T00:00:00.000Z',
  editable: [...EDITABLE_FIELDS.operator], ...overrides,
});
