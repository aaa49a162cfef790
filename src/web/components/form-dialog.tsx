import { useCloseOnBack } from '@web/lib/use-close-on-back';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { Button } from './ui/button';
import { DialogCloseButton } from './ui/dialog-close-button';

/**
 * The one contract of every feature's form dialog (event, goal, memory): it is mounted while
 * open (`useFormDialog` in lib/forms), edits `item` or creates one when it is null, and calls
 * `onClose` once saved or cancelled. Inside, it renders a FormDialog `open` with
 * `onOpenChange={(open) => open || onClose()}`.
 */
export interface ItemFormDialogProps<T> {
  /** The item to edit; null for a new one. */
  item: T | null;
  onClose: () => void;
}

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it is not opened from code. */
  trigger?: ReactNode;
  title: string;
  description?: string;
  onSubmit: (event: FormEvent) => void;
  isPending: boolean;
  submitLabel: string;
  /** Shown on the submit button while pending ('Guardando...' unless given). */
  pendingLabel?: string;
  /** 'destructive' for a form that ends or deletes something for good. */
  tone?: 'primary' | 'destructive';
  /** Something was typed (`form.isDirty`): a phone's back button asks before throwing it away. */
  isDirty?: boolean;
  /**
   * False for a sheet that shows what is already done (new backup codes): no "Cancelar" that
   * would seem to undo it; its submit button and the close button remain.
   */
  canCancel?: boolean;
  /** The submit button waits (a voice note being recorded), without the pending spinner. */
  isSubmitHeld?: boolean;
  children: ReactNode;
}

/**
 * A form in a dialog: a bottom sheet on a phone, a centred dialog from 640 px on (one Radix
 * Dialog, so focus trap, Escape and screen-reader labelling are the same in both). It cannot be
 * closed while its request runs. With useZodForm:
 *
 *   <FormDialog open={isOpen} onOpenChange={setIsOpen} title={newText}
 *     onSubmit={form.onSubmit} isPending={form.isSubmitting} submitLabel={t('common.save')}>
 *     <FormField ...><Input {...form.field('title')} /></FormField>
 *   </FormDialog>
 *
 * and close it from the form's onSubmit once the mutation has resolved.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  onSubmit,
  isPending,
  submitLabel,
  pendingLabel,
  tone = 'primary',
  isDirty = false,
  canCancel = true,
  isSubmitHeld = false,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const [isAskingToDiscard, setIsAskingToDiscard] = useState(false);
  const keepOpenWhilePending = (event: Event) => {
    if (isPending) event.preventDefault();
  };
  // Back closes the form; what was typed is not thrown away without asking.
  useCloseOnBack(open, () => {
    if (isPending) return false;
    if (isDirty) {
      setIsAskingToDiscard(true);
      return false;
    }
    onOpenChange(false);
    return true;
  });
  return (
    <>
      <DiscardChangesDialog
        open={isAskingToDiscard}
        onKeepEditing={() => setIsAskingToDiscard(false)}
        onDiscard={() => {
          setIsAskingToDiscard(false);
          onOpenChange(false);
        }}
      />
      <DialogPrimitive.Root open={open} onOpenChange={(next) => isPending || onOpenChange(next)}>
        {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-[oklch(0.2_0.04_350/0.45)] backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
          <DialogPrimitive.Content
            onEscapeKeyDown={keepOpenWhilePending}
            onPointerDownOutside={keepOpenWhilePending}
            {...(description ? {} : { 'aria-describedby': undefined })}
            className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full flex-col rounded-t-[2rem] border border-b-0 border-border/70 bg-background text-foreground shadow-[0_-12px_40px_-12px_hsl(var(--shadow-color)/0.35)] outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[85dvh] sm:w-[calc(100%-2.5rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border-b sm:shadow-soft sm:data-[state=closed]:animate-pop-out sm:data-[state=open]:animate-pop-in"
          >
            <div
              aria-hidden="true"
              className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-border sm:hidden"
            />
            <div className="flex flex-col gap-1 px-5 pt-3 pr-14 sm:px-6 sm:pt-6">
              <DialogPrimitive.Title className="text-xl font-extrabold">
                {title}
              </DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="text-sm text-muted-foreground">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
              <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-4 sm:px-6">
                {children}
              </div>
              <div className="flex flex-col-reverse gap-2 border-t border-border/60 px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:px-6 sm:pb-5">
                {canCancel && (
                  <DialogPrimitive.Close asChild>
                    <Button variant="outline" disabled={isPending}>
                      {t('common.cancel')}
                    </Button>
                  </DialogPrimitive.Close>
                )}
                <Button
                  type="submit"
                  variant={tone}
                  isLoading={isPending}
                  disabled={isSubmitHeld && !isPending}
                >
                  {isPending ? (pendingLabel ?? t('common.saving')) : submitLabel}
                </Button>
              </div>
            </form>
            <DialogCloseButton disabled={isPending} className="sm:top-5" />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </>
  );
}

interface DiscardChangesDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** "Throw away what you typed?", asked when back would close a form with something in it. */
function DiscardChangesDialog({ open, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={(next) => next || onKeepEditing()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('common.discardTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('common.discardDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.keepEditing')}</AlertDialogCancel>
          <Button variant="destructive" onClick={onDiscard}>
            {t('common.discard')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
