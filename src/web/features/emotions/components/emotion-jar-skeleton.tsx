import { EMOTION_TYPES } from '@shared/emotions';
import { Skeleton } from '@web/components/ui/skeleton';

export function EmotionJarSkeleton() {
  return (
    <div className="flex flex-col items-center gap-5" aria-hidden="true">
      <Skeleton className="h-80 w-56 rounded-b-[3rem] rounded-t-[2rem]" />
      <div className="grid w-full grid-cols-4 gap-2">
        {EMOTION_TYPES.map((emotion) => (
          <Skeleton key={emotion} className="h-20 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-24 w-full rounded-2xl" />
    </div>
  );
}
