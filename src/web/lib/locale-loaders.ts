import type { TLanguage } from '@shared/constants';

/** A language's JSON files by path; each file's top-level keys are its namespaces. */
type Messages = { default: Record<string, Record<string, unknown>> };

/**
 * Two chunks per language, loaded only when that language is used: the first paint's texts
 * (the sign-in screen), and every other screen's, which grow with each feature and its written
 * content and would otherwise weigh on the first load of /auth (bench/bundle.mjs).
 */
export const firstPaintTexts: Record<TLanguage, () => Promise<Messages>> = {
  es: () => import('@web/locales/es/index'),
  en: () => import('@web/locales/en/index'),
  fr: () => import('@web/locales/fr/index'),
  de: () => import('@web/locales/de/index'),
  it: () => import('@web/locales/it/index'),
  pt: () => import('@web/locales/pt/index'),
};

export const screenTexts: Record<TLanguage, () => Promise<Messages>> = {
  es: () => import('@web/locales/es/screens'),
  en: () => import('@web/locales/en/screens'),
  fr: () => import('@web/locales/fr/screens'),
  de: () => import('@web/locales/de/screens'),
  it: () => import('@web/locales/it/screens'),
  pt: () => import('@web/locales/pt/screens'),
};

/** One language's messages from its files (the locale test keeps namespaces to one file). */
export function mergeMessages(...modules: Messages[]): Record<string, unknown> {
  return Object.fromEntries(
    modules.flatMap((module) => Object.values(module.default).flatMap(Object.entries)),
  );
}
