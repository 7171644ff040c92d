import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { PageFade } from '../../components/ui/page-fade';
import { LoadingState } from '../../components/ui/states';
import { NavBar } from './nav-bar';

/** Chrome around every page except maintenance; lazy admin pages suspend inside it. */
export function AppLayout() {
  return (
    <>
      <NavBar />
      <Container as="main" fluid="lg" className="app-main py-3 py-md-4" id="main">
        <Suspense fallback={<LoadingState />}>
          <PageFade>
            <Outlet />
          </PageFade>
        </Suspense>
      </Container>
    </>
  );
}
