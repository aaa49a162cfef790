import { useState } from 'react';
import type { TranslationKey } from '../i18n-keys';
import type { Upload } from './use-upload';

/**
 * A form's one photo, as the person chooses it: made ready to send (a heavy phone photo scaled
 * down, `Upload.prepare`) or refused with the message that says why. A refused choice stays
 * `refused` so the form can refuse to save until another photo is chosen or the choice is
 * removed (`clear`): saving without it would drop it without a word. Usage:
 *
 *   const photo = usePhotoChoice(upload.prepare, (file, problem) => {
 *     form.setValue('image', file);
 *     if (problem) form.showProblem({ field: 'image', message: problem });
 *   });
 *   <Picker onChoose={(file) => void photo.choose(file)} isDisabled={photo.isPreparing} />
 */
export function usePhotoChoice(
  prepare: Upload['prepare'],
  onChosen: (file: File | null, problem: TranslationKey | null) => void,
) {
  const [isPreparing, setIsPreparing] = useState(false);
  const [refused, setRefused] = useState<TranslationKey | null>(null);
  const choose = async (file: File) => {
    setIsPreparing(true);
    const { ready, refused: problems } = await prepare([file]).finally(() => setIsPreparing(false));
    const [prepared = null] = ready;
    const problem = prepared ? null : (problems[0]?.problem ?? null);
    setRefused(problem);
    onChosen(prepared, problem);
  };
  return { isPreparing, refused, choose, clear: () => setRefused(null) };
}
