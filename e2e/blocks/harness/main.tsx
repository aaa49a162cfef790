import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '@web/components/lazy-toaster';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { loadScreenTexts } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query-client';
import './harness.css';
import { StrictMode, Suspense, use, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ConfirmSection, FormDialogSection, LoadFailureSection } from './form-sections';
import { LightboxSection, MonthGridSection, PickersSection, UploadSection } from './view-sections';

/**
 * Every web building block on one page, for the browser checks in e2e/building-blocks.test.ts
 * (built and served by the test itself, never part of the app).
 */
function Gallery() {
  // Like a signed-in screen: every feature's texts, not only the sign-in screen's.
  use(loadScreenTexts());
  return (
    <PageShell>
      <PageHeader title="Recuerdos" subtitle="Momentos especiales para recordar" />
      <FormDialogSection />
      <ConfirmSection />
      <PickersSection />
      <LightboxSection />
      <UploadSection />
      <MonthGridSection />
      <LoadFailureSection />
    </PageShell>
  );
}

function App() {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <Gallery />
        </Suspense>
      </MemoryRouter>
      <LazyToaster />
    </QueryClientProvider>
  );
}

// The page's own theme from the phone's setting (the app's theme-init.js does this for it).
document.documentElement.classList.toggle(
  'dark',
  matchMedia('(prefers-color-scheme: dark)').matches,
);
createRoot(document.body.appendChild(document.createElement('div'))).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
