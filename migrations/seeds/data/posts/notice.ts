import { html, p, strong, ul } from '../html';
import type { SeedPost } from '../types';

/** 공지사항: association news, events and calls for members. */
export const noticePosts: SeedPost[] = [
  {
    key: 'notice-champ-recruit', by: 'operator', kind: '모집', pinned: true, daysAgo: 6, visit: 842, recommend: 12,
    title: '청소년 챔프단 3기 단원을 모집합니다',
    content: html(
      p('우리 동네와 지구를 위해 한 걸음 내딛을 청소년 여러분을 기다립니다. 청소년 챔프단은 환경, 교육, 지역나눔 세 개 팀으로 나뉘어 1년 동안 직접 봉사활동을 기획하고 실천합니다.'),
      ul([
        `${strong('모집 대상')}: 만 15세 ~ 24세 청소년 및 대학생`,
        `${strong('모집 인원')}: 팀별 20명 내외`,
        `${strong('활동 기간')}: 선발 후 1년 (월 2회 정기 활동)`,
        `${strong('지원 방법')}: 홈페이지 회원가입 후 청소년 위원회 메뉴에서 지원서 작성`,
      ]),
      p('활동을 마친 단원에게는 봉사시간 인증과 활동 증명서가 발급됩니다. 많은 관심 부탁드립니다.'),
    ),
    comments: [
      { by: 'member', text: '고등학생 동생이 관심이 많은데, 학교 동아리 활동과 함께 해도 괜찮을까요?', replies: [
        { by: 'operator', text: '네, 가능합니다. 정기 활동은 주말에 진행되어 학교 활동과 병행하는 단원이 많아요.' },
      ] },
      { by: 'seoyeon', text: '1기로 활동했는데 정말 값진 1년이었어요. 3기 여러분 환영합니다!', recommend: 3 },
      { by: 'jiho', text: '2기 3팀도 새로운 팀원들 기다리고 있습니다 :)' },
    ],
  },
  {
    key: 'notice-system', by: 'admin', kind: '공지', pinned: true, daysAgo: 40, visit: 615, recommend: 5,
    title: '홈페이지 개편 및 회원 정보 확인 안내',
    content: html(
      p('더 편리하게 나눔 소식을 전하기 위해 홈페이지를 새롭게 단장했습니다.'),
      p('기존 회원님께서는 로그인 후 프로필에서 연락처와 주소, 학교 정보를 한 번 확인해 주세요. 본인 인증을 마치지 않은 계정은 일부 게시판 이용이 제한됩니다.'),
      ul(['알림 기능이 추가되어 댓글과 활동 승인 소식을 바로 받아볼 수 있습니다.', '챔프단원은 프로필에서 활동 증명서를 직접 발급받을 수 있습니다.']),
      p('이용 중 불편한 점은 사무국으로 알려주시면 빠르게 반영하겠습니다.'),
    ),
    comments: [
      { by: 'taeyang', text: '알림 기능 좋네요. 댓글 달리면 바로 알 수 있어서 편합니다.' },
      { by: 'chaewon', text: '활동 증명서 발급 메뉴는 챔프단만 보이는 건가요?', replies: [
        { by: 'admin', text: '네, 챔프단 활동을 마친 단원에게만 프로필에 버튼이 표시됩니다.' },
      ] },
    ],
  },
  {
    key: 'notice-general-meeting', by: 'admin', kind: '행사', pinned: true, daysAgo: 21, visit: 388, recommend: 4,
    title: '정기총회 개최 안내',
    content: html(
      p('사단법인 나눔의 정기총회를 아래와 같이 개최합니다. 회원 여러분의 많은 참석을 부탁드립니다.'),
      ul(['일시: 12월 둘째 주 토요일 오후 2시', '장소: 서울특별시 종로구 협회 교육장', '안건: 사업 결과 보고, 결산 승인, 새해 사업 계획']),
      p('참석이 어려우신 분은 위임장을 사무국으로 보내주시면 됩니다.'),
    ),
    comments: [{ by: 'junseo', text: '서포터즈도 참석할 수 있나요?', replies: [{ by: 'admin', text: '물론입니다. 모든 회원님께 열려 있어요.' }] }],
  },
  {
    by: 'operator', kind: '행사', daysAgo: 90, visit: 297, recommend: 6,
    title: '가을 플로깅 데이 참가 신청 안내',
    content: html(
      p('걷기와 쓰레기 줍기를 함께하는 플로깅 데이를 엽니다. 가족, 친구와 함께 참여하실 수 있어요.'),
      ul(['장갑과 집게, 봉투는 현장에서 나눠드립니다.', '편한 운동화와 개인 물병을 챙겨 주세요.', '참가자 전원에게 봉사시간 2시간이 인정됩니다.']),
    ),
    comments: [
      { by: 'doyun', text: '1팀 환경이 현장 진행을 맡습니다. 반갑게 맞이할게요!' },
      { by: 'member', text: '아이랑 같이 신청했어요. 기대됩니다.' },
    ],
  },
  {
    by: 'admin', kind: '공지', daysAgo: 62, visit: 214, recommend: 2,
    title: '추석 연휴 사무국 휴무 안내',
    content: html(p('추석 연휴 기간 동안 사무국이 휴무합니다. 연휴 중 접수된 문의는 연휴가 끝난 뒤 순서대로 답변드리겠습니다.'), p('모두 풍성하고 따뜻한 한가위 보내세요.')),
  },
  {
    by: 'operator', kind: '모집', daysAgo: 150, visit: 456, recommend: 8,
    title: '서포터즈 7기 모집 (온라인 홍보 · 행사 지원)',
    content: html(
      p('협회의 나눔 소식을 더 많은 분께 알릴 서포터즈를 모집합니다.'),
      ul(['카드뉴스 · 영상 등 온라인 콘텐츠 제작', '캠페인과 행사 현장 지원', '월 1회 정기 모임']),
      p('나이와 전공에 관계없이 나눔에 관심 있는 분이라면 누구나 지원하실 수 있습니다.'),
    ),
    comments: [
      { by: 'sua', text: '6기 활동 중인데 정말 추천합니다. 사람들이 너무 좋아요.', recommend: 2 },
      { by: 'hyunwoo', text: 'KSCV 활동과 함께 지원해도 되나요?', replies: [{ by: 'operator', text: '네, 중복 활동 가능합니다. 일정만 미리 조율해 주세요.' }] },
    ],
  },
  {
    by: 'division', kind: '행사', daysAgo: 190, visit: 331, recommend: 7,
    title: '청소년 챔프단 2기 발대식이 열립니다',
    content: html(
      p('새롭게 선발된 챔프단 2기 단원들의 발대식을 진행합니다. 1기 선배 단원들의 활동 발표와 팀별 첫 만남이 준비되어 있습니다.'),
      p('학부모님과 선생님들도 함께해 주시면 큰 힘이 됩니다.'),
    ),
    comments: [
      { by: 'haeun', text: '드디어 발대식이네요! 떨리고 설레요.' },
      { by: 'champ', text: '1기 대표로 발표 준비하고 있어요. 2기 여러분 곧 만나요!', recommend: 4 },
      { by: 'yerin', text: '발대식 복장은 자유인가요?', replies: [{ by: 'division', text: '단체 티셔츠를 현장에서 나눠드리니 편하게 오세요.' }] },
    ],
  },
  {
    by: 'admin', kind: '공지', daysAgo: 312, visit: 267, recommend: 3,
    title: '기부금 영수증 발급 방법 안내',
    content: html(
      p('연말정산에 필요한 기부금 영수증은 국세청 연말정산 간소화 서비스에서 조회하실 수 있습니다.'),
      p('간소화 서비스에서 확인되지 않는 경우 이름, 연락처, 기부 기간을 사무국 이메일로 보내주시면 우편 또는 이메일로 발급해 드립니다.'),
    ),
    comments: [{ by: 'taeyang', text: '매년 친절하게 안내해 주셔서 감사합니다.' }],
  },
  {
    by: 'operator', kind: '모집', daysAgo: 165, visit: 189, recommend: 2,
    title: '여름방학 교육봉사 멘토 모집',
    content: html(
      p('지역아동센터 아이들과 함께할 여름방학 학습 멘토를 모집합니다. 수학, 영어 기초 학습과 독서 지도를 함께합니다.'),
      ul(['기간: 여름방학 중 4주', '시간: 주 2회, 회당 3시간', '대상: 대학생 회원']),
    ),
    comments: [{ by: 'seoyeon', text: '작년에 참여했는데 아이들이 아직도 연락을 줘요. 꼭 해보세요!' }],
  },
  {
    by: 'admin', kind: '공지', daysAgo: 325, visit: 402, recommend: 9,
    title: '사단법인 나눔 새해 인사',
    content: html(
      p('지난 한 해 나눔과 함께해 주신 회원님, 후원자님, 그리고 챔프단 여러분께 진심으로 감사드립니다.'),
      p('올해도 가까운 이웃부터 더 넓은 세상까지, 작은 나눔이 큰 변화가 되도록 부지런히 뛰겠습니다. 새해 복 많이 받으세요.'),
    ),
    comments: [
      { by: 'member', text: '올해도 응원합니다. 새해 복 많이 받으세요!' },
      { by: 'junseo', text: '올해도 함께할게요!' },
    ],
  },
  {
    by: 'operator', kind: '행사', daysAgo: 345, visit: 176, recommend: 1,
    title: '겨울 연탄 나눔 봉사 일정 변경 안내',
    content: html(p('한파 예보로 연탄 나눔 봉사 일정을 한 주 미룹니다. 이미 신청하신 분들께는 개별 문자로 안내드렸습니다.'), p('안전이 최우선입니다. 양해 부탁드립니다.')),
  },
];
