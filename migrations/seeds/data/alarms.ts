/**
 * Notifications for the champ member and the plain member. `to` is a person key; the link is
 * either a post (by its key, rendered as /community/<board>/<id>), the person's own ability page
 * (/youth/ability/<id>) or a fixed path. view: 0 unread, 1 read.
 */
export interface SeedAlarm {
  to: string;
  title: string;
  subTitle: string;
  description: string;
  link: { post: string } | { ability: string } | { path: string };
  view: 0 | 1;
  hoursAgo: number;
}

export const alarms: SeedAlarm[] = [
  {
    to: 'champ', title: '새 설문이 등록되었습니다', subTitle: '챔프단 활동',
    description: '하반기 챔프단 활동 만족도 조사에 참여해 주세요.',
    link: { post: 'champ-survey' }, view: 0, hoursAgo: 90,
  },
  {
    to: 'champ', title: '게시글에 새 댓글이 달렸습니다', subTitle: '챔프단 활동',
    description: '강도윤: 다온아 고생 많았어! 1팀의 자랑이었다.',
    link: { post: 'champ-daon-review' }, view: 0, hoursAgo: 200,
  },
  {
    to: 'champ', title: '캠페인 참여가 승인되었습니다', subTitle: '봉사 활동',
    description: '제2회 사랑의 김장 나눔 참여가 승인되어 봉사시간 5시간이 인정되었습니다.',
    link: { ability: 'champ' }, view: 0, hoursAgo: 415,
  },
  {
    to: 'champ', title: '캠페인 참여가 승인되었습니다', subTitle: '봉사 활동',
    description: '제2회 가을 플로깅 데이 참여가 승인되어 봉사시간 3시간이 인정되었습니다.',
    link: { ability: 'champ' }, view: 1, hoursAgo: 1560,
  },
  {
    to: 'champ', title: '브론즈 트로피를 달성했습니다', subTitle: '봉사 활동',
    description: '캠페인 참여 14회를 달성해 브론즈 트로피를 받았어요. 축하합니다!',
    link: { ability: 'champ' }, view: 1, hoursAgo: 2900,
  },
  {
    to: 'member', title: '댓글에 답글이 달렸습니다', subTitle: '공지사항',
    description: '류성민: 네, 가능합니다. 정기 활동은 주말에 진행되어 학교 활동과 병행하는 단원이 많아요.',
    link: { post: 'notice-champ-recruit' }, view: 0, hoursAgo: 130,
  },
  {
    to: 'member', title: '댓글에 답글이 달렸습니다', subTitle: '연간 모금',
    description: '정하람: 감사합니다! 단체 모금 키트를 보내드릴게요. 사무국으로 연락 주세요.',
    link: { post: 'fundraising-winter' }, view: 1, hoursAgo: 260,
  },
  {
    to: 'member', title: '새 공지사항이 등록되었습니다', subTitle: '공지사항',
    description: '정기총회 개최 안내',
    link: { post: 'notice-general-meeting' }, view: 1, hoursAgo: 500,
  },
  {
    to: 'member', title: '나눔 회원이 되신 것을 환영합니다', subTitle: '사단법인 나눔',
    description: '협회 소개와 함께하는 방법을 살펴보세요.',
    link: { path: '/information' }, view: 1, hoursAgo: 9100,
  },
];
