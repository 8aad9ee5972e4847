import type { SiteSettings } from '@nanum/shared/siteContent';

/**
 * The organisation's details for the footer, the mail-not-configured notice and the pages that
 * repeat them (/gateway, /privacy.html read these values): demo values that look like the real
 * kind but belong to nobody. The address names a real district but a made-up road (예시로) and says
 * it is the demo's; the web addresses are on reserved .example domains; the registration number is
 * zeros. The phone and fax are Seoul numbers (02, then eight digits) whose exchange starts with 0:
 * a Korean exchange (국번) starts with 2 to 9 (0 is the trunk prefix), so no subscriber has such a
 * number, and the 1004 (천사) ending reads like many charities' lines. An administrator replaces them.
 */
export const siteSettings: SiteSettings = {
  organisationName: '(사)나눔 사회공헌협회 (데모)',
  representative: '홍길동 (데모)',
  registrationNumber: '000-00-00000 (데모)',
  address: '서울특별시 종로구 예시로 123, 나눔빌딩 3층 (데모 주소)',
  phone: '02-0456-1004',
  fax: '02-0456-1005',
  email: 'contact@nanum.example',
  blogUrl: 'https://blog.nanum.example',
  youtubeUrl: 'https://youtube.nanum.example',
  instagramUrl: 'https://instagram.nanum.example',
  facebookUrl: 'https://facebook.nanum.example',
  kakaoChannelUrl: 'https://kakao.nanum.example',
  // Given by Naver Search Advisor and Google Search Console for the real address; none for the demo.
  naverSiteVerification: '',
  googleSiteVerification: '',
  // The account the 후원하기 page names for gifts by bank transfer (a made-up demo account).
  donationBank: '나눔은행 (데모)',
  donationAccountNumber: '000-0000-0000-00',
  donationAccountHolder: '(사)나눔 사회공헌협회',
  // The goal the fundraising posts' progress bar measures this year's recorded gifts against.
  donationGoalAmount: '10000000',
  // 일반기부금: the code of the gifts in the file for the tax office's year-end settlement service.
  donationTaxCode: '40',
};
