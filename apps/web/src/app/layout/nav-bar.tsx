import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../lib/messages';
import { useAuthUser } from '../../lib/use-auth';
import { NavMenu } from './nav-menu';
import { UserBox } from './user-box';

const MENU_ROLES = new Set(['Admin', 'SystemAdmin']);
const COLLAPSE_ID = 'main-navigation';

/**
 * SPEC §2: menu items only when signed in, and only administrators have a menu. Everyone else
 * gets their name and a logout button in place of the toggle, which also fits a 360 px phone.
 */
export function NavBar() {
  const user = useAuthUser();
  const hasMenu = user !== null && MENU_ROLES.has(user.role);

  return (
    <Navbar className="app-navbar" data-bs-theme="dark" expand="lg" collapseOnSelect sticky="top" as="header">
      <Container fluid="lg">
        <Navbar.Brand as={Link} to={paths.home} className="fw-semibold">
          <i className="bi bi-buildings me-2" aria-hidden="true" />
          {MESSAGES.nav.brand}
        </Navbar.Brand>
        {user && !hasMenu ? <UserBox user={user} className="ms-auto min-w-0" /> : null}
        {user && hasMenu ? (
          <>
            <Navbar.Toggle aria-controls={COLLAPSE_ID} label={MESSAGES.nav.toggle} />
            <Navbar.Collapse id={COLLAPSE_ID}>
              <nav className="me-auto" aria-label={MESSAGES.nav.mainMenu}>
                <NavMenu userId={user.id} role={user.role} />
              </nav>
              <UserBox user={user} className="py-2 py-lg-0" />
            </Navbar.Collapse>
          </>
        ) : null}
      </Container>
    </Navbar>
  );
}
