import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { BareHeartLoader } from '../components/heart-loader';
import { LazyToaster } from '../components/lazy-toaster';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Translations load per language; until then only the heart shows. */}
      <Suspense fallback={<BareHeartLoader />}>
        <RouterProvider router={router} />
      </Suspense>
      <LazyToaster />
    </QueryClientProvider>
  );
}
