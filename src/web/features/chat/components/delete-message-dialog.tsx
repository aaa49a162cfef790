import type { TChatMessage } from '@shared/schemas/chat';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDeleteMessage } from '../api/delete-message';

interface DeleteMessageDialogProps {
  /** The message asked about; null when closed. */
  message: TChatMessage | null;
  onClose: () => void;
  /** Where the focus goes once its menu (and perhaps its bubble) is gone: the message box. */
  focusAfter: () => HTMLElement | null | undefined;
}

/**
 * "¿Eliminar el mensaje?", opened from a message's menu (which is gone by then, so the dialog is
 * the page's, not the menu's). It disappears for both at once; a refusal brings it back.
 */
export function DeleteMessageDialog({ message, onClose, focusAfter }: DeleteMessageDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteMessage();
  return (
    <AlertDialog open={message !== null} onOpenChange={(isOpen) => isOpen || onClose()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          const next = focusAfter();
          if (!next) return;
          event.preventDefault();
          next.focus();
        }}
      >
        <AlertDialogHeader>
          <div className="mx-auto mb-1 grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive [&_svg]:size-6">
            <Trash2 aria-hidden="true" />
          </div>
          <AlertDialogTitle>{t('chat.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('chat.deleteDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('chat.cancel')}</AlertDialogCancel>
          <Button
            variant="destructive"
            onClick={() => {
              if (message) remove.mutate(message.id);
              onClose();
            }}
          >
            {t('chat.delete')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
