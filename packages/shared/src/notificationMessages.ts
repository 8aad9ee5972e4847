/** Korean answers of the device registration, notification settings and email digest calls (issue 26). */
export const NOTIFICATION_MESSAGES = {
  deviceRegistered: '이 기기에서 알림을 받습니다.',
  pushOff: '이 사이트는 앱 알림을 보내지 않습니다. 사이트 안의 알림은 그대로 받습니다.',
  deviceRemoved: '이 기기의 알림을 해제했습니다.',
  tokenInvalid: '기기 알림 토큰이 올바르지 않습니다.',
  platformInvalid: '기기 종류는 android, ios, web 중 하나여야 합니다.',
  settingsSaved: '알림 설정이 저장되었습니다.',
  settingsInvalid: '알림 설정을 다시 확인해주세요.',
  nightNeedsPromotional: '야간 광고성 알림은 광고성 정보 수신에 동의해야 받을 수 있습니다.',
  emailNeedsSite: '이메일 요약은 사이트 알림을 켠 알림만 받을 수 있습니다.',
  unsubscribed: '이메일 알림 요약 수신을 해지했습니다. 프로필의 알림 설정에서 언제든 다시 받을 수 있습니다.',
  unsubscribeInvalid: '수신 거부 링크가 올바르지 않거나 만료되었습니다. 프로필의 알림 설정에서 해지해주세요.',
  digestSubject: (count: number) => `[나눔] 읽지 않은 알림 ${count}건`,
  digestIntro: (name: string, count: number) => `${name}님, 읽지 않은 알림이 ${count}건 있습니다.`,
  digestFooter: '이 메일은 알림 설정에서 이메일 요약을 켠 회원에게 하루 한 번 보내드립니다.',
  digestUnsubscribe: '수신 거부',
} as const;
