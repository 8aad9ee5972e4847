/**
 * What a request body may be sent as (issue 21): JSON or a form in UTF-8, as is or compressed with
 * one of the codings the API inflates; a file upload (multipart) only as is. Anything else is
 * refused before it is read, with the Korean messages below.
 */

/** Content-Encoding values the API reads for JSON and form bodies. */
export const BODY_CONTENT_ENCODINGS = ['identity', 'gzip', 'deflate', 'br'] as const;

/** Charsets a body may declare (its `charset=` parameter); none declared means UTF-8. */
export const BODY_CHARSETS = ['utf-8', 'utf8'] as const;

/** The body is compressed with a coding the API does not read (415). */
export const UNSUPPORTED_ENCODING_MESSAGE = '지원하지 않는 압축 형식입니다.';
/** The body declares a charset other than UTF-8 (415). */
export const UNSUPPORTED_CHARSET_MESSAGE = '지원하지 않는 문자 인코딩입니다. UTF-8로 보내주세요.';
/** A compressed body that does not decompress, or a body cut short (400). */
export const CORRUPT_BODY_MESSAGE = '요청 본문을 읽을 수 없습니다.';
