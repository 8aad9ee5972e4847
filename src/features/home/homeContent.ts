/**
 * The copy of the home page, kept as data so the view stays about layout. Every link points to a
 * route of SPEC section 2.
 */

export interface HomeLink {
  label: string;
  href: string;
}

export interface HomeAction extends HomeLink {
  variant: 'primary' | 'secondary';
}

export interface HomeCard {
  title: string;
  description: string;
  /** Optional link; its label names where it goes, so it reads well on its own. */
  link?: HomeLink;
  /** Optional short label shown above the title. */
  tag?: string;
}

export interface HomeSection {
  /** The section's anchor; its heading gets `${id}-title`. */
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  cards: HomeCard[];
  links?: HomeLink[];
  actions?: HomeAction[];
}

export interface HomeContent {
  pageTitle: string;
  description: string;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    actions: HomeAction[];
    promise: string[];
  };
  about: HomeSection;
  youth: HomeSection;
  news: HomeSection;
  endorsers: HomeSection;
  join: HomeSection;
}

export const homeContent: HomeContent = {
  pageTitle: '나눔 | 나눔으로 더 따뜻한 사회를',
  description:
    '나눔은 시민과 기업, 청소년이 함께 이웃을 돌보고 지역을 살리는 사회공헌협회입니다. 청소년 봉사 프로그램과 협회 소식을 만나 보세요.',

  hero: {
    eyebrow: '사회공헌협회 나눔',
    title: '나눔으로 더 따뜻한 사회를',
    lead:
      '작은 손길이 모이면 이웃의 내일이 달라집니다. 나눔은 시민과 기업, 그리고 청소년이 함께 이웃을 돌보고 지역을 살리는 사회공헌협회입니다. 오늘 건네는 마음 하나가 더 따뜻한 사회를 만듭니다.',
    actions: [
      { label: '협회 소개 보기', href: '/information', variant: 'primary' },
      { label: '청소년 봉사 알아보기', href: '/youth', variant: 'secondary' },
    ],
    promise: ['이웃 곁을 지키는 꾸준한 나눔', '청소년이 직접 기획하는 봉사', '투명하게 공개하는 기부금'],
  },

  about: {
    id: 'about',
    eyebrow: '나눔을 소개합니다',
    title: '협회 소개',
    lead:
      '나눔은 도움이 필요한 곳과 도울 수 있는 사람을 잇습니다. 우리는 한 번의 후원보다 오래 이어지는 관계를, 눈에 띄는 행사보다 삶을 바꾸는 변화를 소중히 여깁니다.',
    cards: [
      {
        title: '이웃 곁의 나눔',
        description:
          '홀로 지내는 어르신, 도움이 필요한 아동과 가정을 찾아가 무엇이 필요한지 함께 고민하고, 한 번에 그치지 않고 꾸준히 곁을 지킵니다.',
        link: { label: '캠페인 살펴보기', href: '/campaign' },
      },
      {
        title: '함께 만드는 변화',
        description:
          '기업과 기관, 시민이 힘을 모으는 캠페인과 ESG 협력으로 지역 사회에 오래 남는 변화를 만듭니다. 나눔은 혼자보다 함께일 때 더 멀리 갑니다.',
        link: { label: 'ESG 협력 알아보기', href: '/esg' },
      },
      {
        title: '투명한 운영',
        description:
          '모금과 기부금 사용 내역을 정기적으로 공개합니다. 보내 주신 마음이 어디에 닿았는지 누구나 확인할 수 있습니다.',
        link: { label: '기부금 활용 내역 보기', href: '/community/donation-utilization' },
      },
    ],
    links: [
      { label: '협회 이야기', href: '/information' },
      { label: '걸어온 길', href: '/history' },
      { label: '우리가 지키는 가치', href: '/worth' },
      { label: '조직 안내', href: '/organization' },
    ],
  },

  youth: {
    id: 'youth',
    eyebrow: '청소년과 함께',
    title: '청소년 봉사 프로그램',
    lead:
      '청소년이 스스로 기획하고 실천하는 봉사는 지역을 바꾸고, 그 과정에서 청소년 자신도 자랍니다. 나눔 청소년위원회는 배움과 나눔이 만나는 자리를 만듭니다.',
    cards: [
      {
        tag: '청소년위원회',
        title: '함께 자라는 봉사 공동체',
        description:
          '협회의 청소년 봉사 활동을 이끄는 조직입니다. 활동 소개와 모집 소식, 참여 방법을 한곳에서 확인하세요.',
        link: { label: '청소년위원회 소개', href: '/youth' },
      },
      {
        tag: '챔프팀',
        title: '직접 기획하는 봉사 프로젝트',
        description:
          '기수별로 팀을 이루어 지역의 문제를 찾고, 봉사 프로젝트를 직접 기획하고 운영합니다. 활동을 마치면 활동 증명서를 받을 수 있습니다.',
        link: { label: '챔프팀 알아보기', href: '/youth/champ' },
      },
      {
        tag: '서포터즈',
        title: '나눔을 알리는 목소리',
        description:
          '캠페인 현장과 온라인에서 협회의 활동을 알리고, 더 많은 사람이 나눔에 참여하도록 마음을 전합니다.',
        link: { label: '서포터즈 알아보기', href: '/youth/supporters' },
      },
      {
        tag: 'KSCV',
        title: '청년 봉사단 네트워크',
        description:
          '사회공헌에 뜻을 둔 청년들이 모여 봉사 경험을 나누고, 서로에게 배우며 함께 성장하는 봉사단입니다.',
        link: { label: 'KSCV 알아보기', href: '/youth/kscv' },
      },
    ],
  },

  endorsers: {
    id: 'endorsers',
    eyebrow: '함께 응원합니다',
    title: '나눔을 응원하는 사람들',
    lead: '각자의 자리에서 재능과 목소리로 나눔을 알리는 분들입니다. 응원 영상도 만나 보세요.',
    cards: [],
  },

  news: {
    id: 'news',
    eyebrow: '새로운 소식',
    title: '소식',
    lead: '협회의 새로운 소식과 나눔이 닿은 현장을 전해 드립니다.',
    cards: [
      {
        title: '공지사항',
        description: '봉사자 모집, 행사와 운영 안내를 가장 먼저 알려 드립니다.',
        link: { label: '공지사항 보기', href: '/community/notice' },
      },
      {
        title: '연간 모금',
        description: '한 해 동안 함께 모은 마음과 모금 현황을 나눕니다.',
        link: { label: '연간 모금 보기', href: '/community/annual-fundraising' },
      },
      {
        title: '기부금 활용',
        description: '기부금이 쓰인 곳과 그로 인해 달라진 이야기를 보고합니다.',
        link: { label: '기부금 활용 보기', href: '/community/donation-utilization' },
      },
      {
        title: '갤러리',
        description: '봉사와 캠페인 현장의 따뜻한 순간을 사진으로 만나 보세요.',
        link: { label: '갤러리 보기', href: '/gallery' },
      },
      {
        title: '언론 보도',
        description: '언론에 소개된 협회와 청소년 봉사단의 이야기입니다.',
        link: { label: '언론 보도 보기', href: '/press' },
      },
      {
        title: '영상',
        description: '현장의 목소리와 봉사자들의 이야기를 영상으로 전합니다.',
        link: { label: '영상 보기', href: '/video' },
      },
    ],
  },

  join: {
    id: 'join',
    eyebrow: '지금 함께해요',
    title: '함께하기',
    lead:
      '나눔은 특별한 사람만 하는 일이 아닙니다. 회원으로, 봉사자로, 파트너로, 당신에게 맞는 방법으로 함께해 주세요. 당신의 참여가 누군가에게는 가장 큰 힘이 됩니다.',
    cards: [
      { title: '회원으로', description: '회원이 되면 협회 소식과 봉사 모집 안내를 가장 먼저 받아 볼 수 있습니다.' },
      { title: '봉사자로', description: '청소년위원회와 캠페인 현장에서 이웃을 직접 만나고 마음을 나눕니다.' },
      { title: '파트너로', description: '기업과 기관은 ESG 협력과 캠페인으로 지역 사회와 함께 걸어갑니다.' },
    ],
    actions: [
      { label: '회원가입하기', href: '/author/join', variant: 'primary' },
      { label: '참여 방법 알아보기', href: '/join', variant: 'secondary' },
    ],
  },
};
