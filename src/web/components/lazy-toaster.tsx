import { lazyPart } from '@web/lib/lazy-part';
import { useTheme } from '@web/lib/theme';
import { TOAST_DURATION_MS } from '@web/lib/toast';
import { isToasterWanted, subscribeToToasterWanted, toasterMounted } from '@web/lib/toaster-gate';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// A part that can wait: offline before sonner arrived, no toasts rather than no screen.
const Toaster = lazyPart(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Toasts never get in the way of a tap. They appear at the top, away from the forms, the
 * bottom sheets and the bottom bar whose buttons cause them, and they take no pointer events at
 * all (no close button, no swipe): a tap on a toast reaches the control under it. With nothing
 * to hover or press, sonner never pauses one (it pauses while the pointer rests on the stack or
 * presses it), so each leaves after `TOAST_DURATION_MS`; stacked ones stay collapsed
 * (`expand={false}`, at most two shown) instead of growing down over the screen. Screen readers
 * still hear each one (sonner's live region), and Alt+T still focuses them.
 */
export function LazyToaster() {
  const isWanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false);
  if (!isWanted) return null;
  // The boundary is here, above useTranslation: suspending on the translations outside any
  // boundary would make React throw the whole first render away and start the app again.
  return (
    <Suspense fallback={null}>
      <TranslatedToaster />
    </Suspense>
  );
}

const PASS_TAPS_THROUGH = { pointerEvents: 'none' } as const;

function TranslatedToaster() {
  const { theme } = useTheme();
  const { t } = useTranslation();
  useEffect(toasterMounted, []);
  return (
    <Toaster
      theme={theme}
      position="top-center"
      // Below the screens' header (its back button, the account menu), not over it.
      offset={{ top: 'calc(env(safe-area-inset-top) + 4.5rem)' }}
      mobileOffset={{
        top: 'calc(env(safe-area-inset-top) + 4.25rem)',
        left: '0.75rem',
        right: '0.75rem',
      }}
      duration={TOAST_DURATION_MS}
      expand={false}
      visibleToasts={2}
      richColors
      style={PASS_TAPS_THROUGH}
      containerAriaLabel={t('common.notifications')}
      // sonner sets its own system font; toasts should speak in the app's voice.
      toastOptions={{ className: 'font-sans', style: PASS_TAPS_THROUGH }}
    />
  );
}
