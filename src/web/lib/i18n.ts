import { FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from '@shared/constants';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

// One chunk per language, loaded only when that language is used.
const loaders: Record<TLanguage, () => Promise<{ default: ResourceKey }>> = {
  es: () => import('@web/locales/es/index'),
  en: () => import('@web/locales/en/index'),
  fr: () => import('@web/locales/fr/index'),
  de: () => import('@web/locales/de/index'),
  it: () => import('@web/locales/it/index'),
  pt: () => import('@web/locales/pt/index'),
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load = loaders[language as TLanguage];
    if (!load) return callback(new Error(`No locale ${language}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18nReady = i18n
  .use(lazyBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      caches: ['localStorage'],
      lookupLocalStorage: 'i18nextLng',
    },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language.slice(0, 2);
});

export function currentLanguage(): TLanguage {
  const language = (i18n.resolvedLanguage ?? FALLBACK_LANGUAGE).slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(language)
    ? (language as TLanguage)
    : FALLBACK_LANGUAGE;
}

export default i18n;
