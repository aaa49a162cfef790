import { LIMITS } from '@shared/constants';
import { DATE_PLAN_PHOTO_LIMITS } from '@shared/schemas/date-plans';

/**
 * The one statement of what each kind of photo may be, and what a refusal says: the server's
 * storage enforces it, and the web's upload hooks check a file against it before sending it.
 */

/** i18n keys a refusal answers with; each feature shows its own wording. */
export interface ImageMessages {
  /** Over the byte limit (413), or too many pixels to decode safely (400). */
  tooLarge: string;
  /** Not an accepted image by content, unreadable, or no file at all (400). */
  notImage: string;
  /**
   * The photo was fine but could not be stored (500 'upload_failed': the disk or S3 failed).
   * Every kind below has one; the server requires it (`StoreImageInput`), the web never sees it.
   */
  uploadFailed?: string;
}

export interface ImageRule {
  /** Largest accepted file. */
  maxBytes: number;
  /** Largest request body on the upload route: the file plus multipart framing and fields. */
  maxRequestBytes: number;
  /** Longest side of the stored image; bigger images are scaled down. */
  maxDimension: number;
  /**
   * Most pixels accepted for decoding (width x height of the file). A few kilobytes of PNG can
   * expand to gigabytes of pixels, and decoding costs about 4 bytes a pixel.
   */
  maxInputPixels: number;
  messages: ImageMessages;
}

/** A file input's filter: iPhone photos (HEIC/HEIF) too, which some browsers type as ''. */
export const IMAGE_FILE_ACCEPT = 'image/*,.heic,.heif';

const MULTIPART_OVERHEAD = 1024 * 1024;

// 50 megapixels still admits a 48-megapixel phone photo (about 200 MB decoded).
const PHOTO_PIXELS = 50_000_000;
// An avatar is shown at a few hundred pixels and its file is at most 2 MB: 12 megapixels is a
// full-resolution photo from most phones, at a quarter of a photo's decoding memory.
const AVATAR_PIXELS = 12_000_000;

/** The rules per kind of photo: how large, which types, and the message for each refusal. */
export const IMAGE_RULES = {
  memory: {
    maxBytes: LIMITS.memoryImageBytes,
    maxRequestBytes: LIMITS.memoryImageBytes + MULTIPART_OVERHEAD,
    maxDimension: 2560,
    maxInputPixels: PHOTO_PIXELS,
    messages: {
      tooLarge: 'memories.imageTooLarge',
      notImage: 'memories.imageOnly',
      uploadFailed: 'memories.uploadError',
    },
  },
  // A letter's photo, stored like a memory's (the memories bucket), in the letter's words.
  letter: {
    maxBytes: LIMITS.letterPhotoBytes,
    maxRequestBytes: LIMITS.letterPhotoBytes + MULTIPART_OVERHEAD,
    maxDimension: 2560,
    maxInputPixels: PHOTO_PIXELS,
    messages: {
      tooLarge: 'letters.imageTooLarge',
      notImage: 'letters.imageOnly',
      uploadFailed: 'letters.uploadError',
    },
  },
  // Several photos travel in one request, each checked like a memory's image.
  datePlanPhoto: {
    maxBytes: LIMITS.datePlanPhotoBytes,
    maxRequestBytes:
      DATE_PLAN_PHOTO_LIMITS.perUpload * LIMITS.datePlanPhotoBytes + MULTIPART_OVERHEAD,
    maxDimension: 2560,
    maxInputPixels: PHOTO_PIXELS,
    messages: {
      tooLarge: 'datePlans.photoTooLarge',
      notImage: 'datePlans.photoOnly',
      uploadFailed: 'datePlans.photosError',
    },
  },
  // A photo sent in the chat, taken in like a memory's.
  chatPhoto: {
    maxBytes: LIMITS.chatPhotoBytes,
    maxRequestBytes: LIMITS.chatPhotoBytes + MULTIPART_OVERHEAD,
    maxDimension: 2560,
    maxInputPixels: PHOTO_PIXELS,
    messages: {
      tooLarge: 'chat.photoTooLarge',
      notImage: 'chat.photoOnly',
      uploadFailed: 'chat.photoUploadError',
    },
  },
  // Avatars are shown small; every failure (both refusals, a failed store) shows the profile's
  // one update error.
  avatar: {
    maxBytes: LIMITS.avatarBytes,
    maxRequestBytes: LIMITS.avatarBytes + MULTIPART_OVERHEAD,
    maxDimension: 1024,
    maxInputPixels: AVATAR_PIXELS,
    messages: {
      tooLarge: 'profile.updateError',
      notImage: 'profile.updateError',
      uploadFailed: 'profile.updateError',
    },
  },
} as const satisfies Record<string, ImageRule>;
