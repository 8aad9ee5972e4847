import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import type { AlarmItem } from '@nanum/shared/entities';
import { ALARM_EMPTY_MESSAGE } from '@nanum/shared/messages';
import { RelativeDate } from '@/lib/RelativeDate';
import { busyProps, focusAfterRender, useBusy } from '@/lib/useBusy';
import { useAppSelector } from '@/store/hooks';
import { alarmHref, unreadBadge } from './alarmView';
import { useAlarmActions } from './useAlarmActions';
import styles from './AlarmBell.module.css';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M18 16v-5a6 6 0 0 0-12 0v5l-2 2h16l-2-2zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The same empty list each time, so the selector's answer stays equal while there is no user. */
const NO_ALARMS: readonly never[] = [];

/** The attribute on <body> while the alarm list is open: the toasts move clear of it (Toast.module.css). */
export const ALARM_MENU_OPEN_ATTRIBUTE = 'data-alarm-menu-open';

/**
 * The notification dropdown (SPEC section 2): a bell with the unread count, the member's alarms
 * newest first, and the bulk options. Opening an alarm closes the list, marks it read and follows
 * its link. While the list is open, toasts show where they do not cover it. Its buttons are never
 * `disabled` (the focus would fall out of the open list to the page): one with nothing to do, or
 * whose request runs, is aria-disabled and does nothing; a deleted alarm's × gives the focus to
 * the alarm now in its place.
 */
export default function AlarmBell() {
  const alarms = useAppSelector((state) => state.user?.alarm ?? NO_ALARMS);
  const actions = useAlarmActions();
  const router = useRouter();
  const unread = useAppSelector((state) => (state.user ? unreadBadge(state.user) : 0));
  const [show, setShow] = useState(false);
  const removal = useBusy();
  const [removing, setRemoving] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    document.body.toggleAttribute(ALARM_MENU_OPEN_ATTRIBUTE, show);
    return () => document.body.removeAttribute(ALARM_MENU_OPEN_ATTRIBUTE);
  }, [show]);

  const open = async (alarm: AlarmItem) => {
    setShow(false);
    if (alarm.view === 0) await actions.read(alarm);
    const href = alarmHref(alarm);
    if (href) void router.push(href);
  };

  /**
   * Deletes the alarm at `index`. Its row (and the focused ×) is gone then: the focus goes to the
   * alarm now at that place, or the last one, or the bell when none is left.
   */
  const remove = (alarm: AlarmItem, index: number) =>
    removal.run(async () => {
      setRemoving(alarm.id);
      const removed = await actions.remove(alarm);
      setRemoving(null);
      if (!removed) return;
      focusAfterRender(() => {
        const items = list.current?.querySelectorAll<HTMLElement>('[data-alarm-open]') ?? [];
        return items[Math.min(index, items.length - 1)] ?? document.getElementById('alarm-menu-toggle');
      });
    });
  /** A bulk option's handler, which does nothing while it has nothing to do (aria-disabled). */
  const bulk = (idle: boolean, action: () => Promise<boolean>) => () => {
    if (!idle) void action();
  };

  return (
    <Dropdown align="end" autoClose="outside" show={show} onToggle={(next) => setShow(next)} className={styles.dropdown}>
      <Dropdown.Toggle
        variant="link"
        id="alarm-menu-toggle"
        className={styles.toggle}
        aria-label={unread > 0 ? `알림, 읽지 않은 알림 ${unread}개` : '알림'}
      >
        <BellIcon />
        {unread > 0 && (
          <span className={styles.badge} data-testid="alarm-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className={styles.menu}>
        <div className={styles.head}>
          <p className={styles.title}>알림</p>
          <div className={styles.bulk}>
            <button type="button" className={styles.bulkButton} onClick={bulk(unread === 0, actions.readAll)} {...busyProps(unread === 0)}>
              모두 읽음
            </button>
            <button type="button" className={styles.bulkButton} onClick={bulk(alarms.every((a) => a.view === 0), actions.removeRead)} {...busyProps(alarms.every((a) => a.view === 0))}>
              읽은 알림 삭제
            </button>
            <button type="button" className={styles.bulkButton} onClick={bulk(alarms.length === 0, actions.removeAll)} {...busyProps(alarms.length === 0)}>
              모두 삭제
            </button>
          </div>
        </div>
        {alarms.length === 0 ? (
          <p className={styles.empty}>{ALARM_EMPTY_MESSAGE}</p>
        ) : (
          <ul className={styles.list} aria-label="알림 목록" ref={list}>
            {alarms.map((alarm, index) => (
              <li key={alarm.id} className={alarm.view === 0 ? `${styles.item} ${styles.unread}` : styles.item}>
                <button type="button" className={styles.open} data-alarm-open onClick={() => void open(alarm)}>
                  <span className={styles.itemTitle}>
                    {alarm.view === 0 && <span className="visually-hidden">읽지 않음: </span>}
                    {alarm.title}
                  </span>
                  {alarm.subTitle && <span className={styles.itemSub}>{alarm.subTitle}</span>}
                  {alarm.description && <span className={styles.itemText}>{alarm.description}</span>}
                  <RelativeDate iso={alarm.date} className={styles.itemTime} />
                </button>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`알림 삭제: ${alarm.title}`}
                  {...busyProps(removing === alarm.id)}
                  onClick={() => void remove(alarm, index)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
