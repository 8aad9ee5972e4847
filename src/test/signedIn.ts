import type { User } from '@nanum/shared/entities';
import { DEFAULT_PROFILE_VISIBILITY } from '@nanum/shared/profileVisibility';
import type { DivisionListItem, TeamListItem } from '@nanum/shared/youthEntities';
import type { FakeRoutes } from './fakeApi';

/** A signed-in member as GET /api/user/get/self answers (a certified member with no role), changed by `overrides`. */
export function signedIn(overrides: Partial<User> = {}): User {
  return {
    id: 7, name: '김나눔', email: 'nanum@example.org', passport: 0, birthday: '2004-03-01', number: '010-1234-5678', address: '서울특별시 종로구',
    university: '나눔대학교', department: '사회복지학과', gender: 2, image: null, avatar: null, mbti: 13, type: 2, rank: 1, cardinal: 3, power: 0,
    certify: true, hidden: 0, alarm: [], alarmUnread: 0, endOfActivity: false, division: null, team: null, teamName: null, teamImage: null, divisionName: null,
    campaignList: [], profileVisibility: { ...DEFAULT_PROFILE_VISIBILITY }, certifyRevoked: false, board: { kind: [], list: [], count: 0 }, comment: { list: [], count: 0 }, ...overrides,
  };
}

/** The organisation lists (GET /api/youth/divisions and /api/youth/teams, both public): two divisions, three teams. */
export const divisions: DivisionListItem[] = [
  { id: 1, name: '청소년본부', sort: 1 },
  { id: 2, name: '환경본부', sort: 2 },
];
export const teams: TeamListItem[] = [
  { team: 11, teamName: '1팀 나눔', teamImage: null, division: 1, divisionName: '청소년본부', sort: 1 },
  { team: 12, teamName: '2팀 기록', teamImage: null, division: 1, divisionName: '청소년본부', sort: 2 },
  { team: 21, teamName: '1팀 숲', teamImage: null, division: 2, divisionName: '환경본부', sort: 3 },
];
export const organisationRoutes: FakeRoutes = {
  'GET /api/youth/divisions': { body: { status: 200, data: divisions } },
  'GET /api/youth/teams': { body: { status: 200, data: teams } },
};
