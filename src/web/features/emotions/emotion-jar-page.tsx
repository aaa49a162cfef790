import type { TEmotionType } from '@shared/emotions';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { QueryView } from '@web/components/query-view';
import { buttonVariants } from '@web/components/ui/button';
import { CalendarHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddEmotion } from './api/add-emotion';
import { useDeleteEmotion } from './api/delete-emotion';
import { todayEmotionsQueryOptions, useTodayEmotions } from './api/get-today-emotions';
import { EmotionButtons } from './components/emotion-buttons';
import { EmotionJar } from './components/emotion-jar';
import { EmotionJarSkeleton } from './components/emotion-jar-skeleton';
import { EmotionPanel } from './components/emotion-panel';

/** What the screen asks for first: fetched while its code and texts still load (app/router). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(todayEmotionsQueryOptions());
}

export default function EmotionJarPage() {
  const { t } = useTranslation();
  const today = useTodayEmotions();
  const addEmotion = useAddEmotion();
  const deleteEmotion = useDeleteEmotion();
  const pendingEmotion: TEmotionType | null = addEmotion.isPending ? addEmotion.variables : null;

  return (
    <PageShell>
      <PageHeader title={t('emotions.jar.title')} subtitle={t('emotions.jar.subtitle')} />
      <QueryView query={today} layout="card" pending={<EmotionJarSkeleton />}>
        {({ mine, partner }) => (
          <>
            <EmotionJar emotions={[...mine, ...partner]} />
            <EmotionButtons
              onAdd={(emotion) => addEmotion.mutate(emotion)}
              pendingEmotion={pendingEmotion}
            />
            <div className="grid gap-3">
              <EmotionPanel
                title={t('emotions.jar.mine')}
                emptyText={t('emotions.jar.mineEmpty')}
                emotions={mine}
                onDelete={(emotion) => deleteEmotion.mutate(emotion.id)}
              />
              <EmotionPanel
                title={t('emotions.jar.partner')}
                emptyText={t('emotions.jar.partnerEmpty')}
                emotions={partner}
              />
            </div>
          </>
        )}
      </QueryView>
      <Link
        to="/emotion-calendar"
        className={buttonVariants({ variant: 'outline', className: 'w-full' })}
      >
        <CalendarHeart aria-hidden="true" />
        {t('emotions.jar.openCalendar')}
      </Link>
    </PageShell>
  );
}
