import { IMAGE_RULES } from '@shared/image-rules';

/** A letter's photo: the memories' intake, in the letters' words. */
export const LETTER_PHOTO_RULES = IMAGE_RULES.letter;
