import { useAlarmListUpdates } from '@/features/alarm/useAlarmListUpdates';
import { useSession } from './useSession';

/** Runs the session start and the live notification updates. Renders nothing. */
export default function SessionManager() {
  useSession();
  useAlarmListUpdates();
  return null;
}
