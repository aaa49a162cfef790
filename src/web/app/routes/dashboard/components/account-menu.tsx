import type { TProfile } from '@shared/schemas/profile';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { UnsentSignOutDialog } from '@web/components/unsent-sign-out-dialog';
import { useUnsentCount } from '@web/lib/outbox/unsent-changes';
import { useSignOut } from '@web/lib/session/use-sign-out';
import { LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PersonAvatar } from './person-avatar';

/** The user's avatar in the header: who is signed in, their profile, and signing out. */
export function AccountMenu({ me }: { me: TProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Changes made offline and not sent yet go with the sign-out: asked first, only then.
  const unsent = useUnsentCount();
  const [isConfirming, setIsConfirming] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger className="rounded-full ring-2 ring-primary/30 ring-offset-2 ring-offset-background transition hover:ring-primary/60 data-[state=open]:ring-primary">
          {/* Named by hidden text, not aria-label: the initials drawn inside are not its name. */}
          <span className="sr-only">{t('dashboard.accountMenu')}</span>
          <span aria-hidden="true">
            <PersonAvatar name={me.fullName} avatarUrl={me.avatarUrl} size="sm" />
          </span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72">
          <DropdownMenuLabel className="flex items-center gap-3">
            <PersonAvatar name={me.fullName} avatarUrl={me.avatarUrl} size="md" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-bold">{me.fullName}</span>
              <span className="truncate text-sm font-normal text-muted-foreground">{me.email}</span>
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate('/profile')}>
            <UserRound aria-hidden="true" />
            {t('dashboard.viewProfile')}
          </DropdownMenuItem>
          <DropdownMenuItem
            variant="destructive"
            disabled={signOut.isPending}
            onSelect={() => (unsent > 0 ? setIsConfirming(true) : signOut.mutate())}
          >
            <LogOut aria-hidden="true" />
            {t('common.signOut')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <UnsentSignOutDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        onConfirm={() => signOut.mutate()}
        isPending={signOut.isPending}
      />
    </>
  );
}
