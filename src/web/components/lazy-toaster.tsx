import { lazy, Suspense } from 'react';
import { useTheme } from '../lib/theme';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Toasts render from a chunk that loads right after the app, off the critical path. */
export function LazyToaster() {
  const { theme } = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        position="top-center"
        richColors
        closeButton
        // sonner sets its own system font; toasts should speak in the app's voice.
        toastOptions={{ className: 'font-sans' }}
      />
    </Suspense>
  );
}
