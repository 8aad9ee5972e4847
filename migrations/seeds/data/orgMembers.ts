/**
 * The /member directory by category (global, advisory, presidency, committee, director,
 * influencer, ambassador, branch, esg). All names are invented.
 */
export interface SeedOrgMember {
  name: string;
  position: string;
  description: string;
}

export const orgMembers: Record<string, SeedOrgMember[]> = {
  global: [
    { name: '김하영', position: '미주지부장', description: '로스앤젤레스 한인 청소년 봉사 네트워크를 이끌고 있습니다.' },
    { name: '리처드 송', position: '유럽 협력위원', description: '독일 프랑크푸르트에서 해외 봉사 교류 프로그램을 담당합니다.' },
    { name: '박민경', position: '아시아 협력위원', description: '베트남 호찌민 지역 학교 지원 사업을 조율합니다.' },
  ],
  advisory: [
    { name: '서정호', position: '자문위원장', description: '사회복지학 교수 · 나눔 사업 평가 자문' },
    { name: '양미숙', position: '자문위원', description: '공인회계사 · 기부금 회계 투명성 자문' },
    { name: '길태윤', position: '자문위원', description: '변호사 · 공익법인 법률 자문' },
    { name: '조은별', position: '자문위원', description: '청소년 상담 전문가 · 챔프단 프로그램 자문' },
  ],
  presidency: [
    { name: '최원규', position: '회장', description: '“작은 나눔이 모여 동네를 바꾼다”는 믿음으로 협회를 이끌고 있습니다.' },
    { name: '송미란', position: '부회장', description: '나눔사업본부의 지역 나눔 네트워크를 총괄합니다.' },
    { name: '민경태', position: '사무총장', description: '사무국 운영과 후원자 소통을 책임집니다.' },
  ],
  committee: [
    { name: '하지석', position: '운영위원장', description: '연간 사업 계획과 예산 심의를 이끕니다.' },
    { name: '도현아', position: '운영위원', description: '청소년 프로그램 운영위원' },
    { name: '엄태호', position: '운영위원', description: '모금 사업 운영위원' },
  ],
  director: [
    { name: '정영선', position: '이사장', description: '협회 창립 때부터 함께해 온 이사장입니다.' },
    { name: '우상민', position: '이사', description: '사회적기업 대표 · 지역 일자리 나눔' },
    { name: '채소연', position: '이사', description: '초등학교 교장 · 교육 나눔' },
    { name: '변재훈', position: '감사', description: '세무사 · 회계 감사' },
  ],
  influencer: [
    { name: '마루', position: '인플루언서 단장', description: '환경 유튜버 · 제로웨이스트 생활 콘텐츠' },
    { name: '봄날의 책방', position: '인플루언서', description: '북튜버 · 작은도서관 책 나눔 캠페인' },
    { name: '요리하는 지안', position: '인플루언서', description: '요리 크리에이터 · 도시락 나눔 홍보' },
  ],
  ambassador: [
    { name: '한서율', position: '홍보대사', description: '배우 · 겨울나기 나눔 캠페인' },
    { name: '석진우', position: '홍보대사', description: '산악인 · 탄소중립 숲 조성 캠페인' },
  ],
  branch: [
    { name: '구본철', position: '부산지부장', description: '부산 · 경남 지역 나눔 사업을 이끕니다.' },
    { name: '함수정', position: '대구지부장', description: '대구 · 경북 지역 청소년 봉사를 이끕니다.' },
    { name: '라동현', position: '광주지부장', description: '광주 · 전남 지역 먹거리 나눔을 이끕니다.' },
    { name: '진예슬', position: '대전지부장', description: '대전 · 충청 지역 교육 나눔을 이끕니다.' },
  ],
  esg: [
    { name: '탁미정', position: 'ESG 위원장', description: '기업과 함께하는 지속가능한 사회공헌 모델을 만듭니다.' },
    { name: '소준혁', position: 'ESG 위원', description: '탄소중립 캠페인 기업 협력 담당' },
    { name: '남궁윤', position: 'ESG 위원', description: '임직원 봉사 프로그램 설계' },
  ],
};
