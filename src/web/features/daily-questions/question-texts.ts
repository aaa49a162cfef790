import { languageOf, type TLanguage } from '@shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dailyQuestionsKeys } from './api/daily-questions-keys';

type QuestionTexts = Record<number, string>;

// One chunk per language, loaded the first time a question is shown: the catalog (a year of
// questions in six languages) never weighs on the dashboard's first load or on other languages.
const LOADERS: Record<TLanguage, () => Promise<{ default: QuestionTexts }>> = {
  es: () => import('@shared/content/daily-questions/texts/es'),
  en: () => import('@shared/content/daily-questions/texts/en'),
  fr: () => import('@shared/content/daily-questions/texts/fr'),
  de: () => import('@shared/content/daily-questions/texts/de'),
  it: () => import('@shared/content/daily-questions/texts/it'),
  pt: () => import('@shared/content/daily-questions/texts/pt'),
};

/**
 * Every question's words in a language, kept for good once loaded. A screen that shows today's
 * question prefetches them with its data, so the server draws the question in the page and the
 * browser's first render has it too (its largest text, drawn late, was the screen's LCP).
 */
export function questionTextsQueryOptions(readerLanguage: string) {
  const language = languageOf(readerLanguage);
  return queryOptions({
    queryKey: dailyQuestionsKeys.texts(language),
    queryFn: async (): Promise<QuestionTexts> => (await LOADERS[language]()).default,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The question's words in the reader's language; undefined while its chunk loads. */
export function useQuestionText(questionId: number | undefined): string | undefined {
  const { i18n } = useTranslation();
  const texts = useQuery(questionTextsQueryOptions(i18n.language));
  return questionId === undefined ? undefined : texts.data?.[questionId];
}
