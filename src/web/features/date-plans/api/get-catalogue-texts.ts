import { languageOf, type TLanguage } from '@shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { datePlansKeys } from './date-plans-keys';

export type CatalogueTexts = Record<string, { title: string; description: string } | undefined>;

// One chunk per language, loaded only when that language is shown (about 20 KB of text each).
const loaders = import.meta.glob<{ default: CatalogueTexts }>('@shared/content/date-plans/*.json');

async function getCatalogueTexts(language: TLanguage): Promise<CatalogueTexts> {
  const load = Object.entries(loaders).find(([path]) => path.endsWith(`/${language}.json`))?.[1];
  if (!load) throw new Error(`No date plan texts for ${language}`);
  return (await load()).default;
}

const catalogueQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: datePlansKeys.catalogue(language),
    queryFn: () => getCatalogueTexts(language),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The plans' titles and descriptions in the reader's language (the dashboard's plan cards
 * use it too). Until they load (or should they
 * fail) a plan shows the Spanish text the API sends, so nothing waits on them.
 */
export function usePlanTexts() {
  const { i18n } = useTranslation();
  const { data } = useQuery(catalogueQueryOptions(languageOf(i18n.resolvedLanguage)));
  return (plan: { planNumber: number; title: string; description: string }) =>
    data?.[String(plan.planNumber)] ?? { title: plan.title, description: plan.description };
}
