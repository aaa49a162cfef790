import type { TCouple } from '@shared/schemas/couple';
import { Card } from '@web/components/ui/card';
import { KeyRound, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateCodeForm } from './create-code-form';
import { JoinCodeForm } from './join-code-form';

function SetupSection(props: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-primary-soft text-primary dark:text-foreground [&_svg]:size-5">
          {props.icon}
        </span>
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-lg leading-tight font-extrabold">
            {props.title}
          </h2>
          <p className="text-sm text-muted-foreground">{props.description}</p>
        </div>
      </div>
      {props.children}
    </section>
  );
}

/** No couple yet: create a code to share, or join the partner's (the dashboard shows it). */
export function CoupleSetupCard({
  onCreated,
  onJoined,
}: {
  onCreated: (couple: TCouple) => void;
  onJoined: (couple: TCouple) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="animate-float-up [animation-delay:80ms]">
      <SetupSection
        icon={<Sparkles aria-hidden="true" />}
        title={t('couple.createTitle')}
        description={t('couple.createDescription')}
      >
        <CreateCodeForm onCreated={onCreated} />
      </SetupSection>
      <div className="flex items-center gap-3 px-6" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        <span className="text-xs font-bold tracking-widest text-muted-foreground uppercase">
          {t('couple.or')}
        </span>
        <span className="h-px flex-1 bg-border" />
      </div>
      <SetupSection
        icon={<KeyRound aria-hidden="true" />}
        title={t('couple.joinTitle')}
        description={t('couple.joinDescription')}
      >
        <JoinCodeForm onJoined={onJoined} variant="secondary" />
      </SetupSection>
    </Card>
  );
}
