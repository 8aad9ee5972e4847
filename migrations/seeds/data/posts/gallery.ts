import { html, p } from '../html';
import type { SeedPost } from '../types';

/**
 * 갤러리: picture posts. Each picture is a flat illustration in migrations/seeds/data/gallery (no real
 * person is pictured); demo.ts uploads it as the author would (an attachment in DATA_DIR/uploads),
 * shows it in the post and makes the first one the post's thumbnail.
 */
export const galleryPosts: SeedPost[] = [
  {
    by: 'operator', kind: '봉사 현장', daysAgo: 66, visit: 233, recommend: 9,
    title: '가을 플로깅 데이 현장',
    images: [{ file: 'autumn-plogging.webp', name: '플로깅 데이 단체 사진.jpg', alt: '하천 산책로에서 쓰레기 봉투를 채운 봉사자들이 다 함께 점프하는 모습 (일러스트)' }],
    content: html(p('하천 산책로 3km를 걸으며 쓰레기 봉투 64개를 채웠습니다. 함께해 주신 220명의 참가자 여러분 감사합니다.')),
    comments: [{ by: 'doyun', text: '사진 속 단체 점프 샷 최고예요!' }, { by: 'member', text: '저희 아이도 찍혔네요 ㅎㅎ' }],
  },
  {
    by: 'operator', kind: '행사', daysAgo: 35, visit: 198, recommend: 6,
    title: '챔프단 1기 수료식',
    images: [{ file: 'champ-graduation.webp', name: '1기 수료식.jpg', alt: '무대 위에서 수료증과 꽃다발을 든 챔프단 1기 단원들 (일러스트)' }],
    content: html(p('2년간의 활동을 마친 챔프단 1기 단원들의 수료식 현장입니다. 모두 정말 수고 많았어요.')),
    comments: [{ by: 'champ', text: '다시 봐도 뭉클하네요.', replies: [{ by: 'seoyeon', text: '우리 진짜 고생 많았다!' }] }],
  },
  {
    by: 'admin', kind: '봉사 현장', daysAgo: 88, visit: 176, recommend: 5,
    title: '여름 도시락 나눔',
    images: [{ file: 'summer-lunchbox.webp', name: '도시락 나눔.jpg', alt: '천막 아래 탁자에 도시락을 쌓아 두고 어르신께 전하는 봉사자들 (일러스트)' }],
    content: html(p('무더위 속에서도 한 끼의 온기를 전한 챔프단 3팀과 자원봉사자들의 모습입니다.')),
  },
  {
    by: 'operator', kind: '행사', daysAgo: 185, visit: 241, recommend: 8,
    title: '챔프단 2기 발대식',
    images: [{ file: 'champ-launch.webp', name: '2기 발대식.jpg', alt: '협회 깃발과 풍선 아래에서 손을 들어 다짐하는 챔프단 2기 단원들 (일러스트)' }],
    content: html(p('새로운 시작을 다짐한 2기 단원들과 응원해 주신 가족, 선생님들의 모습을 담았습니다.')),
    comments: [{ by: 'haeun', text: '발대식 날 너무 떨렸는데 사진으로 보니 좋네요.' }],
  },
  {
    by: 'admin', kind: '봉사 현장', daysAgo: 229, visit: 164, recommend: 4,
    title: '식목 주간 숲 가꾸기',
    images: [{ file: 'tree-planting.webp', name: '숲 가꾸기.jpg', alt: '언덕에 묘목을 심고 물을 주는 후원자 가족과 봉사자들 (일러스트)' }],
    content: html(p('후원자 가족과 함께 묘목 120그루를 심은 날. 10년 뒤 이 숲에서 다시 만나요.')),
  },
  {
    by: 'operator', kind: '봉사 현장', daysAgo: 337, visit: 152, recommend: 3,
    title: '겨울 연탄 나눔',
    images: [{ file: 'winter-briquettes.webp', name: '연탄 나눔.jpg', alt: '눈 내린 골목에서 줄지어 연탄을 건네는 봉사자들 (일러스트)' }],
    content: html(p('연탄 500장을 나르며 함께 땀 흘린 날의 기록입니다.')),
    comments: [{ by: 'junseo', text: '추웠지만 마음은 따뜻했던 날!' }],
  },
];
