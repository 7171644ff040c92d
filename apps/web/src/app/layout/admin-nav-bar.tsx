import Navbar from 'react-bootstrap/Navbar';
import { Link } from 'react-router';
import { paths } from '../../config/paths-common';
import type { StoredUser } from '../../lib/auth-store';
import { MESSAGES } from '../../lib/messages-common';
import { ADMIN_NAV_TEXTS } from './messages-admin-nav';
import { NavMenu } from './nav-menu';
import { UserBox } from './user-box';

const COLLAPSE_ID = 'main-navigation';

/**
 * The administrators' bar: the server's menu behind a toggle below 992 px, then the user box. Its
 * items are grouped in dropdowns (nav-menu.tsx), so both administrators' menus fit one row from
 * 992 px on: ungrouped, the system administrator's eight long Turkish labels pushed 'Çıkış Yap'
 * off a 1366 px screen and had to fold until 1400 px.
 * react-bootstrap's Navbar supplies the collapse and its animation; its markup matches
 * NavBarFrame's, which stands in while this chunk loads.
 */
export function AdminNavBar({ user }: { user: StoredUser }) {
  return (
    <Navbar className="app-navbar" data-bs-theme="dark" expand="lg" collapseOnSelect sticky="top" as="header">
      <div className="container-lg">
        <Navbar.Brand as={Link} to={paths.home} className="fw-semibold">
          <i className="bi bi-buildings me-2" aria-hidden="true" />
          {MESSAGES.nav.brand}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls={COLLAPSE_ID} label={ADMIN_NAV_TEXTS.toggle} />
        <Navbar.Collapse id={COLLAPSE_ID}>
          <nav className="me-auto" aria-label={ADMIN_NAV_TEXTS.mainMenu}>
            <NavMenu userId={user.id} role={user.role} />
          </nav>
          <UserBox user={user} className="py-2 py-lg-0" />
        </Navbar.Collapse>
      </div>
    </Navbar>
  );
}
