import type { ParticipationStatus } from '@nanum/shared/youthRules';

/**
 * Youth volunteer campaigns of the last two years (and one coming up), with who took part.
 * startDaysAgo is relative to the day of seeding (negative: in the future). Participation in
 * every state of the lifecycle: approved (credited with the campaign's minutes) only in campaigns
 * that have ended, attended (confirmed, waiting for approval), selected, applied, rejected, and
 * one approved record cancelled with a reason.
 */
export interface SeedCampaign {
  name: string;
  description: string;
  place: string;
  startDaysAgo: number;
  /** Length in days (1 = a one-day campaign). */
  days: number;
  creditMinutes: number;
  capacity: number | null;
  participants: Record<string, ParticipationStatus>;
}

const A = 'approved';
const P = 'applied';
const S = 'selected';
const N = 'attended';
const R = 'rejected';
const C = 'cancelled';

export const campaigns: SeedCampaign[] = [
  {
    name: '제1회 연말 연탄 나눔', description: '홀로 사는 어르신 댁에 연탄 1,000장을 전달합니다.', place: '서울특별시 노원구 중계동 일대',
    startDaysAgo: 715, days: 1, creditMinutes: 240, capacity: 40, participants: { champ: A, seoyeon: A, doyun: A },
  },
  {
    name: '설맞이 어르신 떡국 나눔', description: '복지관 어르신들과 떡국을 함께 끓이고 나눕니다.', place: '서울특별시 종로구 노인복지관',
    startDaysAgo: 680, days: 1, creditMinutes: 180, capacity: 25, participants: { champ: A, seoyeon: A, doyun: R },
  },
  {
    name: '제1회 식목 주간 나무 심기', description: '협력 숲에 묘목을 심고 숲 가꾸기 교육을 받습니다.', place: '경기도 양평군 협력 숲',
    startDaysAgo: 600, days: 1, creditMinutes: 300, capacity: 50, participants: { champ: A, doyun: A },
  },
  {
    name: '제1회 어린이날 나눔 장터', description: '기증받은 장난감과 책으로 나눔 장터를 열고 수익금을 기부합니다.', place: '서울특별시 마포구 주민센터 앞마당',
    startDaysAgo: 570, days: 1, creditMinutes: 240, capacity: 30, participants: { champ: A, seoyeon: A },
  },
  {
    name: '초여름 하천 플로깅', description: '하천 산책로를 걸으며 쓰레기를 줍고 분리배출합니다.', place: '서울특별시 성동구 하천 산책로',
    startDaysAgo: 530, days: 1, creditMinutes: 180, capacity: 60, participants: { champ: A, doyun: A, taeyang: A },
  },
  {
    name: '제1회 여름 도시락 배달', description: '방학 중 결식 우려 아동 가정에 도시락을 배달합니다.', place: '서울특별시 강북구 일대',
    startDaysAgo: 490, days: 5, creditMinutes: 480, capacity: 20, participants: { champ: A, seoyeon: A },
  },
  {
    name: '지역아동센터 여름 캠프 보조', description: '1박 2일 여름 캠프에서 아이들의 프로그램 진행을 돕습니다.', place: '강원특별자치도 춘천시 청소년수련원',
    startDaysAgo: 460, days: 2, creditMinutes: 480, capacity: 15, participants: { champ: A, seoyeon: A, doyun: A },
  },
  {
    name: '제1회 가을 플로깅 데이', description: '시민과 함께 걷고 줍는 가을 플로깅 행사를 진행합니다.', place: '서울특별시 성동구 하천 산책로',
    startDaysAgo: 425, days: 1, creditMinutes: 180, capacity: 80, participants: { champ: A, doyun: A, junseo: A, taeyang: A },
  },
  {
    name: '환경 그림책 만들기 워크숍', description: '지역아동센터 아이들과 바다 쓰레기를 주제로 그림책을 만듭니다.', place: '서울특별시 마포구 지역아동센터',
    startDaysAgo: 400, days: 3, creditMinutes: 360, capacity: 12, participants: { champ: A, doyun: A },
  },
  {
    name: '제1회 사랑의 김장 나눔', description: '김치 2,000포기를 담가 한부모 가정과 어르신 댁에 전합니다.', place: '서울특별시 은평구 구민체육센터',
    startDaysAgo: 370, days: 1, creditMinutes: 300, capacity: 60, participants: { champ: A, seoyeon: A, haeun: A, sua: A },
  },
  {
    name: '제2회 연말 연탄 나눔', description: '한파 속 어르신 댁에 연탄 500장을 전달합니다.', place: '서울특별시 노원구 중계동 일대',
    startDaysAgo: 338, days: 1, creditMinutes: 240, capacity: 60, participants: { champ: A, haeun: A, jiho: A, junseo: A },
  },
  {
    name: '어르신 말벗 방문', description: '홀로 사는 어르신 댁을 방문해 말벗이 되어 드립니다.', place: '서울특별시 강서구 화곡동 일대',
    startDaysAgo: 300, days: 1, creditMinutes: 120, capacity: 10, participants: { sua: A, chaewon: C },
  },
  {
    name: '제2회 식목 주간 나무 심기', description: '모금으로 마련한 묘목 120그루를 후원자 가족과 함께 심습니다.', place: '경기도 양평군 협력 숲',
    startDaysAgo: 231, days: 1, creditMinutes: 300, capacity: 80, participants: { champ: A, doyun: A, haeun: A, taeyang: A },
  },
  {
    name: '제2회 어린이날 나눔 장터', description: '두 번째 나눔 장터. 수익금은 지역아동센터 도서 구입에 쓰입니다.', place: '서울특별시 마포구 주민센터 앞마당',
    startDaysAgo: 203, days: 1, creditMinutes: 240, capacity: 30, participants: { champ: A, jiho: R, yerin: A },
  },
  {
    name: '토요 공부방 특강 주간', description: '초등학생 대상 과학 실험과 독서 특강을 진행합니다.', place: '경기도 수원시 지역아동센터',
    startDaysAgo: 160, days: 2, creditMinutes: 360, capacity: 10, participants: { seoyeon: A, haeun: A },
  },
  {
    name: '제2회 여름 도시락 배달', description: '“한 끼의 온기” 모금으로 마련한 도시락을 배달합니다.', place: '서울특별시 강북구 일대',
    startDaysAgo: 128, days: 5, creditMinutes: 480, capacity: 25, participants: { champ: A, jiho: A, yerin: A },
  },
  {
    name: '어르신 스마트폰 교실', description: '복지관 어르신께 사진 보내기와 영상 통화를 알려드립니다.', place: '서울특별시 노원구 구립복지관',
    startDaysAgo: 100, days: 2, creditMinutes: 240, capacity: 8, participants: { jiho: A, yerin: R, hyunwoo: A },
  },
  {
    name: '제2회 가을 플로깅 데이', description: '시민 220명과 함께한 하천 정화 플로깅 행사입니다.', place: '서울특별시 성동구 하천 산책로',
    startDaysAgo: 68, days: 1, creditMinutes: 180, capacity: 250, participants: { champ: A, doyun: A, haeun: A, junseo: A, taeyang: A },
  },
  {
    name: '지역 축제 건강 나눔 부스', description: '혈압 측정과 손 씻기 교육 부스를 운영합니다.', place: '경기도 용인시 수지구 문화공원',
    startDaysAgo: 44, days: 1, creditMinutes: 240, capacity: 12, participants: { chaewon: A, hyunwoo: A },
  },
  {
    name: '제2회 사랑의 김장 나눔', description: '김장 김치를 담가 지역 어르신과 한부모 가정에 전합니다.', place: '서울특별시 은평구 구민체육센터',
    startDaysAgo: 20, days: 1, creditMinutes: 300, capacity: 60, participants: { champ: A, haeun: A, jiho: A, yerin: N, sua: A },
  },
  {
    name: '어르신 안부 전화 봉사', description: '홀로 사는 어르신께 안부 전화를 드리고 필요한 도움을 살핍니다.', place: '서울특별시 노원구 구립복지관',
    startDaysAgo: 6, days: 1, creditMinutes: 120, capacity: 20, participants: { champ: N, doyun: N, taeyang: R },
  },
  {
    name: '제3회 연말 연탄 나눔', description: '올겨울 첫 연탄 나눔. 장갑과 앞치마는 현장에서 드립니다.', place: '서울특별시 노원구 중계동 일대',
    startDaysAgo: -12, days: 1, creditMinutes: 240, capacity: 60, participants: { champ: P, haeun: P, jiho: S, yerin: S, junseo: P },
  },
];
