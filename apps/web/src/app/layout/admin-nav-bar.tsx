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
 * The system administrator's menu has eight items or more with long Turkish labels: laid out in
 * a row below 1400 px it pushed the user box and 'Çıkış Yap' off the screen (seen at 1024 px), so
 * that bar folds behind the toggle until the widest breakpoint. A site manager's shorter menu
 * fits from 992 px.
 */
function expandFor(role: StoredUser['role']): 'lg' | 'xxl' {
  return role === 'SystemAdmin' ? 'xxl' : 'lg';
}

/**
 * The administrators' bar: the server's menu behind a toggle on narrower screens, then the user box.
 * react-bootstrap's Navbar supplies the collapse and its animation; its markup matches
 * NavBarFrame's, which stands in while this chunk loads.
 */
export function AdminNavBar({ user }: { user: StoredUser }) {
  return (
    <Navbar
      className="app-navbar"
      data-bs-theme="dark"
      expand={expandFor(user.role)}
      collapseOnSelect
      sticky="top"
      as="header"
    >
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
          <UserBox user={user} className={user.role === 'SystemAdmin' ? 'py-2 py-xxl-0' : 'py-2 py-lg-0'} />
        </Navbar.Collapse>
      </div>
    </Navbar>
  );
}
