import Badge from 'react-bootstrap/Badge';
import { MESSAGES } from '../messages';

/** 'Bloklu' in red or 'Aktif' in green (SPEC §2: user status and block history). */
export function BlockStatusBadge({ isBlocked }: { isBlocked: boolean }) {
  return (
    <Badge bg={isBlocked ? 'danger' : 'success'}>{isBlocked ? MESSAGES.people.blocked : MESSAGES.people.active}</Badge>
  );
}
