import type { TLanguage } from '@shared/constants';

/** A language's JSON files by path; each file's top-level keys are its namespaces. */
type Messages = { default: Record<string, Record<string, unknown>> };
type Loader = () => Promise<Messages>;

/**
 * Two lazy chunks per language, loaded only when that language is used: the first paint's
 * texts (the sign-in screen), and every other screen's, which grow with each feature and its
 * written content and would otherwise weigh on the first load of /auth (bench/bundle.mjs).
 */
const firstPaintChunks = import.meta.glob<Messages>('../locales/*/index.ts');
const screenChunks = import.meta.glob<Messages>('../locales/*/screens.ts');

function chunkOf(chunks: Record<string, Loader>, language: TLanguage, file: string): Loader {
  const load = chunks[`../locales/${language}/${file}`];
  if (!load) throw new Error(`No ${file} for the locale ${language}`);
  return load;
}

export const firstPaintTexts = (language: TLanguage) =>
  chunkOf(firstPaintChunks, language, 'index.ts')();
export const screenTexts = (language: TLanguage) => chunkOf(screenChunks, language, 'screens.ts')();

/** One language's messages from its files (the locale test keeps namespaces to one file). */
export function mergeMessages(...modules: Messages[]): Record<string, unknown> {
  return Object.fromEntries(
    modules.flatMap((module) => Object.values(module.default).flatMap(Object.entries)),
  );
}
