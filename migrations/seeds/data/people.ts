import type { SeedPerson } from './types';

/**
 * Divisions, teams and people. Every name, phone number and address is invented.
 * Codes from SPEC section 3 (packages/shared is not used here on purpose):
 *   type   0 visitor, 1 association, 2 youth champ team, 3 supporters, 4 KSCV
 *   rank   0 member, 1 pre-member, 2 full member, 4 administration, 7 general affairs,
 *          8 deputy team leader, 9 team leader, 10 division head
 *   power  0 member, 1 operator, 2 admin
 *   mbti   4 ISTJ, 6 INFJ, 7 INTP, 10 ESFJ, 11 ESTP, 13 ENFP, 14 ENFJ, 2 ISFJ, 5 INFP, 9 ESFP
 *   gender 1 male, 2 female
 */

export const DEMO_PASSWORD = 'nanum1234!';

export const divisions = ['청소년본부', '나눔사업본부', '대외협력본부'];

export const teams: { division: string; name: string }[] = [
  { division: '청소년본부', name: '1팀 환경' },
  { division: '청소년본부', name: '2팀 교육' },
  { division: '청소년본부', name: '3팀 지역나눔' },
  { division: '나눔사업본부', name: '모금사업팀' },
  { division: '나눔사업본부', name: '배분사업팀' },
  { division: '대외협력본부', name: '홍보협력팀' },
];

/** The accounts printed as demo logins, one per role. */
export const roleAccounts: SeedPerson[] = [
  {
    key: 'admin', role: '관리자 (admin)', email: 'admin@nanum.example', name: '정하람',
    birthday: '1984-03-12', number: '010-0000-1001', address: '서울특별시 종로구 종로1가',
    gender: 2, mbti: 4, type: 1, rank: 4, cardinal: 0, power: 2, certify: 1,
    division: '나눔사업본부', joinedDaysAgo: 820, lastLoginDaysAgo: 0,
  },
  {
    key: 'operator', role: '운영자 (operator)', email: 'operator@nanum.example', name: '류성민',
    birthday: '1990-07-25', number: '010-0000-1002', address: '서울특별시 중구 을지로2가',
    gender: 1, mbti: 14, type: 1, rank: 7, cardinal: 0, power: 1, certify: 1,
    division: '청소년본부', joinedDaysAgo: 800, lastLoginDaysAgo: 1,
  },
  {
    key: 'division', role: '본부장 (division head)', email: 'division@nanum.example', name: '장혜원',
    birthday: '1979-11-02', number: '010-0000-1003', address: '경기도 고양시 일산동구 장항동',
    gender: 2, mbti: 10, type: 1, rank: 10, cardinal: 0, power: 0, certify: 1,
    division: '청소년본부', joinedDaysAgo: 790, lastLoginDaysAgo: 2,
  },
  {
    key: 'champ', role: '챔프단원 (youth champ)', email: 'champ@nanum.example', name: '이다온',
    birthday: '2004-05-19', number: '010-0000-2001', address: '서울특별시 마포구 서교동',
    university: '한빛대학교', department: '환경공학과',
    gender: 2, mbti: 13, type: 2, rank: 2, cardinal: 1, power: 0, certify: 1, endOfActivity: 1,
    division: '청소년본부', team: '1팀 환경', joinedDaysAgo: 760, lastLoginDaysAgo: 0,
  },
  {
    key: 'member', role: '일반 회원 (member)', email: 'member@nanum.example', name: '박소망',
    birthday: '1995-09-08', number: '010-0000-3001', address: '부산광역시 해운대구 우동',
    gender: 1, mbti: 5, type: 0, rank: 0, cardinal: 0, power: 0, certify: 1,
    joinedDaysAgo: 380, lastLoginDaysAgo: 3,
  },
  {
    key: 'uncertified', role: '미인증 회원 (uncertified)', email: 'uncertified@nanum.example', name: '김새봄',
    birthday: '2001-01-30', number: '010-0000-3002', address: '대전광역시 유성구 궁동',
    gender: 0, mbti: 0, type: 0, rank: 0, cardinal: 0, power: 0, certify: 0,
    joinedDaysAgo: 3,
  },
];

/** Ordinary members who write posts and comments (same password, not printed). */
export const members: SeedPerson[] = [
  {
    key: 'seoyeon', email: 'seoyeon.yoon@nanum.example', name: '윤서연', birthday: '2003-02-14',
    number: '010-0000-4001', address: '서울특별시 성북구 안암동', university: '서울미래대학교', department: '사회복지학과',
    gender: 2, mbti: 14, type: 2, rank: 9, cardinal: 1, power: 0, certify: 1, endOfActivity: 1,
    division: '청소년본부', team: '2팀 교육', joinedDaysAgo: 755, lastLoginDaysAgo: 1,
  },
  {
    key: 'doyun', email: 'doyun.kang@nanum.example', name: '강도윤', birthday: '2004-08-03',
    number: '010-0000-4002', address: '인천광역시 연수구 송도동', university: '누리대학교', department: '경영학과',
    gender: 1, mbti: 11, type: 2, rank: 8, cardinal: 1, power: 0, certify: 1, endOfActivity: 1,
    division: '청소년본부', team: '1팀 환경', joinedDaysAgo: 750, lastLoginDaysAgo: 4,
  },
  {
    key: 'haeun', email: 'haeun.bae@nanum.example', name: '배하은', birthday: '2005-04-22',
    number: '010-0000-4003', address: '경기도 수원시 영통구 원천동', university: '한빛대학교', department: '교육학과',
    gender: 2, mbti: 2, type: 2, rank: 2, cardinal: 2, power: 0, certify: 1,
    division: '청소년본부', team: '2팀 교육', joinedDaysAgo: 400, lastLoginDaysAgo: 0,
  },
  {
    key: 'jiho', email: 'jiho.cho@nanum.example', name: '조지호', birthday: '2005-10-11',
    number: '010-0000-4004', address: '서울특별시 노원구 공릉동', university: '서울미래대학교', department: '컴퓨터공학과',
    gender: 1, mbti: 7, type: 2, rank: 2, cardinal: 2, power: 0, certify: 1,
    division: '청소년본부', team: '3팀 지역나눔', joinedDaysAgo: 398, lastLoginDaysAgo: 2,
  },
  {
    key: 'yerin', email: 'yerin.moon@nanum.example', name: '문예린', birthday: '2006-06-27',
    number: '010-0000-4005', address: '경기도 성남시 분당구 정자동', university: '누리대학교', department: '미디어커뮤니케이션학과',
    gender: 2, mbti: 9, type: 2, rank: 1, cardinal: 2, power: 0, certify: 1,
    division: '청소년본부', team: '3팀 지역나눔', joinedDaysAgo: 395, lastLoginDaysAgo: 6,
  },
  {
    key: 'junseo', email: 'junseo.shin@nanum.example', name: '신준서', birthday: '1998-12-05',
    number: '010-0000-5001', address: '서울특별시 강서구 화곡동',
    gender: 1, mbti: 4, type: 3, rank: 2, cardinal: 0, power: 0, certify: 1,
    joinedDaysAgo: 600, lastLoginDaysAgo: 8,
  },
  {
    key: 'sua', email: 'sua.lim@nanum.example', name: '임수아', birthday: '1997-03-18',
    number: '010-0000-5002', address: '광주광역시 북구 용봉동',
    gender: 2, mbti: 6, type: 3, rank: 2, cardinal: 0, power: 0, certify: 1,
    joinedDaysAgo: 540, lastLoginDaysAgo: 12,
  },
  {
    key: 'hyunwoo', email: 'hyunwoo.kwon@nanum.example', name: '권현우', birthday: '2002-07-09',
    number: '010-0000-6001', address: '대구광역시 수성구 범어동', university: '한빛대학교', department: '국제학부',
    gender: 1, mbti: 15, type: 4, rank: 2, cardinal: 0, power: 0, certify: 1,
    joinedDaysAgo: 480, lastLoginDaysAgo: 5,
  },
  {
    key: 'chaewon', email: 'chaewon.hong@nanum.example', name: '홍채원', birthday: '2003-11-28',
    number: '010-0000-6002', address: '경기도 용인시 수지구 풍덕천동', university: '누리대학교', department: '간호학과',
    gender: 2, mbti: 10, type: 4, rank: 1, cardinal: 0, power: 0, certify: 1,
    joinedDaysAgo: 420, lastLoginDaysAgo: 9,
  },
  {
    key: 'taeyang', email: 'taeyang.nam@nanum.example', name: '남태양', birthday: '1993-05-01',
    number: '010-0000-5003', address: '서울특별시 송파구 잠실동',
    gender: 1, mbti: 13, type: 3, rank: 2, cardinal: 0, power: 0, certify: 1,
    joinedDaysAgo: 700, lastLoginDaysAgo: 15,
  },
];
