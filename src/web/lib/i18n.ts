import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGES,
  languageOf,
  type TLanguage,
} from '@shared/constants';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';
import { firstPaintTexts, mergeMessages, screenTexts } from './locale-loaders';
import { updatePrefsCookie } from './prefs-cookie';

/** Set once a signed-in screen is on its way: a language loaded from then on comes whole. */
let areScreenTextsWanted = false;

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) return callback(new Error(`No locale ${language}`), false);
    const parts = [firstPaintTexts(language)];
    if (areScreenTextsWanted) parts.push(screenTexts(language));
    Promise.all(parts).then(
      (modules) => callback(null, mergeMessages(...modules)),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18nReady = i18n
  .use(lazyBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    // Every language has every key (locales.unit.test.ts), so a supported one needs no fallback
    // loaded beside it (1.4 KB more on the first paint); an unsupported one falls back to es.
    fallbackLng: (code) => (code && isLanguage(code.slice(0, 2)) ? [] : [FALLBACK_LANGUAGE]),
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (language) => {
  // Unit tests import modules that import this one, outside a browser.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language.slice(0, 2);
  // The server draws the next first screen in it (docs/BOOT.md).
  updatePrefsCookie({ lang: language.slice(0, 2) });
});

/** The language of `instance`: a render passes its own (the server renders with one per language). */
export function currentLanguage(instance: Pick<typeof i18n, 'resolvedLanguage'> = i18n): TLanguage {
  return languageOf(instance.resolvedLanguage);
}

let screenTextsLoaded: Promise<void> | null = null;

/**
 * Every screen's texts in the current language (the first paint has only the sign-in
 * screen's), loaded once; RequireSession waits for them.
 */
export function loadScreenTexts(): Promise<void> {
  screenTextsLoaded ??= i18nReady
    .then(async () => {
      // Only now: the first language's read must stay the first paint's texts alone.
      areScreenTextsWanted = true;
      const language = currentLanguage();
      const messages = mergeMessages(await screenTexts(language));
      i18n.addResourceBundle(language, 'translation', messages, true, true);
    })
    // Offline, or a deploy removed the chunk: the screen still shows, and switching language
    // loads it whole. Retrying here would suspend the screen again and again.
    .catch((error: unknown) => console.error('Could not load the screen texts', error));
  return screenTextsLoaded;
}

export default i18n;
