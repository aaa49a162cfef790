import type { TLetter, TLetters, TOpenWhenSuggestion } from '@shared/schemas/letters';
import type { QueryClient } from '@tanstack/react-query';
import { blobUrl } from '@web/lib/outbox/blob-url';
import { patchRow, updateCached, withoutRow, withRow } from '@web/lib/outbox/cached-rows';
import { defineOutboxKind } from '@web/lib/outbox/outbox-kind';
import { outboxFormRequest } from '@web/lib/upload/outbox-form';
import type { UploadVariables } from '@web/lib/upload/use-upload';
import { lettersKeys } from './letters-keys';

/** Changes the cached list of my sealed letters (the only shelf my own writes touch). */
const updateWritten = (queryClient: QueryClient, update: (written: TLetter[]) => TLetter[]) =>
  updateCached<TLetters>(queryClient, lettersKeys.list(), (data) => {
    const written = update(data.written);
    return written === data.written ? data : { ...data, written };
  });

/** The letter as its writer will see it, from the form's fields (shown while it waits). */
function letterOf({ fields, files }: UploadVariables): Partial<TLetter> {
  const [file] = files;
  const url = file ? blobUrl(file) : null;
  const suggestion = fields.openWhenSuggestion as TOpenWhenSuggestion | undefined;
  return {
    opensOn: fields.opensOn || null,
    openWhen: suggestion ? { suggestion } : fields.openWhen ? { text: fields.openWhen } : null,
    content: {
      body: fields.body ?? '',
      imageUrl: url,
      thumbnailUrl: url,
      largeThumbnailUrl: url,
      voice: null,
    },
  };
}

/** The kinds of change the letters make without a signal: words written in a tunnel are kept. */
export const writeLetterKind = defineOutboxKind<UploadVariables>({
  name: 'letters.write',
  change: 'letters.changed',
  label: 'letters.outbox.write',
  creates: true,
  request: (upload) => outboxFormRequest('POST', '/api/letters', upload),
  target: (_upload, localId) => localId,
  apply: (queryClient, upload, { localId, at }) => {
    if (!localId) return;
    const made: TLetter = {
      id: localId,
      isMine: true,
      opensOn: null,
      openWhen: null,
      openedAt: null,
      canOpen: false,
      canEdit: false,
      writtenAt: at,
      content: null,
      ...letterOf(upload),
    };
    updateWritten(queryClient, (written) => withRow(written, made));
  },
});

export type EditLetterVars = UploadVariables & { id: string };

export const editLetterKind = defineOutboxKind<EditLetterVars>({
  name: 'letters.edit',
  change: 'letters.changed',
  label: 'letters.outbox.edit',
  request: ({ id, ...upload }) =>
    outboxFormRequest('PATCH', `/api/letters/${encodeURIComponent(id)}`, upload),
  target: ({ id }) => id,
  apply: (queryClient, { id, ...upload }) =>
    updateWritten(queryClient, (written) => {
      const current = written.find((letter) => letter.id === id);
      if (!current) return written;
      const shown = letterOf(upload);
      // The photo stays unless a new one came or it was taken off.
      const keepsPhoto = upload.files.length === 0 && upload.fields.removeImage !== 'true';
      // Likewise the voice note, unless a new one was recorded or it was taken off.
      const keepsVoice =
        (upload.attachments ?? []).length === 0 && upload.fields.removeVoice !== 'true';
      const content = shown.content && {
        ...shown.content,
        ...(keepsPhoto && current.content
          ? {
              imageUrl: current.content.imageUrl,
              thumbnailUrl: current.content.thumbnailUrl,
              largeThumbnailUrl: current.content.largeThumbnailUrl,
            }
          : {}),
        voice: keepsVoice ? (current.content?.voice ?? null) : null,
      };
      const isSame =
        current.opensOn === shown.opensOn &&
        JSON.stringify(current.openWhen) === JSON.stringify(shown.openWhen) &&
        JSON.stringify(current.content) === JSON.stringify(content);
      return isSame ? written : patchRow(written, id, { ...shown, content });
    }),
});

export const deleteLetterKind = defineOutboxKind<string>({
  name: 'letters.delete',
  change: 'letters.changed',
  label: 'letters.outbox.delete',
  request: (id) => ({ method: 'DELETE', path: `/api/letters/${encodeURIComponent(id)}` }),
  target: (id) => id,
  apply: (queryClient, id) => updateWritten(queryClient, (written) => withoutRow(written, id)),
});
