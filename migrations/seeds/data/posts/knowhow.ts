import { html, p, ul } from '../html';
import type { SeedPost } from '../types';

/** 봉사 노하우: tips and stories from the field. */
export const knowhowPosts: SeedPost[] = [
  {
    by: 'seoyeon', kind: '준비 팁', daysAgo: 15, visit: 274, recommend: 10,
    title: '교육봉사 첫날, 이것만은 챙기세요',
    content: html(
      p('멘토링을 3년째 하면서 정리한 준비물과 마음가짐이에요.'),
      ul(['아이 이름을 미리 외워 가기', '여분 필기구와 포스트잇', '정답보다 질문을 많이 하기', '약속한 시간은 꼭 지키기']),
      p('완벽한 선생님보다 꾸준한 선생님이 훨씬 큰 힘이 된다고 생각해요.'),
    ),
    comments: [
      { by: 'haeun', text: '이름 외워 가기 정말 중요해요. 아이들이 엄청 좋아해요.' },
      { by: 'chaewon', text: '다음 주 첫 멘토링인데 큰 도움 됐어요!', recommend: 1 },
    ],
  },
  {
    by: 'doyun', kind: '준비 팁', daysAgo: 48, visit: 191, recommend: 6,
    title: '플로깅 효율 두 배 올리는 법',
    content: html(
      p('쓰레기를 무작정 줍기보다 역할을 나누면 훨씬 빨라요.'),
      ul(['앞 사람은 큰 쓰레기, 뒤 사람은 담배꽁초 담당', '봉투는 일반 · 재활용 두 개로', '끝나고 무게를 재서 기록하면 뿌듯함 두 배']),
    ),
    comments: [{ by: 'junseo', text: '무게 기록 아이디어 좋네요. 서포터즈 카드뉴스 소재로 써도 될까요?', replies: [{ by: 'doyun', text: '물론이죠!' }] }],
  },
  {
    by: 'hyunwoo', kind: '현장 이야기', daysAgo: 77, visit: 152, recommend: 5,
    title: '해외 봉사에서 배운 “기다리는 봉사”',
    content: html(p('KSCV로 해외 학교 벽화 봉사를 다녀왔어요. 현지 선생님이 가장 강조한 건 “우리가 하고 싶은 일 말고, 그들이 필요한 일을 하자”였습니다.'), p('먼저 묻고, 충분히 듣고, 기다리는 것. 국내 봉사에서도 똑같이 중요한 것 같아요.')),
    comments: [
      { by: 'sua', text: '정말 공감해요. 좋은 글 감사합니다.' },
      { by: 'member', text: '봉사를 시작하려는 입장에서 마음에 새기게 되네요.' },
    ],
  },
  {
    by: 'member', kind: '질문', daysAgo: 103, visit: 96, recommend: 1,
    title: '직장인도 주말 봉사 참여할 수 있나요?',
    content: html(p('평일에는 시간이 어려워서 주말 봉사를 찾고 있어요. 챔프단이 아니어도 참여할 수 있는 활동이 있을까요?')),
    comments: [
      { by: 'taeyang', text: '서포터즈 행사 지원이나 플로깅 데이는 누구나 신청할 수 있어요!', recommend: 2 },
      { by: 'operator', text: '공지사항의 행사 글에서 신청하시면 됩니다. 환영합니다!' },
    ],
  },
  {
    by: 'chaewon', kind: '현장 이야기', daysAgo: 160, visit: 121, recommend: 4,
    title: '간호학과 학생의 건강 나눔 부스 운영기',
    content: html(p('지역 축제에서 혈압 측정과 손 씻기 교육 부스를 운영했어요. 하루 동안 200명 가까운 분들이 다녀가셨습니다.'), p('전공을 살린 봉사라 더 보람 있었어요. 다른 전공 친구들도 자기만의 나눔을 찾아보면 좋겠어요.')),
  },
  {
    by: 'sua', kind: '준비 팁', daysAgo: 220, visit: 167, recommend: 7,
    title: '어르신 말벗 봉사, 대화가 어색할 때',
    content: html(
      p('처음엔 무슨 말을 해야 할지 몰라서 저도 많이 긴장했어요.'),
      ul(['옛날 사진을 함께 보며 이야기 듣기', '좋아하시는 노래 같이 듣기', '다음 만남 때 지난 이야기를 기억해서 여쭤보기']),
      p('잘 듣는 것만으로도 충분히 좋은 말벗이 될 수 있어요.'),
    ),
    comments: [{ by: 'yerin', text: '다음 주 첫 방문인데 꼭 해볼게요.' }],
  },
  {
    by: 'champ', kind: '질문', daysAgo: 333, visit: 88, recommend: 2,
    title: '봉사시간 인증은 언제 반영되나요?',
    content: html(p('지난주 캠페인에 참여했는데 봉사시간이 아직 안 보여요. 보통 얼마나 걸리는지 궁금합니다.')),
    comments: [{ by: 'operator', text: '캠페인이 끝나고 운영진 확인 후 일주일 안에 승인됩니다. 승인되면 알림으로 알려드려요.', replies: [{ by: 'champ', text: '감사합니다!' }] }],
  },
];
