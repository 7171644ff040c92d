import { isAppPath, MENU_GROUP_LABELS, type MenuItemDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink, useLocation } from 'react-router';
import { userMenuQuery } from '../../features/menus/api/get-user-menu';
import { groupMenu } from './group-menu';
import { ADMIN_NAV_TEXTS } from './messages-admin-nav';
// Every Bootstrap Icons class: an item's icon is any class a system administrator typed; the
// app's stylesheet has only the ones the source names (build/icon-font.ts).
import 'bootstrap-icons/font/bootstrap-icons.css';

/** Accepts both 'bi-house' and 'bi bi-house' as stored by menu management. */
function iconClass(icon: string | null | undefined): string | null {
  const value = icon?.trim();
  if (!value) return null;
  return value.startsWith('bi-') ? `bi ${value}` : value;
}

/**
 * Server-driven items (SPEC §2): loading text while pending, nothing at all on failure. Items of a
 * group (money, site, people, communication, system) share one dropdown, so both administrators'
 * menus fit one bar at 1366×768 with part three's areas to come (group-menu.ts).
 */
export function NavMenu({ userId, role }: { userId: number; role: string }) {
  const menu = useQuery(userMenuQuery(userId, role));
  const { pathname } = useLocation();

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
      {groupMenu(items).map((entry) =>
        entry.kind === 'item' ? (
          <Nav.Item as="li" key={entry.item.id}>
            <MenuLink item={entry.item} />
          </Nav.Item>
        ) : (
          <NavDropdown
            as="li"
            key={entry.group}
            id={`menu-group-${entry.group}`}
            title={MENU_GROUP_LABELS[entry.group]}
            active={entry.items.some((i) => i.path === pathname)}
            data-testid={`menu-group-${entry.group}`}
          >
            {entry.items.map((item) => (
              <NavDropdown.Item as={NavLink} to={item.path} end key={item.id}>
                <MenuLabel item={item} />
              </NavDropdown.Item>
            ))}
          </NavDropdown>
        ),
      )}
    </Nav>
  );
}

function MenuLabel({ item }: { item: MenuItemDto }) {
  const icon = iconClass(item.icon);
  return (
    <>
      {icon ? <i className={`${icon} me-1`} aria-hidden="true" /> : null}
      {item.label}
    </>
  );
}

function MenuLink({ item }: { item: MenuItemDto }) {
  return (
    <Nav.Link as={NavLink} to={item.path} end eventKey={item.path}>
      <MenuLabel item={item} />
    </Nav.Link>
  );
}
