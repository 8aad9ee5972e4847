import { PERMISSION } from '@nanum/shared/memberCodes';
import type { SeedBoard } from './types';

const { OPERATORS, USERS_ONLY: USERS, EVERYONE } = PERMISSION;

/** News boards: the association's operators write, everyone reads, members comment. */
const news = { list: EVERYONE, read: EVERYONE, write: OPERATORS, comment: USERS, download: EVERYONE };
/** Youth community boards: verified members write and comment. */
const community = { list: EVERYONE, read: EVERYONE, write: USERS, comment: USERS, download: USERS };

/** The boards behind the SPEC section 2 routes, in menu order. */
export const boards: SeedBoard[] = [
  {
    href: 'notice', name: '공지사항', description: '협회의 새 소식과 행사, 모집 안내를 전해드립니다.',
    layout: 'list', perm: news, certifiedOnly: 0,
    kinds: [{ name: '공지', color: '#0d6efd' }, { name: '행사', color: '#198754' }, { name: '모집', color: '#fd7e14' }],
  },
  {
    href: 'annual-fundraising', name: '연간 모금', description: '한 해 동안 함께 모은 나눔의 기록입니다.',
    layout: 'list', perm: news, certifiedOnly: 0,
    kinds: [{ name: '모금 캠페인', color: '#dc3545' }, { name: '결과 보고', color: '#6f42c1' }],
  },
  {
    href: 'donation-utilization', name: '기부금 활용', description: '보내주신 기부금이 어디에 어떻게 쓰였는지 투명하게 알려드립니다.',
    layout: 'list', perm: news, certifiedOnly: 0,
    kinds: [{ name: '사업 보고', color: '#0d6efd' }, { name: '감사 인사', color: '#20c997' }, { name: '회계 공시', color: '#6c757d' }],
  },
  {
    href: 'champ', name: '챔프단 활동', description: '청소년 챔프단이 직접 전하는 활동 이야기입니다.',
    layout: 'list', perm: community, certifiedOnly: 1,
    kinds: [{ name: '활동 후기', color: '#198754' }, { name: '팀 소식', color: '#0dcaf0' }, { name: '설문', color: '#fd7e14' }],
  },
  {
    href: 'knowhow', name: '봉사 노하우', description: '봉사 현장에서 얻은 팁과 경험을 나눠요.',
    layout: 'list', perm: community, certifiedOnly: 1,
    kinds: [{ name: '준비 팁', color: '#6610f2' }, { name: '현장 이야기', color: '#d63384' }, { name: '질문', color: '#ffc107' }],
  },
  {
    href: 'gallery', name: '갤러리', description: '나눔의 순간을 사진으로 담았습니다.',
    layout: 'gallery', perm: news, certifiedOnly: 0,
    kinds: [{ name: '봉사 현장', color: '#198754' }, { name: '행사', color: '#0d6efd' }],
  },
  {
    href: 'press', name: '언론보도', description: '언론에 소개된 협회와 챔프단의 활동입니다.',
    layout: 'press', perm: news, certifiedOnly: 0,
    kinds: [{ name: '보도', color: '#212529' }, { name: '기고', color: '#6c757d' }, { name: '인터뷰', color: '#0d6efd' }],
  },
  {
    href: 'video', name: '영상', description: '캠페인과 봉사 현장을 영상으로 만나보세요.',
    layout: 'video', perm: news, certifiedOnly: 0,
    kinds: [{ name: '캠페인', color: '#dc3545' }, { name: '인터뷰', color: '#0d6efd' }, { name: '현장 스케치', color: '#198754' }],
  },
];
