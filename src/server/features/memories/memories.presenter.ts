import { signBlobUrl, type UrlSigner, type UrlViewer } from '@server/storage/signed-url';
import { presentVoiceNote } from '@server/storage/voice-intake';
import type { TMemory } from '@shared/schemas/memories';
import { NO_REACTIONS, type TReactionCounts } from '@shared/schemas/reactions';
import type { MemoryRow } from './memories.repository';

/** A memory as the API answers it, its photo's URLs signed for the viewer. */
export function presentMemory(
  signer: UrlSigner,
  row: MemoryRow,
  viewer: UrlViewer,
  reactions: TReactionCounts = NO_REACTIONS,
): TMemory {
  const urls = signBlobUrl(signer, 'memories', row.imageUrl || null, viewer);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    memoryDate: row.memoryDate,
    imageUrl: urls?.url ?? null,
    thumbnailUrl: urls?.thumbnailUrl ?? null,
    largeThumbnailUrl: urls?.largeThumbnailUrl ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    reactions,
    voice: presentVoiceNote(signer, row.voicePath, row.voiceDurationMs, viewer),
  };
}
