import { useAlarmListUpdates } from '@/features/alarm/useAlarmListUpdates';
import { useCampaignListUpdates } from '@/features/youth/useCampaignListUpdates';
import { useSession } from './useSession';

/** Runs the session start and the live updates (notifications, campaign list). Renders nothing. */
export default function SessionManager() {
  useSession();
  useAlarmListUpdates();
  useCampaignListUpdates();
  return null;
}
