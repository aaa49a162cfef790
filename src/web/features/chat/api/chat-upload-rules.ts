import { IMAGE_RULES } from '@shared/image-rules';

/** A chat photo's rules, with the chat's own messages (5 MB, images only). */
export const CHAT_PHOTO_RULES = IMAGE_RULES.chatPhoto;
