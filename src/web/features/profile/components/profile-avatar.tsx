import { useState } from 'react';
import { cn } from '../../../lib/cn';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (
    letters
      .map((word) => Array.from(word ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '♥'
  );
}

interface ProfileAvatarProps {
  name: string;
  url: string | null;
  alt: string;
  className?: string;
}

/** The photo, or the initials on a blush gradient when there is none or it fails to load. */
export function ProfileAvatar({ name, url, alt, className }: ProfileAvatarProps) {
  // A signed URL expires after an hour; a broken image falls back to the initials.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = url !== null && url !== failedUrl;
  return (
    <div
      className={cn(
        'grid size-full place-items-center overflow-hidden rounded-full bg-gradient-to-br from-primary-soft to-[oklch(0.9_0.07_45)] dark:to-[oklch(0.4_0.08_350)]',
        className,
      )}
    >
      {showImage ? (
        <img
          src={url}
          alt={alt}
          className="size-full object-cover"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <span role="img" aria-label={alt} className="text-3xl font-extrabold text-primary">
          {initialsOf(name)}
        </span>
      )}
    </div>
  );
}
