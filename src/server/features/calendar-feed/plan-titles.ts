import type { TLanguage } from '@shared/constants';
import de from '@shared/content/date-plans/de.json';
import en from '@shared/content/date-plans/en.json';
import es from '@shared/content/date-plans/es.json';
import fr from '@shared/content/date-plans/fr.json';
import it from '@shared/content/date-plans/it.json';
import pt from '@shared/content/date-plans/pt.json';

type PlanTexts = Record<string, { title: string; description: string }>;

const TEXTS: Record<TLanguage, PlanTexts> = { es, en, fr, de, it, pt };

/** A catalogue plan's title and description in a language (Spanish when it has none). */
export function planTitle(language: string, planNumber: number) {
  const texts = TEXTS[language as TLanguage] ?? TEXTS.es;
  return texts[String(planNumber)] ?? es[String(planNumber) as keyof typeof es];
}
