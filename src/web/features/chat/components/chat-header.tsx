import { PageHeader } from '@web/components/page-header';
import { useTranslation } from 'react-i18next';

/**
 * The thread's header, kept in view: the screen's name, and under it "escribiendo…" while the
 * partner types (also said to a screen reader, politely).
 */
export function ChatHeader({ partnerName, isTyping }: { partnerName: string; isTyping: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="sticky top-0 z-20 -mx-5 border-b border-border/50 bg-background/85 px-5 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 backdrop-blur-xl">
      <PageHeader
        title={t('chat.title')}
        subtitle={isTyping ? `${partnerName} · ${t('chat.typing')}` : t('chat.subtitle')}
      />
      <p role="status" className="sr-only">
        {isTyping ? t('chat.typingLabel', { name: partnerName }) : ''}
      </p>
    </div>
  );
}
