import type { TLanguage } from '@shared/constants';

interface FeedTexts {
  calendarName: (names: string) => string;
  anniversary: (names: string) => string;
  daysTogether: (days: number) => string;
  planInProgress: (title: string) => string;
}

// The feed is read by a calendar app, not by our web app: its few labels live here, in the
// language its owner chose when making the URL.
export const FEED_TEXTS: Record<TLanguage, FeedTexts> = {
  es: {
    calendarName: (names) => `Juntos · ${names}`,
    anniversary: (names) => `💕 Aniversario de ${names}`,
    daysTogether: (days) => `✨ ${days} días juntos`,
    planInProgress: (title) => `Plan en curso: ${title}`,
  },
  en: {
    calendarName: (names) => `Juntos · ${names}`,
    anniversary: (names) => `💕 ${names}’ anniversary`,
    daysTogether: (days) => `✨ ${days} days together`,
    planInProgress: (title) => `Date plan in progress: ${title}`,
  },
  fr: {
    calendarName: (names) => `Juntos · ${names}`,
    anniversary: (names) => `💕 Anniversaire de ${names}`,
    daysTogether: (days) => `✨ ${days} jours ensemble`,
    planInProgress: (title) => `Sortie en cours : ${title}`,
  },
  de: {
    calendarName: (names) => `Juntos · ${names}`,
    anniversary: (names) => `💕 Jahrestag von ${names}`,
    daysTogether: (days) => `✨ ${days} Tage zusammen`,
    planInProgress: (title) => `Aktuelles Date: ${title}`,
  },
  it: {
    calendarName: (names) => `Juntos · ${names}`,
    anniversary: (names) => `💕 Anniversario di ${names}`,
    daysTogether: (days) => `✨ ${days} giorni insieme`,
    planInProgress: (title) => `Appuntamento in corso: ${title}`,
  },
  pt: {
    calendarName: (names) => `Juntos · ${names}`,
    anniversary: (names) => `💕 Aniversário de ${names}`,
    daysTogether: (days) => `✨ ${days} dias juntos`,
    planInProgress: (title) => `Plano em curso: ${title}`,
  },
};
