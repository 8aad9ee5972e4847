/**
 * Korean answers of the youth programme calls (ours: SPEC shows the youth screens, not their
 * wording). Campaigns, participation, the ability page and activity certificates.
 */
import { APPLICATIONS_CLOSED_TEXT } from './campaignPage';
import { TROPHY_LABELS, type TrophyRank } from './trophy';
import type { ParticipationAction } from './youthRules';

export const YOUTH_MESSAGES = {
  campaignNameRequired: '캠페인 이름을 입력해주세요.',
  campaignNameTooLong: '캠페인 이름은 100자 이하로 입력해주세요.',
  descriptionRequired: '캠페인 소개를 입력해주세요.',
  descriptionTooLong: '캠페인 소개는 2000자 이하로 입력해주세요.',
  placeTooLong: '장소는 200자 이하로 입력해주세요.',
  startDateRequired: '활동 시작일을 입력해주세요.',
  endDateRequired: '활동 종료일을 입력해주세요.',
  startDateInvalid: '활동 시작일을 YYYY-MM-DD 형식의 날짜로 입력해주세요.',
  endDateInvalid: '활동 종료일을 YYYY-MM-DD 형식의 날짜로 입력해주세요.',
  applyDeadlineInvalid: '신청 마감일을 YYYY-MM-DD 형식의 날짜로 입력해주세요. 마감일이 없으면 비워두세요.',
  endBeforeStart: '종료일은 시작일과 같거나 그 이후여야 합니다.',
  hoursInvalid: '인정 시간은 0시간 이상 100시간 이하, 30분 단위로 입력해주세요.',
  capacityInvalid: '정원은 1명 이상 10000명 이하의 숫자로 입력해주세요.',
  timeInvalid: '시각을 HH:MM 형식(24시간)으로 입력해주세요.',
  timesTogether: '시작 시각과 종료 시각을 함께 입력해주세요.',
  endTimeBeforeStart: '하루 활동의 종료 시각은 시작 시각 이후여야 합니다.',
  deadlineAfterEnd: '신청 마감일은 활동 종료일과 같거나 그 이전이어야 합니다.',
  deadlinePassed: APPLICATIONS_CLOSED_TEXT.deadlinePassed,
  waitlisted: '정원이 모두 차서 대기자로 등록했습니다. 자리가 나면 순서대로 알려드립니다.',
  actionInvalid: '처리할 작업(선발, 참여 확인, 승인, 반려, 정정, 취소)을 선택해주세요.',
  changeReasonRequired: '정정 또는 취소 사유를 입력해주세요.',
  changeReasonTooLong: '사유는 200자 이하로 입력해주세요.',
  campaignCreated: '캠페인을 등록했습니다.',
  campaignUpdated: '캠페인을 수정했습니다.',
  campaignDeleted: '캠페인을 삭제했습니다.',
  campaignNotFound: '캠페인을 찾을 수 없습니다.',
  campaignHasApproved: '출석, 참여 확인이나 승인 기록이 있는 캠페인은 삭제할 수 없습니다.',
  notManager: '이 캠페인을 관리할 권한이 없습니다.',
  divisionRequired: '소속 본부가 지정된 본부장만 캠페인을 등록할 수 있습니다.',
  applied: '참여 신청을 완료했습니다. 운영진의 선발을 기다려주세요.',
  enrolled: '회원을 참여 신청 명단에 등록했습니다.',
  enrolledWaiting: '정원이 모두 차서 회원을 대기자로 등록했습니다.',
  alreadyApplied: '이미 신청한 캠페인입니다.',
  applyNotAllowed: '청소년 챔프단, 서포터즈, KSCV 회원만 캠페인에 참여할 수 있습니다.',
  memberNotParticipant: '청소년 챔프단, 서포터즈, KSCV 회원만 참여자로 등록할 수 있습니다.',
  memberNotVerified: '인증된 회원만 참여자로 등록할 수 있습니다. 탈퇴했거나 인증이 취소된 회원입니다.',
  campaignEnded: APPLICATIONS_CLOSED_TEXT.campaignEnded,
  cancelled: '참여 신청을 취소했습니다.',
  cancelNotPending: '대기, 신청 또는 선발 상태의 참여만 취소할 수 있습니다.',
  cancelStarted: '활동이 시작된 캠페인은 참여 신청을 취소할 수 없습니다. 참여하지 못하게 되었다면 운영진에게 알려주세요.',
  cancelAttended: '출석 기록이 있는 참여는 취소할 수 없습니다. 기록을 고쳐야 한다면 운영진에게 알려주세요.',
  /** Credited minutes longer than the activity (creditLimitMinutes): `limit` as formatHours writes it. */
  creditOverActivity: (limit: string) => `인정 시간은 활동 시간(최대 ${limit})보다 길 수 없습니다.`,
  participationNotFound: '참여 신청을 찾을 수 없습니다.',
  correctionUnchanged: '인정 시간이 지금과 같습니다. 정정할 시간을 입력해주세요.',
  stateInvalid: '참여 기록의 현재 상태에서는 할 수 없는 처리입니다. 목록을 새로 고쳐 확인해주세요.',
  activityNotEnded: '활동이 끝난 뒤에 확인할 수 있습니다.',
  ownParticipation: '본인의 참여 기록은 처리할 수 없습니다. 다른 운영진에게 요청해주세요.',
  participantOutsideDivision: '소속 본부 회원의 참여 기록만 처리할 수 있습니다. 다른 본부로 옮긴 회원의 기록은 그 본부의 본부장이나 운영진에게 요청해주세요.',
  memberNotFound: '회원을 찾을 수 없습니다.',
  abilityForbidden: '활동 기록은 운영진과 활동 중인 청소년 챔프단원(기수와 등급이 있는 회원)만 볼 수 있습니다.',
  certificateNotAllowed: '활동 확인서는 활동을 마친 청소년 챔프단원만 발급받을 수 있습니다.',
  certificateNoActivity: '승인된 봉사활동이 없어 활동 확인서를 발급할 수 없습니다.',
  certificateCorrectedReason: '확인서 발급 후 활동 기록이 변경되었습니다.',
  certificateIssued: '활동 확인서를 발급했습니다.',
  certificateReused: '최근에 발급한 활동 확인서를 다시 엽니다.',
  certificateNotFound: '활동 확인서를 찾을 수 없습니다.',
  certificateForbidden: '본인의 활동 확인서만 내려받을 수 있습니다.',
  certificateRevoked: '활동 확인서를 폐기했습니다.',
  certificateAlreadyRevoked: '이미 폐기된 활동 확인서입니다.',
  certificateNumberInvalid: '발급번호 형식이 올바르지 않습니다.',
  revokeReasonRequired: '폐기 사유를 입력해주세요.',
  revokeReasonTooLong: '폐기 사유는 200자 이하로 입력해주세요.',
  memberNotManaged: '소속 본부의 회원만 관리할 수 있습니다.',
  memberSuperior: '자신과 같거나 높은 권한의 회원은 관리할 수 없습니다.',
  ownCertificates: '자신의 활동 확인서는 관리할 수 없습니다.',
  memberSearchInvalid: '검색어는 50자 이하로 입력해주세요.',
} as const;

/** The alarm of a waiting applicant who got a place (a place freed). */
export const WAITLIST_PROMOTED_ALARM = {
  title: '대기 중이던 캠페인에 자리가 났습니다',
  description: '참여 신청이 접수되었습니다. 운영진의 선발을 기다려주세요.',
} as const;

/** The reminder the day before an activity, to its applicants and selected participants. */
export const CAMPAIGN_REMINDER_ALARM = {
  title: '내일 캠페인 활동이 있습니다',
} as const;

/** What a manager's action answers, once done. */
export const PARTICIPATION_DONE = {
  select: '참여자로 선발했습니다.',
  attend: '참여 시간을 확인했습니다.',
  approve: '참여를 승인했습니다.',
  reject: '참여를 반려했습니다.',
  correct: '승인된 참여 기록을 정정했습니다.',
  cancel: '승인된 참여 기록을 취소했습니다.',
} as const satisfies Record<ParticipationAction, string>;

/** Alarm titles sent to a member when a manager acts on their participation. */
export const PARTICIPATION_ALARMS = {
  select: '캠페인 참여자로 선발되었습니다',
  attend: '캠페인 참여 시간이 확인되었습니다',
  approve: '캠페인 참여가 승인되었습니다',
  reject: '캠페인 참여가 반려되었습니다',
  correct: '캠페인 참여 기록이 정정되었습니다',
  cancel: '캠페인 참여 기록이 취소되었습니다',
} as const satisfies Record<ParticipationAction, string>;

/** The member's alarm when an approval earns a trophy tier (14, 18, 24 and 30 campaigns). */
export const TROPHY_ALARM = {
  title: (tier: TrophyRank) => `${TROPHY_LABELS[tier]} 트로피를 달성했습니다`,
  subTitle: '봉사 활동',
  description: (count: number, tier: TrophyRank) => `캠페인 참여 ${count}회를 달성해 ${TROPHY_LABELS[tier]} 트로피를 받았어요. 축하합니다!`,
} as const;

/** Korean answers of the admin management of divisions and teams. */
export const ORGANISATION_MESSAGES = {
  divisionNameRequired: '본부 이름을 입력해주세요.',
  teamNameRequired: '팀 이름을 입력해주세요.',
  nameTooLong: '이름은 50자 이하로 입력해주세요.',
  sortInvalid: '정렬 순서는 0 이상 999 이하의 숫자로 입력해주세요.',
  divisionDuplicate: '같은 이름의 본부가 이미 있습니다.',
  teamDuplicate: '같은 본부에 같은 이름의 팀이 이미 있습니다.',
  divisionNotFound: '본부를 찾을 수 없습니다.',
  teamNotFound: '팀을 찾을 수 없습니다.',
  divisionInUse: '소속 팀, 회원이나 캠페인이 있는 본부는 삭제할 수 없습니다.',
  teamInUse: '소속 회원이 있는 팀은 삭제할 수 없습니다.',
  teamMoveInUse: '소속 회원이 있는 팀은 다른 본부로 옮길 수 없습니다. 먼저 회원들의 팀을 바꿔주세요.',
  divisionSaved: '본부를 저장했습니다.',
  teamSaved: '팀을 저장했습니다.',
  divisionDeleted: '본부를 삭제했습니다.',
  teamDeleted: '팀을 삭제했습니다.',
  divisionMissing: '본부를 선택해주세요.',
  removeImageInvalid: '이미지 삭제 여부가 올바르지 않습니다.',
} as const;
