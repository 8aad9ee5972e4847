import { html, p } from '../html';
import type { SeedPost } from '../types';

/** 갤러리: photo posts (thumbnails are left empty; images come with uploads). */
export const galleryPosts: SeedPost[] = [
  {
    by: 'operator', kind: '봉사 현장', daysAgo: 66, visit: 233, recommend: 9,
    title: '가을 플로깅 데이 현장',
    content: html(p('하천 산책로 3km를 걸으며 쓰레기 봉투 64개를 채웠습니다. 함께해 주신 220명의 참가자 여러분 감사합니다.')),
    comments: [{ by: 'doyun', text: '사진 속 단체 점프 샷 최고예요!' }, { by: 'member', text: '저희 아이도 찍혔네요 ㅎㅎ' }],
  },
  {
    by: 'operator', kind: '행사', daysAgo: 35, visit: 198, recommend: 6,
    title: '챔프단 1기 수료식',
    content: html(p('2년간의 활동을 마친 챔프단 1기 단원들의 수료식 현장입니다. 모두 정말 수고 많았어요.')),
    comments: [{ by: 'champ', text: '다시 봐도 뭉클하네요.', replies: [{ by: 'seoyeon', text: '우리 진짜 고생 많았다!' }] }],
  },
  {
    by: 'admin', kind: '봉사 현장', daysAgo: 88, visit: 176, recommend: 5,
    title: '여름 도시락 나눔',
    content: html(p('무더위 속에서도 한 끼의 온기를 전한 챔프단 3팀과 자원봉사자들의 모습입니다.')),
  },
  {
    by: 'operator', kind: '행사', daysAgo: 185, visit: 241, recommend: 8,
    title: '챔프단 2기 발대식',
    content: html(p('새로운 시작을 다짐한 2기 단원들과 응원해 주신 가족, 선생님들의 모습을 담았습니다.')),
    comments: [{ by: 'haeun', text: '발대식 날 너무 떨렸는데 사진으로 보니 좋네요.' }],
  },
  {
    by: 'admin', kind: '봉사 현장', daysAgo: 229, visit: 164, recommend: 4,
    title: '식목 주간 숲 가꾸기',
    content: html(p('후원자 가족과 함께 묘목 120그루를 심은 날. 10년 뒤 이 숲에서 다시 만나요.')),
  },
  {
    by: 'operator', kind: '봉사 현장', daysAgo: 337, visit: 152, recommend: 3,
    title: '겨울 연탄 나눔',
    content: html(p('연탄 500장을 나르며 함께 땀 흘린 날의 기록입니다.')),
    comments: [{ by: 'junseo', text: '추웠지만 마음은 따뜻했던 날!' }],
  },
];
