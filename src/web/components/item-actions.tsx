import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface ItemActionsProps {
  /** Screen-reader name of the edit button; `editTooltip` (default: the same) is its tooltip. */
  editLabel: string;
  editTooltip?: string;
  /** Screen-reader name of the delete button; `deleteTooltip` (default: the same) its tooltip. */
  deleteLabel: string;
  deleteTooltip?: string;
  confirmTitle: string;
  confirmDescription: string;
  confirmLabel: string;
  onEdit: () => void;
  /** The delete request (`() => remove.mutateAsync(id)`): the dialog waits for it. */
  onDelete: () => Promise<unknown>;
  className?: string;
}

/** The pencil and bin icon buttons of an item card; the bin asks before it deletes. */
export function ItemActions({
  editLabel,
  editTooltip = editLabel,
  deleteLabel,
  deleteTooltip = deleteLabel,
  confirmTitle,
  confirmDescription,
  confirmLabel,
  onEdit,
  onDelete,
  className,
}: ItemActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={editLabel}
        title={editTooltip}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="icon"
            aria-label={deleteLabel}
            title={deleteTooltip}
            className="hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        }
        icon={<Trash2 aria-hidden="true" />}
        title={confirmTitle}
        description={confirmDescription}
        confirmLabel={confirmLabel}
        pendingLabel={t('common.deleting')}
        onConfirm={onDelete}
      />
    </div>
  );
}
