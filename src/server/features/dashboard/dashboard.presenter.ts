import {
  type SignedBlobUrls,
  signBlobUrl,
  type UrlSigner,
  type UrlViewer,
} from '@server/storage/signed-url';
import type { TDashboardMemory } from '@shared/schemas/dashboard';
import type { RecentMemoryRow } from './dashboard.repository';

const pickThumbnails = ({ thumbnailUrl, largeThumbnailUrl }: SignedBlobUrls) => ({
  thumbnailUrl,
  largeThumbnailUrl,
});

/** The recent memories with URLs signed for the viewer; one whose photo is unknown is left out. */
export function presentRecentMemories(
  signer: UrlSigner,
  rows: RecentMemoryRow[],
  viewer: UrlViewer,
): TDashboardMemory[] {
  return rows.flatMap(({ imagePath, ...memory }) => {
    const urls = signBlobUrl(signer, 'memories', imagePath, viewer);
    return urls ? [{ ...memory, imageUrl: urls.url, ...pickThumbnails(urls) }] : [];
  });
}
