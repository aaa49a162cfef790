// i18next's types for this app: the Spanish files, the reference locale, merged into the one
// 'translation' namespace as lib/locale-loaders.ts merges them at run time (each file's top-level
// keys are namespaces: t('memories.title')). So tsc rejects a key es does not have. A new locale
// file is added here too (the locale test fails otherwise); the other languages are kept to the
// same keys by the locale test.
import type account from '@web/locales/es/account.json';
import type affection from '@web/locales/es/affection.json';
import type auth from '@web/locales/es/auth.json';
import type bucketList from '@web/locales/es/bucket-list.json';
import type calendarFeed from '@web/locales/es/calendar-feed.json';
import type chat from '@web/locales/es/chat.json';
import type common from '@web/locales/es/common.json';
import type connection from '@web/locales/es/connection.json';
import type couple from '@web/locales/es/couple.json';
import type dailyQuestion from '@web/locales/es/daily-question.json';
import type dashboard from '@web/locales/es/dashboard.json';
import type datePlans from '@web/locales/es/date-plans.json';
import type devices from '@web/locales/es/devices.json';
import type emotions from '@web/locales/es/emotions.json';
import type ending from '@web/locales/es/ending.json';
import type events from '@web/locales/es/events.json';
import type exportTexts from '@web/locales/es/export.json';
import type games from '@web/locales/es/games.json';
import type letters from '@web/locales/es/letters.json';
import type memories from '@web/locales/es/memories.json';
import type navigation from '@web/locales/es/navigation.json';
import type notifications from '@web/locales/es/notifications.json';
import type outbox from '@web/locales/es/outbox.json';
import type passwordReset from '@web/locales/es/password-reset.json';
import type pet from '@web/locales/es/pet.json';
import type privacy from '@web/locales/es/privacy.json';
import type profile from '@web/locales/es/profile.json';
import type reactions from '@web/locales/es/reactions.json';
import type stats from '@web/locales/es/stats.json';
import type validation from '@web/locales/es/validation.json';
import type voice from '@web/locales/es/voice.json';

export type Messages = typeof account &
  typeof affection &
  typeof auth &
  typeof bucketList &
  typeof calendarFeed &
  typeof chat &
  typeof common &
  typeof connection &
  typeof couple &
  typeof dailyQuestion &
  typeof dashboard &
  typeof datePlans &
  typeof devices &
  typeof emotions &
  typeof ending &
  typeof events &
  typeof exportTexts &
  typeof games &
  typeof letters &
  typeof memories &
  typeof navigation &
  typeof notifications &
  typeof outbox &
  typeof passwordReset &
  typeof pet &
  typeof privacy &
  typeof profile &
  typeof reactions &
  typeof stats &
  typeof validation &
  typeof voice;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
