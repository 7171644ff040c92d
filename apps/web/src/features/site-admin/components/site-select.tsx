import type { AdminSiteDto } from '@aidat/shared';
import Form from 'react-bootstrap/Form';
import { SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';

/** Which site the panel works on; shown even for one site so the admin sees where they act. */
export function SiteSelect({
  sites,
  value,
  onChange,
}: {
  sites: AdminSiteDto[];
  value: number;
  onChange: (id: number) => void;
}) {
  return (
    <Form.Group controlId="admin-site" className="mb-3" style={{ maxWidth: '24rem' }}>
      <Form.Label>{T.site}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(Number(e.target.value))} disabled={sites.length < 2}>
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
