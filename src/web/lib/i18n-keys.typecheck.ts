// Compiled by `tsc` (npm run typecheck), never run: proves that a key missing from the Spanish
// locale fails the build, through t() and through a field typed as a key. Each
// `@ts-expect-error` fails tsc in turn if its line ever compiles.
import type { TEmotionType } from '@shared/emotions';
import type { TFunction } from 'i18next';
import type { TranslationKey } from './i18n-keys';

export function translatedOrRejected(t: TFunction, emotion: TEmotionType) {
  const known: TranslationKey = 'common.close';
  // @ts-expect-error -- a typo: there is no common.clsoe
  const typo: TranslationKey = 'common.clsoe';
  return [
    t(known),
    t(typo),
    t('memories.title'),
    // A key built from a union type is checked for each member.
    t(`emotions.types.${emotion}`),
    // @ts-expect-error -- no such key in es/memories.json
    t('memories.noSuchKey'),
    // @ts-expect-error -- emotions.types has no key for a made-up emotion
    t(`emotions.types.${emotion}Extra`),
  ];
}
