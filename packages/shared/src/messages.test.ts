import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('messages word for word (SPEC sections 5 and 8)', () => {
  it.each([
    ['EMAIL_REQUIRED_MESSAGE', messages.EMAIL_REQUIRED_MESSAGE, '이메일이 입력되지 않았습니다.'],
    ['PASSWORD_REQUIRED_MESSAGE', messages.PASSWORD_REQUIRED_MESSAGE, '비밀번호가 입력되지 않았습니다.'],
    ['PASSWORD_CHANGE_INVALID_MESSAGE', messages.PASSWORD_CHANGE_INVALID_MESSAGE, '한번 더 입력란을 확인해주세요.'],
    ['PASSWORD_HINT', messages.PASSWORD_HINT, '문자, 숫자, 특수문자 포함(최소 8자 이상, 20자 이하)'],
    ['PHONE_REQUIRED_MESSAGE', messages.PHONE_REQUIRED_MESSAGE, '연락처를 입력해주세요.'],
    ['ADDRESS_REQUIRED_MESSAGE', messages.ADDRESS_REQUIRED_MESSAGE, '주소를 입력해주세요.'],
    ['UNIVERSITY_REQUIRED_MESSAGE', messages.UNIVERSITY_REQUIRED_MESSAGE, '학교 / 학과를 입력해주세요.'],
    ['MBTI_REQUIRED_MESSAGE', messages.MBTI_REQUIRED_MESSAGE, 'MBTI를 선택해주세요.'],
    ['IMAGE_TYPE_INVALID_MESSAGE', messages.IMAGE_TYPE_INVALID_MESSAGE, '업로드 가능한 이미지 파일이 아닙니다.'],
    ['UNKNOWN_ERROR_MESSAGE', messages.UNKNOWN_ERROR_MESSAGE, '확인되지 않은 오류입니다.'],
    ['CONNECTION_FAILED_MESSAGE', messages.CONNECTION_FAILED_MESSAGE, '연결에 실패하였습니다.'],
    [
      'POSTCODE_UNAVAILABLE_MESSAGE',
      messages.POSTCODE_UNAVAILABLE_MESSAGE,
      '현재 Daum 우편번호 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
    ],
    ['ALARM_EMPTY_MESSAGE', messages.ALARM_EMPTY_MESSAGE, '표시할 알람이 없습니다.'],
    ['CONFIRM_DELETE_READ_ALARMS', messages.CONFIRM_DELETE_READ_ALARMS, '읽은 알람을 삭제하시겠습니까?'],
    ['CONFIRM_DELETE_ALL_ALARMS', messages.CONFIRM_DELETE_ALL_ALARMS, '모든 알람을 삭제하시겠습니까?'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('the non-certified alert says the user is not certified and needs more information', () => {
    expect(messages.NOT_CERTIFIED_ALERT).toContain('인증되지 않은');
    expect(messages.NOT_CERTIFIED_ALERT).toContain('추가 정보');
  });

  it.each([
    ['EMAIL_TOO_LONG_MESSAGE', messages.EMAIL_TOO_LONG_MESSAGE, '50자'],
    ['PASSWORD_TOO_LONG_MESSAGE', messages.PASSWORD_TOO_LONG_MESSAGE, '100자'],
    ['ADDRESS_TOO_LONG_MESSAGE', messages.ADDRESS_TOO_LONG_MESSAGE, '255자'],
  ])('%s names the limit (%s)', (_name, message, limit) => {
    expect(message).toContain(limit);
  });
});
