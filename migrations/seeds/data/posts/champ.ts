import { html, p, strong, ul } from '../html';
import type { SeedPost } from '../types';

/** 챔프단 활동: youth champ team members write about their activities. */
export const champPosts: SeedPost[] = [
  {
    key: 'champ-survey', by: 'operator', kind: '설문', pinned: true, daysAgo: 4, visit: 156, recommend: 6,
    title: '[설문] 하반기 챔프단 활동 만족도 조사',
    content: html(
      p('한 해 동안 열심히 달려온 챔프단 여러분, 정말 수고 많으셨습니다.'),
      p('내년 활동을 더 알차게 준비하기 위해 짧은 설문을 준비했어요. 3분이면 충분합니다. 솔직한 의견 부탁드려요!'),
    ),
    comments: [
      { by: 'haeun', text: '참여 완료했습니다!' },
      { by: 'jiho', text: '주관식에 하고 싶은 말 길게 적었어요 ㅎㅎ' },
    ],
  },
  {
    key: 'champ-daon-review', by: 'champ', kind: '활동 후기', daysAgo: 9, visit: 312, recommend: 13,
    title: '1기 활동을 마치며 — 2년 동안의 기록',
    content: html(
      p('처음 챔프단에 지원할 때만 해도 봉사는 누군가를 “도와주는 일”이라고 생각했어요. 2년이 지난 지금은 함께 사는 법을 배우는 일이라고 말하고 싶어요.'),
      ul(['한강 플로깅에서 주운 쓰레기 봉투 87개', '지역아동센터 아이들과 만든 환경 그림책 1권', '함께한 캠페인 16번']),
      p(`그리고 무엇보다 ${strong('평생 갈 친구들')}을 얻었습니다. 3기 여러분도 꼭 즐기면서 활동하세요!`),
    ),
    comments: [
      { by: 'doyun', text: '다온아 고생 많았어! 1팀의 자랑이었다.', recommend: 4, replies: [{ by: 'champ', text: '팀장님 덕분이에요. 감사합니다!' }] },
      { by: 'division', text: '늘 먼저 손들어 주던 모습이 기억에 남아요. 수고 많았습니다.', recommend: 3 },
      { by: 'yerin', text: '선배님 글 읽고 저도 2기 끝까지 열심히 하기로 다짐했어요.' },
      { by: 'haeun', text: '그림책 프로젝트 정말 멋졌어요!' },
    ],
  },
  {
    by: 'seoyeon', kind: '팀 소식', daysAgo: 26, visit: 187, recommend: 7,
    title: '2팀 교육 — 토요 공부방 중간 결산',
    content: html(
      p('2팀은 이번 학기 매주 토요일 지역아동센터에서 초등학생 18명과 함께 공부했습니다.'),
      ul(['수학 기초 다지기 14회', '독서 토론 7회', '진로 이야기 시간 3회']),
      p('마지막 날 아이들이 직접 만든 상장을 받았는데, 제목이 “최고로 재미있는 선생님상”이었어요. 다음 학기도 기대해 주세요!'),
    ),
    comments: [
      { by: 'haeun', text: '상장 받고 다들 울컥했던 거 기억나요 ㅠㅠ' },
      { by: 'operator', text: '2팀 정말 수고 많았어요. 활동 사진은 갤러리에도 올려둘게요.' },
    ],
  },
  {
    by: 'jiho', kind: '활동 후기', daysAgo: 44, visit: 143, recommend: 5,
    title: '어르신 스마트폰 교실 보조 강사 후기',
    content: html(
      p('복지관에서 어르신들께 스마트폰으로 사진 보내는 법, 영상 통화하는 법을 알려드렸어요.'),
      p('손주에게 처음으로 영상 통화를 거신 어르신이 “얼굴 보니 살 것 같다”고 하셨을 때, 이 활동을 하길 정말 잘했다고 생각했습니다.'),
    ),
    comments: [
      { by: 'champ', text: '이런 활동 너무 좋다! 나도 다음에 같이 가고 싶어.' },
      { by: 'member', text: '저희 부모님도 이런 수업 들으시면 좋겠네요. 어디서 하는지 알 수 있을까요?', replies: [
        { by: 'jiho', text: '구립 복지관마다 비슷한 교실이 있어요. 가까운 복지관에 문의해 보세요!' },
      ] },
    ],
  },
  {
    by: 'doyun', kind: '팀 소식', daysAgo: 80, visit: 164, recommend: 4,
    title: '1팀 환경 — 가을 플로깅 데이 준비 회의록',
    content: html(
      p('다가오는 플로깅 데이를 위해 1팀이 모였습니다. 정리된 내용 공유합니다.'),
      ul(['코스: 하천 산책로 3km 순환', '역할: 안내 2명, 물품 3명, 기록 2명', '분리배출 교육 부스 운영']),
      p('장갑과 집게 수량 확인은 이번 주 금요일까지 부탁드려요.'),
    ),
    comments: [{ by: 'champ', text: '물품 담당 맡을게요!' }],
  },
  {
    by: 'haeun', kind: '활동 후기', daysAgo: 337, visit: 128, recommend: 6,
    title: '처음 참여한 연탄 나눔, 생각보다 따뜻했어요',
    content: html(
      p('연탄 한 장이 3.6kg이라는 걸 처음 알았어요. 줄지어 서서 손에서 손으로 연탄을 건네다 보니 어느새 500장이 창고에 쌓였습니다.'),
      p('얼굴에 검댕이 묻어도 다들 웃고 있었던 그날이 오래 기억날 것 같아요.'),
    ),
    comments: [
      { by: 'yerin', text: '하은이 얼굴에 검댕 묻은 사진 제가 갖고 있어요 ㅋㅋ' },
      { by: 'seoyeon', text: '첫 활동 정말 잘했어요!' },
      { by: 'jiho', text: '다음 연탄 봉사도 같이 가요.' },
    ],
  },
  {
    by: 'division', kind: '팀 소식', daysAgo: 112, visit: 205, recommend: 8,
    title: '청소년본부 상반기 활동 정리',
    content: html(
      p('상반기 동안 챔프단 1기와 2기가 함께 캠페인 11회, 정기 활동 36회를 진행했습니다.'),
      ul(['1팀 환경: 플로깅 4회, 나무 심기 1회', '2팀 교육: 토요 공부방, 멘토링', '3팀 지역나눔: 도시락 배달, 어르신 말벗']),
      p('하반기에는 팀 간 공동 프로젝트도 준비하고 있으니 기대해 주세요.'),
    ),
    comments: [{ by: 'doyun', text: '공동 프로젝트 아이디어 벌써 몇 개 모아두었습니다!' }],
  },
  {
    by: 'yerin', kind: '활동 후기', daysAgo: 140, visit: 117, recommend: 3,
    title: '여름 도시락 배달 첫날',
    content: html(p('생각보다 계단이 많았고, 생각보다 훨씬 반갑게 맞아주셨어요.'), p('“학생들 더운데 물 한 잔 하고 가”라는 말씀에 힘이 났습니다. 3팀 파이팅!')),
    comments: [{ by: 'jiho', text: '첫날부터 씩씩했던 예린 최고!' }],
  },
  {
    by: 'champ', kind: '활동 후기', daysAgo: 200, visit: 176, recommend: 9,
    title: '환경 그림책 “바다가 보낸 편지” 완성!',
    content: html(
      p('1팀과 지역아동센터 아이들이 석 달 동안 함께 만든 환경 그림책이 드디어 나왔습니다.'),
      p('바닷속 플라스틱 이야기를 아이들 눈높이로 풀어냈어요. 완성본은 센터와 동네 작은도서관에 기증했습니다.'),
    ),
    comments: [
      { by: 'seoyeon', text: '그림 너무 귀여워요. 2팀 공부방에도 한 권 주세요!', replies: [{ by: 'champ', text: '한 권 챙겨둘게요!' }] },
      { by: 'operator', text: '협회 사무실에도 비치해 두었습니다. 멋진 작업이에요.' },
    ],
  },
  {
    by: 'seoyeon', kind: '팀 소식', daysAgo: 260, visit: 98, recommend: 2,
    title: '2팀 새 멘토링 커리큘럼 안내',
    content: html(p('이번 학기부터 멘토링을 “공부 + 진로 + 마음” 세 가지 주제로 나눠 진행합니다.'), p('멘토 단원들은 첫 주 오리엔테이션에 꼭 참석해 주세요.')),
  },
  {
    by: 'doyun', kind: '활동 후기', daysAgo: 229, visit: 134, recommend: 5,
    title: '식목 주간, 나무 120그루를 심었습니다',
    content: html(p('모금으로 마련한 묘목 120그루를 후원자 가족들과 함께 심었어요.'), p('삽질은 힘들었지만, 10년 뒤 이 숲을 다시 찾을 생각을 하니 설렙니다.')),
    comments: [
      { by: 'champ', text: '손에 물집 잡힌 거 아직도 기억나요 ㅎㅎ' },
      { by: 'taeyang', text: '저희 가족도 함께했는데 아이가 자기 나무라며 좋아했어요.' },
    ],
  },
];
