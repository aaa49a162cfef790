import { Avatar, AvatarFallback, AvatarImage } from '@web/components/ui/avatar';
import { initials } from '@web/lib/names';
import { useTranslation } from 'react-i18next';

interface PersonAvatarProps {
  name: string;
  avatarUrl: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  ring?: 'none' | 'card';
  /** The partner gets the peach one, so two initials never look alike. */
  tone?: 'rose' | 'peach';
}

/** A person's photo, or their initials until (or instead of) it. */
export function PersonAvatar({
  name,
  avatarUrl,
  size = 'md',
  ring = 'none',
  tone = 'rose',
}: PersonAvatarProps) {
  const { t } = useTranslation();
  return (
    <Avatar size={size} ring={ring}>
      {avatarUrl && <AvatarImage src={avatarUrl} alt={t('dashboard.avatarOf', { name })} />}
      <AvatarFallback aria-hidden="true" tone={tone}>
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}
