import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog';
import { Button } from './ui/button';

interface ConfirmDialogProps {
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description?: string;
  /** An icon shown above the title. */
  icon?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the request runs. */
  pendingLabel?: string;
  tone?: 'destructive' | 'primary';
  /**
   * The request (`() => remove.mutateAsync(id)`). The dialog stays open with a spinner until
   * it settles: closed when it succeeds, still open to retry when it fails (its toast is the
   * mutation's).
   */
  onConfirm: () => Promise<unknown>;
  /**
   * Where the focus goes on closing when the trigger is gone with what it deleted (otherwise
   * the focus would fall to the top of the page).
   */
  focusAfterDeletion?: () => HTMLElement | null | undefined;
}

/**
 * "Are you sure?" before something that cannot be undone. Radix AlertDialog: focus trapped,
 * Escape cancels, a click outside does not dismiss. Usage:
 *   <ConfirmDialog trigger={<Button variant="ghost">{t('common.delete')}</Button>}
 *     title={deleteTitleText} confirmLabel={t('common.delete')}
 *     onConfirm={() => remove.mutateAsync(memory.id)} />
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  icon,
  confirmLabel,
  pendingLabel,
  tone = 'destructive',
  onConfirm,
  focusAfterDeletion,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setIsPending(true);
    try {
      await onConfirm();
      setIsOpen(false);
    } catch {
      // Reported by the mutation; the dialog stays to try again or cancel.
    } finally {
      setIsPending(false);
    }
  };

  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => isPending || setIsOpen(open)}>
      <AlertDialogTrigger asChild ref={triggerRef}>
        {trigger}
      </AlertDialogTrigger>
      <AlertDialogContent
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          if (!focusAfterDeletion || triggerRef.current?.isConnected) return;
          const next = focusAfterDeletion();
          if (!next) return;
          event.preventDefault();
          next.focus();
        }}
      >
        <AlertDialogHeader>
          {icon && (
            <div
              className={
                tone === 'destructive'
                  ? 'mx-auto mb-1 grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive [&_svg]:size-6'
                  : 'mx-auto mb-1 grid size-14 place-items-center rounded-full bg-primary-soft text-primary [&_svg]:size-6'
              }
            >
              {icon}
            </div>
          )}
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description && <AlertDialogDescription>{description}</AlertDialogDescription>}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{t('common.cancel')}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: that one would close before the answer. */}
          <Button variant={tone} onClick={() => void confirm()} isLoading={isPending}>
            {isPending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
