import { languageOf } from '@shared/constants';
import type { TLetter, TOpenWhen } from '@shared/schemas/letters';
import { formatDay } from '@web/lib/calendar-dates';
import { useTranslation } from 'react-i18next';

/**
 * The words of a letter's seal, in the reader's language: "estés triste" for a moment (the
 * suggested ones translated, the writer's own as written), "Se abre el 14 de febrero" for a day.
 */
export function useSealText() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage);
  const moment = (openWhen: TOpenWhen) =>
    'suggestion' in openWhen ? t(`letters.suggestions.${openWhen.suggestion}`) : openWhen.text;
  const day = (date: string) => formatDay(date, language, 'long');
  return {
    moment,
    day,
    /** The seal's line: when, or when-what, or that the day has come. */
    seal: (letter: Pick<TLetter, 'opensOn' | 'openWhen' | 'canOpen'>) => {
      if (letter.openWhen) return t('letters.openWhen', { when: moment(letter.openWhen) });
      if (letter.canOpen) return t('letters.opensToday');
      return t('letters.opensOn', { date: day(letter.opensOn ?? '') });
    },
  };
}
