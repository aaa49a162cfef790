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
import { useUnsentWarning } from '@web/lib/outbox/unsent-changes';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface UnsentSignOutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isPending?: boolean;
}

/**
 * "Tienes N cambios sin enviar...": asked before a sign-out that does not confirm otherwise (the
 * account menu), only while changes are unsent.
 */
export function UnsentSignOutDialog({
  open,
  onOpenChange,
  onConfirm,
  isPending = false,
}: UnsentSignOutDialogProps) {
  const { t } = useTranslation();
  const warning = useUnsentWarning();
  return (
    <AlertDialog open={open} onOpenChange={(next) => isPending || onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <div className="mx-auto mb-1 grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive [&_svg]:size-6">
            <LogOut aria-hidden="true" />
          </div>
          <AlertDialogTitle>{t('outbox.signOutTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{warning}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{t('common.cancel')}</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} isLoading={isPending}>
            {t('outbox.signOutAnyway')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
