import { LIMITS } from '../../shared/constants';

/** i18n keys the caller answers with; each feature shows its own wording. */
export interface ImageMessages {
  /** Over the byte limit (413), or too many pixels to decode safely (400). */
  tooLarge: string;
  /** Not an accepted image by content, unreadable, or no file at all (400). */
  notImage: string;
}

export interface ImageRule {
  /** Largest accepted file. */
  maxBytes: number;
  /** Largest request body on the upload route: the file plus multipart framing and fields. */
  maxRequestBytes: number;
  /** Longest side of the stored image; bigger images are scaled down. */
  maxDimension: number;
  messages: ImageMessages;
}

const MULTIPART_OVERHEAD = 1024 * 1024;

const MEMORY_MESSAGES: ImageMessages = {
  tooLarge: 'memories.imageTooLarge',
  notImage: 'memories.imageOnly',
};

/** The spec's rules per kind of photo (sections 5 and 9). */
export const IMAGE_RULES = {
  memory: {
    maxBytes: LIMITS.memoryImageBytes,
    maxRequestBytes: LIMITS.memoryImageBytes + MULTIPART_OVERHEAD,
    maxDimension: 2560,
    messages: MEMORY_MESSAGES,
  },
  datePlanPhoto: {
    maxBytes: LIMITS.datePlanPhotoBytes,
    maxRequestBytes: LIMITS.datePlanPhotoBytes + MULTIPART_OVERHEAD,
    maxDimension: 2560,
    messages: MEMORY_MESSAGES,
  },
  // Avatars are shown small; both failures show the profile's generic error, as in the spec.
  avatar: {
    maxBytes: LIMITS.avatarBytes,
    maxRequestBytes: LIMITS.avatarBytes + MULTIPART_OVERHEAD,
    maxDimension: 1024,
    messages: { tooLarge: 'profile.error', notImage: 'profile.error' },
  },
} as const satisfies Record<string, ImageRule>;
