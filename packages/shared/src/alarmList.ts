/**
 * The client alarm list of SPEC sections 3 and 4: each entry is one combined text item of a
 * colour, a locale timestamp and a message. Pure functions; they return new arrays.
 */
import { TOAST_LEVELS, type ToastLevel } from './toastLevels';
import { ALARM_LIST_MAX } from './alarmListLimits';
import { formatLocaleTimestamp } from './format';

/** One entry of the client alarm list: "COLOUR|timestamp|message". */
export type AlarmEntry = string;

/** Separator between the parts of an entry (colours and locale timestamps never contain it). */
export const ALARM_ENTRY_SEPARATOR = '|';

/** The parts of an entry. */
export interface AlarmEntryParts {
  colour: ToastLevel;
  timestamp: string;
  message: string;
}

/**
 * Builds the combined text item. A Date timestamp is written in the user's locale format on the
 * site's clock (formatLocaleTimestamp); a string is used as given.
 */
export function formatAlarmEntry(colour: ToastLevel, timestamp: Date | string, message: string): AlarmEntry {
  const time = typeof timestamp === 'string' ? timestamp : formatLocaleTimestamp(timestamp);
  return [colour, time, message].join(ALARM_ENTRY_SEPARATOR);
}

/** Splits an entry back into its parts (the message may itself contain "|"); null if malformed. */
export function parseAlarmEntry(entry: AlarmEntry): AlarmEntryParts | null {
  const [colour, timestamp, ...rest] = entry.split(ALARM_ENTRY_SEPARATOR);
  const level = TOAST_LEVELS.find((candidate) => candidate === colour);
  if (!level || timestamp === undefined || rest.length === 0) return null;
  return { colour: level, timestamp, message: rest.join(ALARM_ENTRY_SEPARATOR) };
}

/**
 * Adds an entry: removes any identical entry, then drops the oldest while the list holds 5 or
 * more, then appends the new entry at the end. The result holds at most 5 entries.
 */
export function addAlarmEntry(list: readonly AlarmEntry[], entry: AlarmEntry): AlarmEntry[] {
  const others = list.filter((existing) => existing !== entry);
  const kept = others.slice(Math.max(0, others.length - (ALARM_LIST_MAX - 1)));
  return [...kept, entry];
}

/** Removes the entry at `index`; an index out of range leaves a copy of the list unchanged. */
export function removeAlarmEntry(list: readonly AlarmEntry[], index: number): AlarmEntry[] {
  return list.filter((_, position) => position !== index);
}
