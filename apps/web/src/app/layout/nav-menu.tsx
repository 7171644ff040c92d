import { isAppPath } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink } from 'react-router';
import { userMenuQuery } from '../../features/menus/api/get-user-menu';
import { ADMIN_NAV_TEXTS } from './messages-admin-nav';

/** Accepts both 'bi-house' and 'bi bi-house' as stored by menu management. */
function iconClass(icon: string | null | undefined): string | null {
  const value = icon?.trim();
  if (!value) return null;
  return value.startsWith('bi-') ? `bi ${value}` : value;
}

/** Server-driven items (SPEC §2): loading text while pending, nothing at all on failure. */
export function NavMenu({ userId, role }: { userId: number; role: string }) {
  const menu = useQuery(userMenuQuery(userId, role));

  if (menu.isPending) {
    return (
      <Navbar.Text role="status" data-testid="menu-loading">
        {ADMIN_NAV_TEXTS.menuLoading}
      </Navbar.Text>
    );
  }

  // Only app-internal paths become links, whatever the stored menu says (an older row could hold
  // '//other.site', which a browser would open as another site).
  const items = (menu.data ?? []).filter((item) => isAppPath(item.path));
  return (
    <Nav as="ul" data-testid="main-menu">
      {items.map((item) => {
        const icon = iconClass(item.icon);
        return (
          <Nav.Item as="li" key={item.id}>
            <Nav.Link as={NavLink} to={item.path} end eventKey={item.path}>
              {icon ? <i className={`${icon} me-1`} aria-hidden="true" /> : null}
              {item.label}
            </Nav.Link>
          </Nav.Item>
        );
      })}
    </Nav>
  );
}
