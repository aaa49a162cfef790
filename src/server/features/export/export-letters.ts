import type { TBucket } from '@server/storage/blob-store';
import { openWhenOf, type TOpenWhenSuggestion } from '@shared/schemas/letters';
import type { TAlbumLanguage } from './album-texts';
import type { ArchiveRows } from './export.repository';

type LetterRow = ArchiveRows['letters'][number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * data.json's letters: only those the exporter may read (their own, sealed or not, and those
 * opened), as `startExport` keeps them from the rows read: a partner's sealed letter reaches
 * neither data.json, the album nor the archive's files.
 */
export function presentLetters(
  letters: LetterRow[],
  photo: (bucket: TBucket, path: string | null) => string | null,
  voiceOf: (row: LetterRow) => { file: string; durationMs: number } | null,
) {
  return letters.map((letter) => ({
    id: letter.id,
    writtenBy: letter.createdBy,
    readerId: letter.readerId,
    body: letter.body,
    photo: photo('memories', letter.imagePath),
    voice: voiceOf(letter),
    opensOn: letter.opensOn,
    openWhen: letter.openWhen === null ? null : openWhenOf(letter.openWhen),
    writtenAt: iso(letter.createdAt),
    openedAt: iso(letter.openedAt),
  }));
}

/** The letters' words in the album, in the exporter's language. */
export const LETTER_ALBUM_TEXTS: Record<
  TAlbumLanguage,
  {
    title: string;
    fromTo: string;
    openedOn: string;
    opensOn: string;
    openWhen: string;
    moments: Record<TOpenWhenSuggestion, string>;
  }
> = {
  es: {
    title: 'Cartas',
    fromTo: 'De {{from}} para {{to}}',
    openedOn: 'Abierta el {{date}}',
    opensOn: 'Sellada hasta el {{date}}',
    openWhen: 'Ábrela cuando {{when}}',
    moments: {
      sad: 'estés triste',
      missMe: 'me eches de menos',
      cantSleep: 'no puedas dormir',
      laugh: 'necesites reírte',
    },
  },
  en: {
    title: 'Letters',
    fromTo: 'From {{from}} to {{to}}',
    openedOn: 'Opened on {{date}}',
    opensOn: 'Sealed until {{date}}',
    openWhen: 'Open it when {{when}}',
    moments: {
      sad: 'you’re sad',
      missMe: 'you miss me',
      cantSleep: 'you can’t sleep',
      laugh: 'you need a laugh',
    },
  },
  fr: {
    title: 'Lettres',
    fromTo: 'De {{from}} pour {{to}}',
    openedOn: 'Ouverte le {{date}}',
    opensOn: 'Scellée jusqu’au {{date}}',
    openWhen: 'Ouvre-la quand {{when}}',
    moments: {
      sad: 'tu es triste',
      missMe: 'je te manque',
      cantSleep: 'tu n’arrives pas à dormir',
      laugh: 'tu as besoin de rire',
    },
  },
  de: {
    title: 'Briefe',
    fromTo: 'Von {{from}} für {{to}}',
    openedOn: 'Geöffnet am {{date}}',
    opensOn: 'Versiegelt bis {{date}}',
    openWhen: 'Öffne ihn, wenn {{when}}',
    moments: {
      sad: 'du traurig bist',
      missMe: 'du mich vermisst',
      cantSleep: 'du nicht schlafen kannst',
      laugh: 'du etwas zum Lachen brauchst',
    },
  },
  it: {
    title: 'Lettere',
    fromTo: 'Da {{from}} per {{to}}',
    openedOn: 'Aperta il {{date}}',
    opensOn: 'Sigillata fino al {{date}}',
    openWhen: 'Aprila quando {{when}}',
    moments: {
      sad: 'sei triste',
      missMe: 'ti manco',
      cantSleep: 'non riesci a dormire',
      laugh: 'hai bisogno di ridere',
    },
  },
  pt: {
    title: 'Cartas',
    fromTo: 'De {{from}} para {{to}}',
    openedOn: 'Aberta a {{date}}',
    opensOn: 'Selada até {{date}}',
    openWhen: 'Abre-a quando {{when}}',
    moments: {
      sad: 'estiveres triste',
      missMe: 'tiveres saudades minhas',
      cantSleep: 'não conseguires dormir',
      laugh: 'precisares de rir',
    },
  },
};
