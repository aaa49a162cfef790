import { IMAGE_FILE_ACCEPT } from '@shared/image-rules';
import type { TProfile } from '@shared/schemas/profile';
import { Avatar, AvatarFallback, AvatarImage } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { UploadProgress } from '@web/components/upload-progress';
import { initials } from '@web/lib/names';
import { Camera, Loader2, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';

export function AvatarUploader({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const isBusy = upload.isUploading || remove.isPending;
  const hasAvatar = profile.avatarUrl !== null;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file) void upload.start(file);
  };

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div className="relative">
        <div className="size-32 rounded-full bg-gradient-to-br from-[oklch(0.78_0.13_15)] via-primary to-[oklch(0.8_0.12_50)] p-1 shadow-glow">
          {/* Radix shows the initials until the photo loads, and keeps them if it fails (an
              expired signed URL). */}
          <Avatar size={null} className="size-full border-4 border-background">
            {profile.avatarUrl && (
              <AvatarImage src={profile.avatarUrl} alt={t('profile.avatarAlt')} />
            )}
            <AvatarFallback role="img" aria-label={t('profile.avatarAlt')} className="text-4xl">
              {initials(profile.fullName) || '♥'}
            </AvatarFallback>
          </Avatar>
        </div>
        {upload.isUploading && (
          <div className="absolute inset-1 grid place-items-center rounded-full bg-background/80 backdrop-blur-sm">
            <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
          </div>
        )}
        <Button
          size={null}
          onClick={() => inputRef.current?.click()}
          disabled={isBusy}
          aria-label={hasAvatar ? t('profile.changeAvatar') : t('profile.uploadAvatar')}
          title={hasAvatar ? t('profile.changeAvatar') : t('profile.uploadAvatar')}
          className="absolute -right-1 bottom-1 size-11 border-4 border-background"
        >
          <Camera aria-hidden="true" />
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_FILE_ACCEPT}
          className="hidden"
          tabIndex={-1}
          onChange={onFileChosen}
        />
      </div>
      <div className="min-w-0 max-w-full">
        <p className="truncate text-xl font-extrabold">{profile.fullName}</p>
        <p className="truncate text-sm text-muted-foreground">{profile.email}</p>
      </div>
      <p className="text-xs font-medium text-muted-foreground" aria-live="polite">
        {upload.isUploading ? t('profile.uploading') : t('profile.avatarHint')}
      </p>
      <UploadProgress upload={upload} />
      {hasAvatar && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => remove.mutate()}
          isLoading={remove.isPending}
          disabled={isBusy}
          className="-mt-1 text-muted-foreground hover:text-destructive"
        >
          {!remove.isPending && <Trash2 aria-hidden="true" />}
          {t('profile.removeAvatar')}
        </Button>
      )}
    </div>
  );
}
