import type { TChatMessage } from '@shared/schemas/chat';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { isLocalId } from '@web/lib/outbox/outbox-entry';
import { Ellipsis, Heart, HeartOff, Pencil, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface MessageActionHandlers {
  onReply: (message: TChatMessage) => void;
  onHeart: (message: TChatMessage) => void;
  onEdit: (message: TChatMessage) => void;
  onDelete: (message: TChatMessage) => void;
}

const triggerClass =
  'grid size-8 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40 data-[state=open]:bg-muted';

/** The menu's items: reply, a heart, and editing or deleting one's own. */
function ActionItems({
  message,
  handlers,
}: {
  message: TChatMessage;
  handlers: MessageActionHandlers;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenuContent align={message.isMine ? 'end' : 'start'}>
      <DropdownMenuItem onSelect={() => handlers.onReply(message)}>
        <Reply aria-hidden="true" />
        {t('chat.reply')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => handlers.onHeart(message)}>
        {message.heartedByMe ? <HeartOff aria-hidden="true" /> : <Heart aria-hidden="true" />}
        {message.heartedByMe ? t('chat.heartOff') : t('chat.heartOn')}
      </DropdownMenuItem>
      {message.isMine && message.text !== null && (
        <DropdownMenuItem onSelect={() => handlers.onEdit(message)}>
          <Pencil aria-hidden="true" />
          {t('chat.edit')}
        </DropdownMenuItem>
      )}
      {message.isMine && (
        <DropdownMenuItem variant="destructive" onSelect={() => handlers.onDelete(message)}>
          <Trash2 aria-hidden="true" />
          {t('chat.delete')}
        </DropdownMenuItem>
      )}
    </DropdownMenuContent>
  );
}

/**
 * A message's options. Until first used it is a plain button (a thread draws a hundred of them;
 * the menu's machinery is made for the one opened), then the menu, opened at once.
 */
export function MessageActions({
  message,
  handlers,
  label,
}: {
  message: TChatMessage;
  handlers: MessageActionHandlers;
  label: string;
}) {
  const [isOpen, setIsOpen] = useState<boolean | null>(null);
  // A message still waiting to be sent has no id on the server yet: it can only wait.
  if (isLocalId(message.id)) return null;
  const icon = <Ellipsis aria-hidden="true" className="size-4" />;
  if (isOpen === null) {
    return (
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded="false"
        className={triggerClass}
        // The menu's own trigger opens on pointerdown: so does this one, for the same feel.
        onPointerDown={(event) => {
          if (event.button === 0 && event.pointerType === 'mouse') setIsOpen(true);
        }}
        onClick={() => setIsOpen(true)}
      >
        {icon}
      </button>
    );
  }
  return (
    <DropdownMenu open={isOpen} onOpenChange={setIsOpen}>
      {/* Takes the plain button's place: the focus goes into the menu, and back here after. */}
      <DropdownMenuTrigger aria-label={label} className={triggerClass}>
        {icon}
      </DropdownMenuTrigger>
      {isOpen && <ActionItems message={message} handlers={handlers} />}
    </DropdownMenu>
  );
}
