import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@web/components/ui/sheet';
import { ChatNavLink } from '@web/features/chat/components/chat-nav-link';
import { ChevronRight, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAV_GROUPS, type NavGroup } from '../nav-groups';

const itemClass =
  'flex h-15 w-full flex-col items-center justify-center gap-1 rounded-2xl text-xs font-bold max-[359px]:text-[0.66rem] max-[359px]:tracking-tight text-muted-foreground transition-colors hover:bg-primary-soft hover:text-foreground data-[state=open]:bg-primary-soft data-[state=open]:text-primary dark:data-[state=open]:text-foreground [&_svg]:size-5.5';

function NavGroupSheet({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const Icon = group.icon;
  return (
    <Sheet>
      <SheetTrigger className={itemClass}>
        <Icon aria-hidden="true" />
        {t(group.labelKey)}
      </SheetTrigger>
      <SheetContent closeLabel={t('common.close')}>
        <SheetHeader>
          <SheetTitle>{t(group.labelKey)}</SheetTitle>
          <SheetDescription>{t(group.hintKey)}</SheetDescription>
        </SheetHeader>
        <ul className="flex flex-col gap-2">
          {group.links.map((link) => (
            <li key={link.to}>
              {/* Closing and navigating in one tap; the screen takes the open sheet's place in
                  the history, so back from it returns to the dashboard at once. */}
              <SheetClose asChild>
                <Link
                  to={link.to}
                  replace
                  className="group flex items-center gap-4 rounded-2xl border border-border/70 bg-card p-3 font-bold shadow-xs transition hover:border-primary/40 hover:bg-primary-soft/50"
                >
                  <span className="grid size-11 place-items-center rounded-xl bg-gradient-to-br from-primary-soft to-accent/30 text-primary dark:text-foreground">
                    <link.icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="flex-1">{t(link.labelKey)}</span>
                  <ChevronRight
                    aria-hidden="true"
                    className="size-5 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary"
                  />
                </Link>
              </SheetClose>
            </li>
          ))}
        </ul>
      </SheetContent>
    </Sheet>
  );
}

/** Fixed to the bottom, above the home indicator: the way to every other screen. */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.main')}
      // What floats over the screens (the waiting changes button) rises above it.
      data-bottom-nav=""
      className="fixed inset-x-0 bottom-0 z-30 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5 gap-1 rounded-[1.75rem] border border-border/70 bg-card/85 p-1.5 shadow-soft backdrop-blur-xl">
        {NAV_GROUPS.map((group) => (
          <li key={group.id}>
            <NavGroupSheet group={group} />
          </li>
        ))}
        <li>
          <ChatNavLink className={itemClass} />
        </li>
        <li>
          <Link to="/profile" className={itemClass}>
            <UserRound aria-hidden="true" />
            {t('nav.profile')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
