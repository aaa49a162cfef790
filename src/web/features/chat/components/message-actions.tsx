import type { TChatMessage } from '@shared/schemas/chat';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { isLocalId } from '@web/lib/outbox/outbox-entry';
import { Ellipsis, Heart, HeartOff, Pencil, Reply, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface MessageActionHandlers {
  onReply: (message: TChatMessage) => void;
  onHeart: (message: TChatMessage) => void;
  onEdit: (message: TChatMessage) => void;
  onDelete: (message: TChatMessage) => void;
}

/** A message's options: reply, a heart, and editing or deleting one's own. */
export function MessageActions({
  message,
  handlers,
}: {
  message: TChatMessage;
  handlers: MessageActionHandlers;
}) {
  const { t } = useTranslation();
  // A message still waiting to be sent has no id on the server yet: it can only wait.
  if (isLocalId(message.id)) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('chat.actions')}
        className="grid size-8 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40 data-[state=open]:bg-muted"
      >
        <Ellipsis aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
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
    </DropdownMenu>
  );
}
