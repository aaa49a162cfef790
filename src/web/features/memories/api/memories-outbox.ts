import type { TMemory, TMemoryFilter, TMemoryPage } from '@shared/schemas/memories';
import { NO_REACTIONS } from '@shared/schemas/reactions';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { blobUrl } from '@web/lib/outbox/blob-url';
import { patchRow, updateCached, withoutRow, withRow } from '@web/lib/outbox/cached-rows';
import { defineOutboxKind } from '@web/lib/outbox/outbox-kind';
import { outboxFormRequest } from '@web/lib/upload/outbox-form';
import type { UploadVariables } from '@web/lib/upload/use-upload';
import { memoriesKeys } from './memories-keys';

type MemoryPages = InfiniteData<TMemoryPage, string | null>;

/** Changes every cached page of every list (each filter and sort) of memories. */
const updateLists = (
  queryClient: QueryClient,
  update: (items: TMemory[], pageIndex: number, filter: TMemoryFilter) => TMemory[],
) =>
  updateCached<MemoryPages>(queryClient, memoriesKeys.lists(), (data, key) => {
    const filter = key[2] as TMemoryFilter;
    let isChanged = false;
    const pages = data.pages.map((page, index) => {
      const items = update(page.items, index, filter);
      if (items === page.items) return page;
      isChanged = true;
      return { ...page, items };
    });
    return isChanged ? { ...data, pages } : data;
  });

const photoOf = ({ files }: UploadVariables) => {
  const [file] = files;
  if (!file) return null;
  const url = blobUrl(file);
  return { imageUrl: url, thumbnailUrl: url, largeThumbnailUrl: url };
};

/** The kinds of change the memories make without a signal. */
export const createMemoryKind = defineOutboxKind<UploadVariables>({
  name: 'memories.create',
  change: 'memories.changed',
  label: 'outbox.kinds.createMemory',
  detail: ({ fields }) => fields.title,
  creates: true,
  request: (upload) => outboxFormRequest('POST', '/api/memories', upload),
  target: (_upload, localId) => localId,
  apply: (queryClient, upload, { localId, at }) => {
    if (!localId) return;
    const photo = photoOf(upload);
    const made: TMemory = {
      id: localId,
      title: upload.fields.title ?? '',
      description: upload.fields.description || null,
      memoryDate: upload.fields.memoryDate || null,
      imageUrl: photo?.imageUrl ?? null,
      thumbnailUrl: photo?.thumbnailUrl ?? null,
      largeThumbnailUrl: photo?.largeThumbnailUrl ?? null,
      createdAt: at,
      createdBy: null,
      reactions: NO_REACTIONS,
      // A recorded voice note shows once the server has converted it.
      voice: null,
    };
    updateLists(queryClient, (items, pageIndex, filter) => {
      const fits = filter === 'all' || (filter === 'with-image') === (photo !== null);
      return pageIndex === 0 && fits ? withRow(items, made) : items;
    });
  },
});

export type UpdateMemoryVars = UploadVariables & { id: string };

export const updateMemoryKind = defineOutboxKind<UpdateMemoryVars>({
  name: 'memories.update',
  change: 'memories.changed',
  label: 'outbox.kinds.updateMemory',
  detail: ({ fields }) => fields.title,
  request: ({ id, ...upload }) =>
    outboxFormRequest('PATCH', `/api/memories/${encodeURIComponent(id)}`, upload),
  target: ({ id }) => id,
  apply: (queryClient, { id, ...upload }) => {
    const photo =
      photoOf(upload) ??
      (upload.fields.removeImage === 'true'
        ? { imageUrl: null, thumbnailUrl: null, largeThumbnailUrl: null }
        : {});
    const patch: Partial<TMemory> = {
      title: upload.fields.title ?? '',
      description: upload.fields.description || null,
      memoryDate: upload.fields.memoryDate || null,
      ...photo,
      ...(upload.fields.removeVoice === 'true' ? { voice: null } : {}),
    };
    updateLists(queryClient, (items) => patchRow(items, id, patch));
  },
});

export const deleteMemoryKind = defineOutboxKind<string>({
  name: 'memories.delete',
  change: 'memories.changed',
  label: 'outbox.kinds.deleteMemory',
  request: (id) => ({ method: 'DELETE', path: `/api/memories/${encodeURIComponent(id)}` }),
  target: (id) => id,
  apply: (queryClient, id) => updateLists(queryClient, (items) => withoutRow(items, id)),
});
