import { LANGUAGES, type TLanguage } from '@shared/constants';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every text of every language, in the server's bundle only (the browser loads them by chunk).
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function messagesOf(language: TLanguage): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.startsWith(`../locales/${language}/`))
      .flatMap(([, namespaces]) => Object.entries(namespaces)),
  );
}

const instances = new Map<TLanguage, i18n>();

/**
 * One i18next per language, made once and only read by each rendering (never switched: two
 * visitors drawn at once may want two languages). The options that change a text are the
 * browser's (lib/i18n.ts).
 */
export function i18nFor(language: TLanguage): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      resources: { [language]: { translation: messagesOf(language) } },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      initAsync: false,
    });
    instances.set(language, instance);
  }
  return instance;
}
