import { ADMIN_MESSAGES } from '@nanum/shared/adminMessages';
import { ADMIN_IMAGE_MAX_BYTES } from '@nanum/shared/adminRules';
import { IMAGE_TYPE_INVALID_MESSAGE } from '@nanum/shared/messages';
import { singleFile } from '../../http/upload';

/** The optional `image` file of the admin forms (corporations, pop-ups, teams), kept in memory until judged. */
export const adminImageUpload = singleFile({
  field: 'image',
  maxBytes: ADMIN_IMAGE_MAX_BYTES,
  tooLargeMessage: ADMIN_MESSAGES.imageTooLarge,
  invalidMessage: IMAGE_TYPE_INVALID_MESSAGE,
});
