/**
 * An expected failure with a Korean message for the user. Services throw it; the error handler
 * answers `{ status, message }` with the given HTTP status. Anything else is an unknown failure:
 * logged, and answered without internals.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'APP_ERROR',
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Korean messages of the API's own conventions (domain messages live in packages/shared). */
export const HTTP_MESSAGES = {
  notFound: '요청하신 주소를 찾을 수 없습니다.',
  badRequest: '요청 형식이 올바르지 않습니다.',
  tooLarge: '요청이 너무 큽니다.',
  forbiddenOrigin: '허용되지 않은 요청입니다.',
  internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  unavailable: '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;
