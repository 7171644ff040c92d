import Form from 'react-bootstrap/Form';

/**
 * Which site a manager's screen works on, shown even for one site so they see where they act.
 * The books' screens share it; each passes its own label so the texts stay in its messages.
 */
export function SiteSelect({
  sites,
  value,
  onChange,
  label,
  id,
}: {
  sites: ReadonlyArray<{ id: number; name: string }>;
  value: number;
  onChange: (id: number) => void;
  label: string;
  id: string;
}) {
  return (
    <Form.Group controlId={id} className="mb-3" style={{ maxWidth: '24rem' }}>
      <Form.Label>{label}</Form.Label>
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
