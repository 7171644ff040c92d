import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFade } from '../../components/ui/page-fade';
import { LoadingState } from '../../components/ui/states';
import { RouteErrorBoundary } from '../route-error';
import { NavBar } from './nav-bar';

/**
 * Chrome around every page except maintenance; lazy pages suspend inside it. The error boundary
 * sits inside PageFade, which is keyed on the path, so another page starts without the error.
 */
export function AppLayout() {
  return (
    <>
      <NavBar />
      <main className="container-lg app-main py-3 py-md-4" id="main">
        <Suspense fallback={<LoadingState />}>
          <PageFade>
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          </PageFade>
        </Suspense>
      </main>
    </>
  );
}
