import { formatNumber } from './numberFormat';
import { SEARCH_COUNT_LIMIT } from './searchRules';

/** Korean messages of 통합검색 (ours: SPEC names no search). */
export const SEARCH_MESSAGES = {
  queryRequired: '검색어를 입력해주세요.',
  queryTooLong: '검색어는 50자 이하로 입력해주세요.',
  kindInvalid: '검색 대상을 다시 선택해주세요.',
  periodInvalid: '검색 기간을 다시 선택해주세요.',
  boardInvalid: '검색할 게시판을 다시 선택해주세요.',
  noResults: '검색 결과가 없습니다.',
  /** Shown when more posts match than are counted (SEARCH_COUNT_LIMIT). */
  manyResults: `검색 결과가 많아 최근 ${formatNumber(SEARCH_COUNT_LIMIT)}건까지 보여 드립니다. 검색어를 더 입력하거나 게시판·기간으로 좁혀 보세요.`,
} as const;
