import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  ALARM_KIND_LABELS,
  ALARM_KINDS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  type KindChannels,
  type NotificationChannel,
  type NotificationSettings as Settings,
} from '@nanum/shared/notificationSettings';
import { useToast } from '@/features/toast/useToast';
import { useBusy } from '@/lib/useBusy';
import { fetchNotificationSettings, saveNotificationSettings } from './notificationApi';
import styles from './NotificationSettings.module.css';

/** One kind's channels after a switch: turning the site off turns the email summary off with it. */
const withChannel = (channels: KindChannels, channel: NotificationChannel, on: boolean): KindChannels =>
  channel === 'site' && !on ? { ...channels, site: false, email: false } : { ...channels, [channel]: on };

/**
 * 알림 설정 of one's own profile (issue 26): per kind of alarm, in the site, as an app push and in
 * the daily email summary; the promotional and night-time consents (정보통신망법 제50조).
 */
export default function NotificationSettings() {
  const id = useId();
  const toast = useToast();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [failed, setFailed] = useState('');
  const saving = useBusy();

  useEffect(() => {
    let live = true;
    void fetchNotificationSettings().then((outcome) => {
      if (!live) return;
      if (outcome.ok) setSettings(outcome.settings);
      else setFailed(outcome.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const save = async (chosen: Settings) => {
    const outcome = await saveNotificationSettings(chosen);
    if (outcome.ok) {
      setSettings(outcome.settings);
      toast.done(outcome.message);
    } else toast.warning(outcome.message);
  };

  const flag = (key: 'digest' | 'promotionalConsent' | 'nightConsent', value: boolean) =>
    setSettings((old) => old && { ...old, [key]: value, ...(key === 'promotionalConsent' && !value ? { nightConsent: false } : {}) });

  return (
    <section aria-labelledby={`${id}-title`} className={styles.settings}>
      <h3 id={`${id}-title`} className={styles.title}>
        알림 설정
      </h3>
      {!settings ? (
        <p className={styles.hint} role={failed ? 'alert' : 'status'}>
          {failed || '알림 설정을 불러오는 중입니다.'}
        </p>
      ) : (
        <Form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            // While saving, the button stays focusable (aria-disabled) and another submit sends nothing.
            void saving.run(() => save(settings));
          }}
        >
          <table className={styles.table}>
            <caption className={styles.hint}>알림마다 받을 곳을 고르세요. 앱 푸시는 나눔 앱에 로그인한 휴대폰으로 갑니다.</caption>
            <thead>
              <tr>
                <th scope="col">알림</th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <th key={channel} scope="col">
                    {NOTIFICATION_CHANNEL_LABELS[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ALARM_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{ALARM_KIND_LABELS[kind]}</th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel}>
                      <Form.Check
                        id={`${id}-${kind}-${channel}`}
                        aria-label={`${ALARM_KIND_LABELS[kind]} ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
                        checked={settings.channels[kind][channel]}
                        // The email summary lists the bell's unread alarms: it needs the site channel.
                        disabled={channel === 'email' && !settings.channels[kind].site}
                        onChange={(event) => setSettings({ ...settings, channels: { ...settings.channels, [kind]: withChannel(settings.channels[kind], channel, event.target.checked) } })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Form.Check
            type="switch"
            id={`${id}-digest`}
            label="읽지 않은 알림을 하루 한 번 이메일로 받기 (이메일 요약을 켠 알림만)"
            checked={settings.digest}
            onChange={(event) => flag('digest', event.target.checked)}
          />
          <fieldset className={styles.consents}>
            <legend className={styles.legend}>광고성 정보 수신</legend>
            <Form.Check
              type="switch"
              id={`${id}-promotional`}
              label="후원·행사 안내 등 광고성 정보 수신에 동의합니다"
              checked={settings.promotionalConsent}
              onChange={(event) => flag('promotionalConsent', event.target.checked)}
            />
            <Form.Check
              type="switch"
              id={`${id}-night`}
              label="야간(21:00~08:00)에도 광고성 앱 푸시를 받겠습니다"
              checked={settings.nightConsent}
              disabled={!settings.promotionalConsent}
              onChange={(event) => flag('nightConsent', event.target.checked)}
            />
            <p className={styles.hint}>동의하지 않아도 활동 알림은 그대로 받습니다. 야간 수신에 동의하지 않으면 밤에 보낸 광고성 푸시는 오전 8시에 도착합니다.</p>
          </fieldset>
          <Button type="submit" size="sm" {...saving.props}>
            {saving.busy ? '저장 중…' : '알림 설정 저장'}
          </Button>
        </Form>
      )}
    </section>
  );
}
