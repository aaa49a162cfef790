import { useTheme } from '@web/lib/theme';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Toasts render from a chunk that loads right after the app, off the critical path. On a phone
 * they rise from the bottom, above the app's bottom bar, so they never hide the header.
 */
export function LazyToaster() {
  // The boundary is here, above useTranslation: suspending on the translations outside any
  // boundary would make React throw the whole first render away and start the app again.
  return (
    <Suspense fallback={null}>
      <TranslatedToaster />
    </Suspense>
  );
}

function TranslatedToaster() {
  const { theme } = useTheme();
  const { t } = useTranslation();
  return (
    <Toaster
      theme={theme}
      position="bottom-center"
      offset={{ bottom: '6rem' }}
      mobileOffset={{ bottom: 'calc(env(safe-area-inset-bottom) + 6rem)' }}
      richColors
      closeButton
      containerAriaLabel={t('common.notifications')}
      // sonner sets its own system font; toasts should speak in the app's voice.
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('common.close') }}
    />
  );
}
