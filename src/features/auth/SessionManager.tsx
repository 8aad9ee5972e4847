import { useSession } from './useSession';

/** Runs the session start and, through it, the live updates (notifications, campaign list). Renders nothing. */
export default function SessionManager() {
  useSession();
  return null;
}
