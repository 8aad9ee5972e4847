import dynamic from 'next/dynamic';
import { useOnceTrue } from '@/lib/useOnceTrue';
import { useAppSelector } from '@/store/hooks';

const ProfileModal = dynamic(() => import('./ProfileModal'), { ssr: false });

/**
 * Mounts the profile modal (the author dialog, SPEC section 2) the first time it is opened, so its
 * code loads only when someone looks at a profile. It stays mounted afterwards so closing animates.
 */
export default function ProfileModalHost() {
  const open = useAppSelector((state) => state.modal.authorModal);
  return useOnceTrue(open) ? <ProfileModal /> : null;
}
