import { LIMITS } from '@shared/constants';
import type { ImageUploadRules } from '@web/lib/upload/image-rules';

/** The spec's photo rules for a memory, with its own messages (5 MB, images only). */
export const MEMORY_IMAGE_RULES: ImageUploadRules = {
  maxBytes: LIMITS.memoryImageBytes,
  tooLargeKey: 'memories.imageTooLarge',
  notImageKey: 'memories.imageOnly',
};

/** The file input's filter: iPhone photos (HEIC/HEIF) too, which some browsers type as ''. */
export const MEMORY_IMAGE_ACCEPT = 'image/*,.heic,.heif';
