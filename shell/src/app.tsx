import { StrictMode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createBrowserRouter, Navigate, RouterProvider } from '@valley/shared/router';
import { SWRConfig } from 'swr';
import { ContentBlocksProvider } from '@valley/shared/federation/content-blocks';
import { BlockRenderer } from './features/blocks/block-renderer';
import { SiteLayout } from './chrome/site-layout';
import { FavoritesPage } from './routes/favorites-page';
import { HomePage } from './routes/home-page';
import { PathPage } from './routes/path-page';
import { RouteErrorScreen } from './routes/route-error-screen';

const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/headless-home', element: <Navigate to="/" replace /> },
      { path: '/favorites', element: <FavoritesPage /> },
      // Remote-owned paths and CMS pages: PathPage decides by the route table.
      { path: '*', element: <PathPage /> },
    ],
  },
]);

export function App() {
  return (
    <StrictMode>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        {/* Remote pages with content blocks render them through the shell's renderer. */}
        <ContentBlocksProvider renderer={BlockRenderer}>
          <RouterProvider router={router} />
        </ContentBlocksProvider>
        <Toaster position="bottom-center" toastOptions={{ duration: 5000 }} />
      </SWRConfig>
    </StrictMode>
  );
}
