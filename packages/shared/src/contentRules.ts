/**
 * Limits and labels of the admin area's Content section: boards and kinds, the /member directory,
 * endorsers and the site settings. The column sizes of migrations 0003, 0005 and 0010.
 */
import { BOARD_ACTIONS, BOARD_LAYOUTS, type BoardAction, type BoardLayout } from './boardRules';
import type { SiteSettingKey } from './siteContent';

export const BOARD_NAME_MAX = 50;
export const BOARD_DESCRIPTION_MAX = 255;
export const KIND_NAME_MAX = 30;
/** A kind's colour: #rrggbb. */
export const KIND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** Kinds one board may have. */
export const KINDS_PER_BOARD_MAX = 30;

export const ORG_MEMBER_NAME_MAX = 50;
export const ORG_MEMBER_POSITION_MAX = 100;
export const ORG_MEMBER_DESCRIPTION_MAX = 2000;
export const ENDORSER_NAME_MAX = 100;
export const ENDORSER_DESCRIPTION_MAX = 500;
/** Stored photo sizes (whole picture kept, re-encoded as WebP). */
export const ORG_MEMBER_IMAGE_BOX = { width: 400, height: 400 } as const;
export const ENDORSER_IMAGE_BOX = { width: 400, height: 400 } as const;
/** Entries one reorder call may name (directory categories and endorsers are short lists). */
export const CONTENT_ORDER_MAX = 500;

/** Longest value of a site setting (the column holds 500). */
export const SITE_SETTING_MAX = 300;

export const BOARD_LAYOUT_LABELS = { list: '목록형', gallery: '갤러리형', press: '언론 보도형', video: '영상형' } as const satisfies Record<BoardLayout, string>;
export const BOARD_ACTION_LABELS = { list: '목록 보기', read: '글 읽기', write: '글쓰기', comment: '댓글', download: '파일 받기' } as const satisfies Record<BoardAction, string>;
export { BOARD_ACTIONS, BOARD_LAYOUTS };

/** How each site setting is checked: a web address, an email address, an amount of won, a two-digit code or plain text. */
export type SiteSettingFormat = 'text' | 'url' | 'email' | 'amount' | 'code';

export const SITE_SETTING_FIELDS = {
  organisationName: { label: '단체명', format: 'text' },
  representative: { label: '대표자', format: 'text' },
  registrationNumber: { label: '고유번호(사업자등록번호)', format: 'text' },
  address: { label: '주소', format: 'text' },
  phone: { label: '대표 전화', format: 'text' },
  fax: { label: '팩스', format: 'text' },
  email: { label: '이메일', format: 'email' },
  blogUrl: { label: '블로그 주소', format: 'url' },
  youtubeUrl: { label: '유튜브 주소', format: 'url' },
  instagramUrl: { label: '인스타그램 주소', format: 'url' },
  facebookUrl: { label: '페이스북 주소', format: 'url' },
  kakaoChannelUrl: { label: '카카오톡 채널 주소', format: 'url' },
  naverSiteVerification: { label: '네이버 서치어드바이저 사이트 확인 코드', format: 'text' },
  googleSiteVerification: { label: '구글 서치 콘솔 사이트 확인 코드', format: 'text' },
  donationBank: { label: '후원 계좌 은행', format: 'text' },
  donationAccountNumber: { label: '후원 계좌번호', format: 'text' },
  donationAccountHolder: { label: '후원 계좌 예금주', format: 'text' },
  donationGoalAmount: { label: '올해 모금 목표액(원, 숫자만)', format: 'amount' },
  donationTaxCode: { label: '기부금 유형 코드(연말정산 간소화 자료, 비우면 40 일반기부금)', format: 'code' },
} as const satisfies Record<SiteSettingKey, { label: string; format: SiteSettingFormat }>;
