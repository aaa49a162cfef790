import { Button } from '@web/components/ui/button';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionHearts, type TConnectionStep } from './connection-hearts';

/** The animation's timings: uniting hearts after 0.5 s, connected after 2 s. */
const UNITING_AT_MS = 500;
const CONNECTED_AT_MS = 2000;

/** Full screen, right after joining: the two hearts meet, then on to the dashboard. */
export function ConnectionAnimation({ onContinue }: { onContinue: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<TConnectionStep>('preparing');
  const [isLeaving, setIsLeaving] = useState(false);
  const continueRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timers = [
      setTimeout(() => setStep('uniting'), UNITING_AT_MS),
      setTimeout(() => setStep('connected'), CONNECTED_AT_MS),
    ];
    return () => timers.forEach(clearTimeout);
  }, []);

  // The only thing left to do: keyboard and screen-reader users land on it.
  useEffect(() => {
    if (step === 'connected') continueRef.current?.focus();
  }, [step]);

  const proceed = async () => {
    setIsLeaving(true);
    try {
      await onContinue();
    } finally {
      setIsLeaving(false);
    }
  };

  const isConnected = step === 'connected';
  return (
    <main className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-6 overflow-hidden bg-background px-6 pt-[env(safe-area-inset-top)] pb-[max(2rem,env(safe-area-inset-bottom))] text-center">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(40rem_28rem_at_50%_40%,var(--glow-1),transparent_70%),radial-gradient(30rem_20rem_at_80%_90%,var(--glow-2),transparent_70%)]"
      />
      <div className="relative flex flex-col items-center gap-6">
        <ConnectionHearts step={step} />
        {/* A stable live region: the heading inside it is replaced at each step and read out. */}
        <div aria-live="polite" className="flex min-h-24 flex-col items-center gap-2">
          <h1
            key={step}
            className={
              isConnected
                ? 'animate-float-up font-script text-5xl font-semibold text-primary'
                : 'animate-float-up text-2xl font-extrabold'
            }
          >
            {t(`couple.animation.${step}`)}
          </h1>
          {!isConnected && (
            <span aria-hidden="true" className="flex gap-1.5 pt-1">
              {[0, 1, 2].map((dot) => (
                <span
                  key={dot}
                  className="size-2 animate-bounce rounded-full bg-primary/70"
                  style={{ animationDelay: `${dot * 150}ms` }}
                />
              ))}
            </span>
          )}
        </div>
        <div className="h-12">
          {isConnected && (
            <Button
              ref={continueRef}
              size="lg"
              isLoading={isLeaving}
              onClick={proceed}
              className="animate-float-up [animation-delay:400ms]"
            >
              {t('couple.animation.continue')}
              {!isLeaving && <ArrowRight aria-hidden="true" />}
            </Button>
          )}
        </div>
      </div>
    </main>
  );
}
