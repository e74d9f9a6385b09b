import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setSessionExpiredHandler } from './api/client';
import { DocumentBranding } from './components/DocumentBranding';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './router';
import { LOGIN_PATH } from './layouts/ProtectedLayout';

const router = createAppRouter();
const queryClient = createQueryClient();

setSessionExpiredHandler(() => {
  queryClient.clear();
  void router.navigate(LOGIN_PATH, { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <DocumentBranding />
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
