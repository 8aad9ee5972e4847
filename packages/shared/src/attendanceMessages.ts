/** Korean answers of QR attendance (issue 27): check-in and out, the codes, the camera and corrections. */
import { ATTENDANCE_CODE_DIGITS, MAX_SERVED_MINUTES } from './attendance';
import { formatHours } from './youthRules';

export const ATTENDANCE_MESSAGES = {
  notSelected: '이 캠페인에 선발된 참여자만 출석할 수 있습니다.',
  codeExpired: 'QR 코드의 유효 시간이 지났습니다. 운영진 화면의 새 코드를 다시 스캔해주세요.',
  codeInvalid: '출석 코드가 올바르지 않습니다. 운영진 화면의 QR 코드나 6자리 코드를 다시 확인해주세요.',
  codeFormat: `운영진 화면에 보이는 ${ATTENDANCE_CODE_DIGITS}자리 숫자 코드를 입력해주세요.`,
  campaignRequired: '출석할 캠페인을 선택해주세요.',
  notCampaignDay: '오늘은 이 캠페인의 활동일이 아닙니다.',
  alreadyCheckedOut: '이미 퇴실 처리되었습니다. 시간 정정은 운영진에게 요청해주세요.',
  justCheckedIn: '방금 입실했습니다. 활동을 마치고 퇴실할 때 다시 스캔해주세요.',
  checkedIn: '입실했습니다. 활동을 마치면 다시 스캔해 퇴실해주세요.',
  checkedOut: (minutes: number) => `퇴실했습니다. 활동 시간 ${formatHours(minutes)}(${minutes}분)이 기록되었습니다.`,
  memberCodeOtherCampaign: '다른 캠페인 참여자의 QR 코드입니다.',
  memberCodeNotMine: '본인의 참여 기록에 대한 QR 코드만 볼 수 있습니다.',
  cameraRefused: '카메라를 사용할 수 없습니다. 브라우저 설정에서 카메라 권한을 허용하거나, 아래에 운영진 화면의 6자리 코드를 입력해주세요.',
  cameraUnsupported: '이 브라우저에서는 카메라로 QR 코드를 읽을 수 없습니다. 운영진 화면의 6자리 코드를 입력해주세요.',
  noAttendance: '출석 기록이 없습니다.',
  notCorrectable: '승인 전(선발, 참여 확인) 기록만 출석 시간을 정정할 수 있습니다. 승인된 기록은 참여 기록 정정을 이용해주세요.',
  timeInvalid: '입실·퇴실 시각을 YYYY-MM-DD HH:MM 형식으로 입력해주세요.',
  checkOutBeforeCheckIn: '퇴실 시각은 입실 시각 이후여야 합니다.',
  minutesInvalid: `활동 시간은 0분 이상 ${MAX_SERVED_MINUTES}분 이하의 숫자로 입력해주세요.`,
  spanOverMax: `입실부터 퇴실까지가 ${formatHours(MAX_SERVED_MINUTES)}(${MAX_SERVED_MINUTES}분)을 넘습니다. 시각을 확인하거나 활동 시간을 직접 입력해주세요.`,
  timeOutsideCampaign: (startDate: string, endDate: string) =>
    `입실·퇴실 시각은 캠페인 활동일(${startDate === endDate ? startDate : `${startDate} ~ ${endDate}`}) 안이어야 합니다.`,
  minutesOverSpan: '활동 시간은 입실부터 퇴실까지의 시간보다 길 수 없습니다.',
  minutesNeedCheckOut: '퇴실 시각이 없으면 활동 시간을 기록할 수 없습니다.',
  reasonRequired: '정정 사유를 입력해주세요.',
  reasonTooLong: '정정 사유는 200자 이하로 입력해주세요.',
  corrected: '출석 기록을 정정했습니다.',
} as const;

/** The member's alarm when a manager corrects their attendance. */
export const ATTENDANCE_ALARMS = {
  corrected: '출석 기록이 정정되었습니다',
} as const;
