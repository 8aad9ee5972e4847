/**
 * Site content: partner logos (footer carousel), corporations (admin-managed partners), pop-ups and
 * endorsers. All organisations and people are fictional; logo files live under public/images/.
 */

const embed = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}`;

/** Footer carousel: name and logo slug (/images/partners/<slug>.svg). */
export const partners: { name: string; slug: string }[] = [
  { name: '늘봄복지재단', slug: 'neulbom-welfare' },
  { name: '푸른내일 환경연대', slug: 'pureunnaeil-eco' },
  { name: '온누리 청소년센터', slug: 'onnuri-youth' },
  { name: '다온 푸드뱅크', slug: 'daon-foodbank' },
  { name: '한울 장학회', slug: 'hanul-scholarship' },
  { name: '새빛 지역아동센터 협의회', slug: 'saebit-children' },
  { name: '모두의 작은도서관', slug: 'modu-library' },
  { name: '이음 사회적협동조합', slug: 'ieum-coop' },
  { name: '햇살 자원봉사 연합', slug: 'haessal-volunteers' },
];

/** Corporations, in display order (sort). Logo: /images/partners/<slug>.svg. */
export const corporations: { name: string; slug: string; description: string; link: string }[] = [
  {
    name: '한빛전자', slug: 'hanbit-electronics', link: 'https://www.hanbit-electronics.example',
    description: '청소년 디지털 교육 기자재를 지원하고, 임직원이 어르신 스마트폰 교실 강사로 함께합니다.',
  },
  {
    name: '다솜식품', slug: 'dasom-foods', link: 'https://www.dasomfoods.example',
    description: '방학 중 결식 아동 도시락 나눔에 식재료를 후원하는 먹거리 나눔 파트너입니다.',
  },
  {
    name: '초록에너지', slug: 'chorok-energy', link: 'https://www.chorok-energy.example',
    description: '탄소중립 숲 조성 캠페인과 겨울나기 난방비 지원을 함께합니다.',
  },
  {
    name: '미래로증권', slug: 'miraero-securities', link: 'https://www.miraero.example',
    description: '나눔 장학금을 통해 청소년의 배움을 응원하는 장학 파트너입니다.',
  },
  {
    name: '새로움건설', slug: 'saeroum-construction', link: 'https://www.saeroum.example',
    description: '취약계층 주거 환경 개선과 지역아동센터 공간 수리를 지원합니다.',
  },
  {
    name: '온새미제약', slug: 'onsaemi-pharma', link: 'https://www.onsaemi.example',
    description: '지역 축제 건강 나눔 부스와 상비약 키트 나눔을 후원합니다.',
  },
];

export const popups = [
  {
    title: '청소년 챔프단 3기 모집',
    description: '우리 동네와 지구를 위해 한 걸음 내딛을 청소년을 찾습니다. 환경 · 교육 · 지역나눔 팀에서 1년 동안 함께해요!',
    link: '/youth',
    active: 1,
  },
  {
    title: '여름 먹거리 나눔 모금',
    description: '방학 동안 아이들의 한 끼를 지켜 주세요. 5천 원이면 든든한 도시락 하나가 됩니다.',
    link: '/community/annual-fundraising',
    active: 0,
  },
];

/** The 13 endorsers (SPEC section 9): image /images/endorsers/<n>.svg, n = position 1-13. */
export const endorsers: { name: string; description: string; href: string }[] = [
  { name: '한서율', description: '배우 · 겨울나기 나눔 캠페인 목소리 재능기부', href: embed('Rq7tLm3VbX1') },
  { name: '오지환', description: '가수 · 청소년 챔프단 발대식 축하 공연', href: embed('Hd2kPw9NsZ4') },
  { name: '백승아', description: '전 수영 국가대표 · 어린이 생존수영 교실 재능기부', href: embed('Tn5yGc8JqE0') },
  { name: '차민호', description: '요리연구가 · “한 끼의 온기” 도시락 레시피 개발', href: embed('Uv3sKx6WmB7') },
  { name: '유다인', description: '동화작가 · 환경 그림책 프로젝트 멘토', href: embed('Ce9fRj2LpA5') },
  { name: '석진우', description: '산악인 · 탄소중립 숲 조성 캠페인 홍보대사', href: embed('Gm4hTz7QdY2') },
  { name: '나윤하', description: '아나운서 · 나눔 정기총회 사회 재능기부', href: embed('Pw8cVn1KsR6') },
  { name: '고은채', description: '뮤지컬 배우 · 지역아동센터 뮤지컬 교실', href: embed('Ja6bXq3TuH9') },
  { name: '탁현준', description: 'e스포츠 해설가 · 청소년 디지털 시민교육 강연', href: embed('Ld1gMy5ZwF3') },
  { name: '피수현', description: '사진작가 · 나눔 갤러리 사진 재능기부', href: embed('Sk7nEu4CrW8') },
  { name: '편도훈', description: '가정의학과 전문의 · 건강 나눔 부스 자문', href: embed('Yb2qHo9VxN1') },
  { name: '봉지은', description: '셰프 · 어르신 밑반찬 나눔 요리 교실', href: embed('Fz5mWa8GtJ4') },
  { name: '어진솔', description: '웹툰 작가 · 챔프단 활동 웹툰 연재', href: embed('Nc3rBv6YkP0') },
];
