import type { SiteSettings } from '@nanum/shared/siteContent';

/**
 * The organisation's details for the footer: obviously demo values (reserved .example domains,
 * a registration number and phone numbers made of zeros). An administrator replaces them.
 */
export const siteSettings: SiteSettings = {
  organisationName: '(사)나눔 사회공헌협회 (데모)',
  representative: '홍길동 (데모)',
  registrationNumber: '000-00-00000 (데모)',
  address: '서울특별시 데모구 예시로 123, 3층 (데모 주소)',
  phone: '02-000-0000',
  fax: '02-000-0001',
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
