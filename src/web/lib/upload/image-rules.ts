import type { ImageRule } from '@shared/image-rules';
import { runtimeKey, type TranslationKey } from '../i18n-keys';

/**
 * What a screen accepts for one photo and the message keys it shows when a file is refused: a
 * rule of `@shared/image-rules`, the same one the server enforces.
 */
export type ImageUploadRules = Pick<ImageRule, 'maxBytes' | 'messages'>;

/**
 * The message key for a file the server would refuse anyway, or null. The server checks the
 * bytes themselves; this only spares a doomed upload. `type` comes from the file name and is
 * empty where the browser does not know the format (HEIC on desktop Chrome): the server decides.
 * The keys come from the shared rules (checked against the locales by locales.unit.test.ts).
 */
export function imageFileProblem(
  file: Pick<File, 'size' | 'type'>,
  rules: ImageUploadRules,
): TranslationKey | null {
  if (file.size <= 0 || file.size > rules.maxBytes) return runtimeKey(rules.messages.tooLarge);
  const isMaybeImage = file.type === '' || file.type.startsWith('image/');
  return isMaybeImage ? null : runtimeKey(rules.messages.notImage);
}
