import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useSignOut } from '@web/features/auth/api/use-sign-out';
import { LogOut, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingHeading } from './setting-heading';

export function DangerZone() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const signOut = useSignOut();

  // A plain button rather than AlertDialogAction: the dialog stays open with a spinner until
  // the server has ended the session, and stays open to retry if it could not.
  const onConfirm = () => signOut.mutate();

  return (
    <Card className="border-destructive/30 p-5">
      <div className="flex items-start gap-4">
        <SettingHeading
          tone="danger"
          icon={<TriangleAlert aria-hidden="true" />}
          title={t('profile.dangerZone')}
          description={t('profile.dangerDescription')}
        />
      </div>
      <AlertDialog open={isOpen} onOpenChange={(open) => !signOut.isPending && setIsOpen(open)}>
        <AlertDialogTrigger asChild>
          <Button
            variant="outline"
            className="mt-4 w-full border-destructive/40 text-destructive hover:bg-destructive/10"
          >
            <LogOut aria-hidden="true" />
            {t('profile.logout')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <div className="mx-auto mb-1 grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive">
              <LogOut className="size-6" aria-hidden="true" />
            </div>
            <AlertDialogTitle>{t('profile.logoutConfirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('profile.logoutConfirmDescription')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={signOut.isPending}>{t('common.cancel')}</AlertDialogCancel>
            <Button variant="destructive" onClick={onConfirm} isLoading={signOut.isPending}>
              {signOut.isPending ? t('profile.loggingOut') : t('profile.logoutConfirm')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
