import type { TranslationKey } from '../i18n-keys';

/** What a screen accepts for one photo, and the message keys it shows when a file is refused. */
export interface ImageUploadRules {
  maxBytes: number;
  /** Shown for a file over `maxBytes` (or an empty one). */
  tooLargeKey: TranslationKey;
  /** Shown for a file whose known type is not an image. */
  notImageKey: TranslationKey;
}

/**
 * The message key for a file the server would refuse anyway, or null. The server checks the
 * bytes themselves; this only spares a doomed upload. `type` comes from the file name and is
 * empty where the browser does not know the format (HEIC on desktop Chrome): the server decides.
 */
export function imageFileProblem(
  file: Pick<File, 'size' | 'type'>,
  rules: ImageUploadRules,
): TranslationKey | null {
  if (file.size <= 0 || file.size > rules.maxBytes) return rules.tooLargeKey;
  const isMaybeImage = file.type === '' || file.type.startsWith('image/');
  return isMaybeImage ? null : rules.notImageKey;
}
