import { html, p, strong, ul } from '../html';
import type { SeedPost } from '../types';

/** 연간 모금: fundraising campaigns of the year and their results. */
export const fundraisingPosts: SeedPost[] = [
  {
    key: 'fundraising-winter', by: 'admin', kind: '모금 캠페인', pinned: true, daysAgo: 12, visit: 533, recommend: 11,
    title: '올겨울 겨울나기 나눔 모금을 시작합니다',
    content: html(
      p('올겨울 난방비 걱정 없이 지낼 수 있도록 홀로 사는 어르신과 한부모 가정에 난방비와 방한용품을 전합니다.'),
      ul([`${strong('목표 금액')}: 5,000만 원`, `${strong('모금 기간')}: 11월 중순 ~ 2월 말`, `${strong('지원 대상')}: 서울 · 경기 지역 300가구`]),
      p('1만 원이면 한 가구에 일주일 난방비를, 3만 원이면 방한 이불 한 채를 전할 수 있습니다.'),
    ),
    comments: [
      { by: 'taeyang', text: '작년에 이어 올해도 정기후원 금액을 조금 늘렸습니다. 따뜻한 겨울 되길 바랍니다.', recommend: 5 },
      { by: 'member', text: '회사 동료들과 함께 모금함을 만들어 보려고 해요.', replies: [{ by: 'admin', text: '감사합니다! 단체 모금 키트를 보내드릴게요. 사무국으로 연락 주세요.' }] },
    ],
  },
  {
    by: 'admin', kind: '결과 보고', daysAgo: 95, visit: 281, recommend: 7,
    title: '상반기 모금 결과 보고',
    content: html(
      p('상반기 동안 개인 후원자 1,284분과 기업 12곳이 함께해 주셨습니다.'),
      ul(['개인 정기후원: 1억 2,400만 원', '일시 후원: 3,150만 원', '기업 후원: 8,700만 원']),
      p('모인 기부금은 청소년 교육 지원, 지역 먹거리 나눔, 환경 캠페인에 쓰였으며 자세한 내역은 기부금 활용 게시판에서 확인하실 수 있습니다.'),
    ),
    comments: [{ by: 'sua', text: '숫자로 보니 더 뿌듯하네요. 투명하게 공개해 주셔서 감사합니다.' }],
  },
  {
    by: 'operator', kind: '모금 캠페인', daysAgo: 140, visit: 244, recommend: 6,
    title: '“한 끼의 온기” 여름 먹거리 나눔 모금',
    content: html(
      p('방학 동안 급식이 끊기는 아이들에게 건강한 도시락을 전합니다.'),
      p('5천 원이면 아이 한 명에게 든든한 한 끼가 됩니다. 챔프단 3팀이 직접 도시락 배달에 함께합니다.'),
    ),
    comments: [
      { by: 'jiho', text: '3팀이 배달 동선 짜고 있어요. 열심히 전달하겠습니다!' },
      { by: 'chaewon', text: '작은 금액이지만 참여했어요.' },
    ],
  },
  {
    by: 'admin', kind: '결과 보고', daysAgo: 210, visit: 198, recommend: 4,
    title: '봄맞이 장학 모금 결과와 장학생 선발 소식',
    content: html(
      p('봄맞이 장학 모금에 모인 4,200만 원으로 청소년 장학생 28명을 선발했습니다.'),
      p('장학생들은 1년 동안 학업 지원금과 함께 멘토링 프로그램에 참여하게 됩니다. 함께해 주신 모든 분께 감사드립니다.'),
    ),
  },
  {
    by: 'operator', kind: '모금 캠페인', daysAgo: 290, visit: 173, recommend: 3,
    title: '나무 한 그루 심기 — 탄소중립 숲 조성 모금',
    content: html(
      p('1만 원으로 나무 한 그루를 심습니다. 모인 나무는 봄 식목 주간에 챔프단 1팀과 후원자 가족이 함께 심을 예정입니다.'),
      ul(['목표: 나무 1,000그루', '식재 장소: 경기도 양평군 협력 숲', '참여 혜택: 나무 이름표에 후원자 이름 새김']),
    ),
    comments: [{ by: 'doyun', text: '식목일에 꼭 함께 심으러 가고 싶어요.' }],
  },
  {
    by: 'admin', kind: '결과 보고', daysAgo: 300, visit: 322, recommend: 8,
    title: '지난해 연간 모금 결과 보고',
    content: html(
      p('지난 한 해 동안 모두 4억 3,600만 원이 모였습니다. 모금에 참여해 주신 모든 분께 깊이 감사드립니다.'),
      ul(['청소년 교육 지원 38%', '취약계층 생활 지원 34%', '환경 · 지역 캠페인 18%', '운영비 10%']),
    ),
    comments: [{ by: 'junseo', text: '운영비 비율까지 공개해 주시니 신뢰가 갑니다.' }],
  },
];
