import type { TCouple } from '@shared/schemas/couple';
import { BeatingHeart } from '@web/components/beating-heart';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { Check, ChevronDown, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JoinCodeForm } from './join-code-form';

const COPIED_MS = 2000;

/** A code was created: show it to share, and wait for the partner (the page updates live). */
export function WaitingCard({
  code,
  onJoined,
}: {
  code: string;
  onJoined: (couple: TCouple) => void;
}) {
  const { t } = useTranslation();
  const codeRef = useRef<HTMLParagraphElement>(null);
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
      toast.success(t('couple.codeCopied'));
    } catch {
      // No clipboard (an insecure origin, a denied permission): select it for a manual copy.
      const selection = window.getSelection();
      if (codeRef.current && selection) selection.selectAllChildren(codeRef.current);
      toast.error(t('couple.copyFailed'));
    }
  };

  return (
    <Card className="flex animate-float-up flex-col items-center gap-5 p-6 text-center [animation-delay:80ms]">
      <div className="relative mt-2 grid size-20 place-items-center" aria-hidden="true">
        <span className="absolute inset-0 animate-ripple rounded-full bg-primary/30" />
        <span className="absolute inset-0 animate-ripple rounded-full bg-primary/25 [animation-delay:0.9s]" />
        <span className="relative grid size-16 place-items-center rounded-full bg-gradient-to-br from-[oklch(0.78_0.13_15)] to-primary shadow-glow">
          <BeatingHeart className="size-7 fill-white text-white" />
        </span>
      </div>
      <div className="flex flex-col items-center gap-2">
        <Badge variant="soft" hasDot className="[&>span]:animate-pulse">
          {t('couple.waitingBadge')}
        </Badge>
        <h2 className="text-xl font-extrabold">{t('couple.waitingTitle')}</h2>
        <p className="max-w-xs text-sm text-balance text-muted-foreground">
          {t('couple.waitingDescription')}
        </p>
      </div>
      <div className="w-full rounded-2xl border-2 border-dashed border-primary/35 bg-primary-soft/40 px-4 py-5">
        <p className="text-xs font-bold tracking-widest text-muted-foreground uppercase">
          {t('couple.yourCode')}
        </p>
        <p
          ref={codeRef}
          className="mt-1 pl-[0.3em] font-mono text-[clamp(1.5rem,8.5vw,2.25rem)] font-extrabold tracking-[0.3em] text-primary select-all"
        >
          {code}
        </p>
      </div>
      <Button size="lg" className="w-full" onClick={copy}>
        {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {t('couple.copyCode')}
      </Button>
      <details className="group w-full border-t border-border pt-4 text-left">
        <summary className="flex cursor-pointer list-none items-center justify-center gap-1.5 rounded-lg text-sm font-semibold text-muted-foreground hover:text-foreground [&::-webkit-details-marker]:hidden">
          {t('couple.haveCodeInstead')}
          <ChevronDown
            className="size-4 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <div className="pt-4">
          <JoinCodeForm onJoined={onJoined} variant="secondary" />
        </div>
      </details>
    </Card>
  );
}
