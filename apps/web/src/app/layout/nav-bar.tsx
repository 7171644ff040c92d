import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths-common';
import { MESSAGES } from '../../lib/messages-common';
import { useAuthUser } from '../../lib/use-auth';
import { UserBox } from './user-box';

const MENU_ROLES = new Set(['Admin', 'SystemAdmin']);

// The collapsible, server-driven menu is for administrators only; residents never download it.
const AdminNavBar = lazy(() => import('./admin-nav-bar').then((m) => ({ default: m.AdminNavBar })));

/**
 * The bar's frame in plain Bootstrap markup with the classes react-bootstrap's Navbar gives the
 * administrators' bar (expand lg, sticky top, light text on the app's blue), so both look alike;
 * <nav> is the navigation landmark that bar's <header role="navigation"> is.
 */
export function NavBarFrame({ children }: { children?: ReactNode }) {
  return (
    <nav className="app-navbar navbar navbar-expand-lg navbar-light sticky-top" data-bs-theme="dark">
      <div className="container-lg">
        <Link to={paths.home} className="fw-semibold navbar-brand">
          <i className="bi bi-buildings me-2" aria-hidden="true" />
          {MESSAGES.nav.brand}
        </Link>
        {children}
      </div>
    </nav>
  );
}

/**
 * SPEC §2: menu items only when signed in, and only administrators have a menu. Everyone else
 * gets their name and a logout button in place of the toggle, which also fits a 360 px phone.
 */
export function NavBar() {
  const user = useAuthUser();
  if (user && MENU_ROLES.has(user.role)) {
    return (
      <Suspense fallback={<NavBarFrame />}>
        <AdminNavBar user={user} />
      </Suspense>
    );
  }
  return <NavBarFrame>{user ? <UserBox user={user} className="ms-auto min-w-0" /> : null}</NavBarFrame>;
}
