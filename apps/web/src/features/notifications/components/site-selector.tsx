import type { AdminSiteDto } from '@aidat/shared';
import Form from 'react-bootstrap/Form';
import { NOTIFICATION_SCREEN_TEXTS as T } from '../messages';

/** Shown only to an admin of several sites; one site needs no choice. */
export function SiteSelector({
  sites,
  value,
  onChange,
}: {
  sites: AdminSiteDto[];
  value: number;
  onChange: (id: number) => void;
}) {
  if (sites.length < 2) return null;
  return (
    <Form.Group controlId="notifications-site" className="mb-3" style={{ maxWidth: '24rem' }}>
      <Form.Label>{T.site}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
