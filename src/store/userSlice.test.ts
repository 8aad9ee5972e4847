import { describe, expect, it } from 'vitest';
import type { User } from '@nanum/shared/entities';
import { clearUser, setUser, userReducer } from './userSlice';

const user: User = {
  id: 7,
  name: '김나눔',
  email: 'nanum@example.org',
  passport: 0,
  birthday: '2004-03-01',
  number: '010-1234-5678',
  address: '서울특별시 종로구',
  university: '나눔대학교',
  department: '사회복지학과',
  gender: 2,
  image: null,
  avatar: null,
  mbti: 13,
  type: 2,
  rank: 1,
  cardinal: 3,
  power: 0,
  certify: true,
  hidden: 0,
  alarm: [],
  alarmUnread: 0,
  endOfActivity: false,
  division: null,
  team: null,
  teamName: null,
  teamImage: null,
  divisionName: null,
  campaignList: [],
  profileVisibility: { gender: 'members', mbti: 'members', affiliation: 'members', cohort: 'members', activity: 'members' },
  certifyRevoked: false,
  board: { kind: [], list: [], count: 0 },
  comment: { list: [], count: 0 },
};

describe('userSlice', () => {
  it('starts anonymous (null)', () => {
    expect(userReducer(undefined, { type: '@@init' })).toBeNull();
  });

  it('setUser stores the user', () => {
    expect(userReducer(null, setUser(user))).toEqual(user);
  });

  it('setUser replaces a previous user', () => {
    const other = { ...user, id: 8, name: '이봉사' };
    expect(userReducer(user, setUser(other))).toEqual(other);
  });

  it('clearUser forgets the user', () => {
    expect(userReducer(user, clearUser())).toBeNull();
  });
});
