import { html, p } from '../html';
import type { SeedPost } from '../types';

/** 언론보도: articles about the association. Outlets are fictional (.example addresses). */
export const pressPosts: SeedPost[] = [
  {
    by: 'admin', kind: '보도', daysAgo: 8, visit: 143, recommend: 4,
    title: '청소년 2년간 봉사 16회… “함께 사는 법 배웠어요”',
    source: '한빛일보', link: 'https://www.hanbitilbo.example/news/articleView.html?idxno=48213',
    content: html(p('챔프단 1기 수료생들의 2년 활동을 소개한 기사입니다. 환경 그림책 제작과 플로깅 활동이 자세히 실렸습니다.')),
  },
  {
    by: 'admin', kind: '인터뷰', daysAgo: 32, visit: 118, recommend: 3,
    title: '[인터뷰] “작은 나눔이 모이면 동네가 바뀝니다”',
    source: '누리방송 뉴스', link: 'https://news.nuribroadcast.example/view/2025/110482',
    content: html(p('협회 이사장이 지역 나눔 네트워크의 의미와 청소년 봉사 프로그램의 계획을 이야기했습니다.')),
    comments: [{ by: 'taeyang', text: '방송 잘 봤습니다. 자랑스럽네요.' }],
  },
  {
    by: 'admin', kind: '보도', daysAgo: 67, visit: 97, recommend: 2,
    title: '가을 플로깅 데이에 시민 220명 참여',
    source: '서울시민신문', link: 'https://www.seoulcitizen.example/article/20251018/3391',
    content: html(p('하천 산책로 정화 활동에 가족 단위 시민이 대거 참여했다는 소식을 전했습니다.')),
  },
  {
    by: 'operator', kind: '기고', daysAgo: 125, visit: 86, recommend: 2,
    title: '[기고] 청소년 봉사, 시간 채우기에서 경험 쌓기로',
    source: '청년내일신문', link: 'https://www.youthnaeil.example/opinion/7720',
    content: html(p('청소년본부장의 기고문입니다. 봉사시간 인증을 넘어 스스로 기획하는 봉사의 중요성을 이야기했습니다.')),
  },
  {
    by: 'admin', kind: '보도', daysAgo: 95, visit: 104, recommend: 3,
    title: '방학 중 결식 아동에 도시락 1,800개 전달',
    source: '나라경제신문', link: 'https://www.naraeconomy.example/news/2025/07/21/015',
    content: html(p('여름 먹거리 나눔 모금과 챔프단 3팀의 도시락 배달 활동이 보도되었습니다.')),
    comments: [{ by: 'jiho', text: '3팀 활동이 기사에 나오다니! 뿌듯합니다.' }],
  },
  {
    by: 'admin', kind: '보도', daysAgo: 215, visit: 91, recommend: 1,
    title: '기업 · 시민단체 손잡고 탄소중립 숲 조성',
    source: '그린투데이', link: 'https://www.greentoday.example/news/20250412/882',
    content: html(p('협력 기업과 함께한 나무 심기 캠페인이 소개되었습니다.')),
  },
  {
    by: 'admin', kind: '인터뷰', daysAgo: 276, visit: 79, recommend: 2,
    title: '[인터뷰] 챔프단 1기 단원들이 말하는 봉사',
    source: '한빛일보', link: 'https://www.hanbitilbo.example/news/articleView.html?idxno=45107',
    content: html(p('챔프단 1기 단원 세 명이 봉사를 시작한 계기와 앞으로의 꿈을 이야기했습니다.')),
  },
  {
    by: 'admin', kind: '보도', daysAgo: 336, visit: 112, recommend: 2,
    title: '연말 연탄 나눔에 청소년 봉사자 60명 참여',
    source: '서울시민신문', link: 'https://www.seoulcitizen.example/article/20241221/2907',
    content: html(p('한파 속 연탄 500장을 나눈 봉사 현장을 전했습니다.')),
  },
];
