import type { TDatePlanPhoto } from '@shared/schemas/date-plans';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ImageLightbox, type LightboxImage } from '@web/components/image-lightbox';
import { LoadFailure } from '@web/components/query-view';
import { Skeleton } from '@web/components/ui/skeleton';
import { ReactionBar } from '@web/features/reactions/components/reaction-bar';
import { isLocalId } from '@web/lib/outbox/outbox-entry';
import { CloudOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePlanPhoto } from '../api/delete-plan-photo';
import { usePlanPhotos } from '../api/get-plan-photos';
import { AddPhotosButton } from './add-photos-button';

interface PlanPhotosProps {
  planNumber: number;
  title: string;
}

/** The plan's photos as thumbnails: open one full size, delete one, add several. */
export function PlanPhotos({ planNumber, title }: PlanPhotosProps) {
  const { t } = useTranslation();
  const photos = usePlanPhotos(planNumber);
  const [shown, setShown] = useState<LightboxImage | null>(null);

  return (
    <section aria-labelledby={`plan-photos-${planNumber}`} className="flex flex-col gap-3">
      <h3 id={`plan-photos-${planNumber}`} className="text-base font-extrabold">
        {t('datePlans.photos')}
      </h3>
      {photos.isError && !photos.data ? (
        <LoadFailure query={photos} />
      ) : photos.isPending ? (
        <div className="grid grid-cols-3 gap-2">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="aspect-square rounded-xl" />
          ))}
        </div>
      ) : photos.data.photos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
          {t('datePlans.noPhotos')}
        </p>
      ) : (
        <ul className="grid grid-cols-3 gap-2">
          {photos.data.photos.map((photo, index) => (
            <PhotoThumbnail
              key={photo.id}
              photo={photo}
              index={index + 1}
              title={title}
              onOpen={setShown}
            />
          ))}
        </ul>
      )}
      <AddPhotosButton planNumber={planNumber} />
      <ImageLightbox image={shown} onClose={() => setShown(null)} />
    </section>
  );
}

interface PhotoThumbnailProps {
  photo: TDatePlanPhoto;
  index: number;
  title: string;
  onOpen: (image: LightboxImage) => void;
}

function PhotoThumbnail({ photo, index, title, onOpen }: PhotoThumbnailProps) {
  const { t } = useTranslation();
  const remove = useDeletePlanPhoto();
  const alt = t('datePlans.photoAlt', { index, title });
  return (
    <li className="relative flex flex-col gap-1">
      <button
        type="button"
        onClick={() => onOpen({ src: photo.url, alt })}
        aria-label={t('datePlans.openPhoto', { index })}
        className="block aspect-square w-full overflow-hidden rounded-xl bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
      >
        <img
          src={photo.thumbnailUrl}
          alt={alt}
          loading="lazy"
          className="size-full object-cover transition-transform hover:scale-105"
        />
      </button>
      {/* Not on the server yet: it shows, marked, and can be neither deleted nor hearted. */}
      {isLocalId(photo.id) ? (
        <p className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
          <CloudOff className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('outbox.willSend')}</span>
        </p>
      ) : (
        <>
          <ConfirmDialog
            trigger={
              <button
                type="button"
                aria-label={t('datePlans.deletePhoto', { index })}
                className="absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-black/55 text-white backdrop-blur transition-colors hover:bg-destructive focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-white/60"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            }
            icon={<Trash2 />}
            title={t('datePlans.deletePhotoTitle')}
            description={t('datePlans.deletePhotoDescription')}
            confirmLabel={t('common.delete')}
            pendingLabel={t('common.deleting')}
            onConfirm={() => remove.mutateAsync(photo.id)}
          />
          <ReactionBar
            target="photo"
            id={photo.id}
            title={t('reactions.photoTitle', { index, title })}
            counts={photo.reactions}
            imageUrl={photo.thumbnailUrl}
            size="sm"
            className="-mx-1 justify-center gap-0"
          />
        </>
      )}
    </li>
  );
}
