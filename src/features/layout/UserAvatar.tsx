import Image from 'next/image';
import { avatarSrc, isUploadedImage, type AvatarUser } from './avatar';

export interface UserAvatarProps {
  user: AvatarUser;
  size: number;
  alt?: string;
  className?: string;
}

/**
 * A member's profile image through next/image: the default images of public/ go through the
 * image optimiser; uploads are served as stored (the API already re-encoded and sized them, and
 * the optimiser cannot reach the API's routes).
 */
export default function UserAvatar({ user, size, alt = '', className }: UserAvatarProps) {
  const src = avatarSrc(user);
  return <Image src={src} alt={alt} width={size} height={size} className={className} unoptimized={isUploadedImage(src)} />;
}
