import { IMAGE_FILE_ACCEPT, IMAGE_RULES } from '@shared/image-rules';

/** A memory's photo rules, with its own messages (5 MB, images only). */
export const MEMORY_IMAGE_RULES = IMAGE_RULES.memory;

export const MEMORY_IMAGE_ACCEPT = IMAGE_FILE_ACCEPT;
