import { useId } from 'react';

export interface SiteOption {
  id: number;
  name: string;
}

/**
 * Which site a books screen works on. Shown even for one site, so the reader sees whose books
 * these are. Plain Bootstrap markup: the resident's 'Sitemizin Hesapları' uses it too.
 */
export function SiteSelect({
  sites,
  value,
  onChange,
  label,
}: {
  sites: SiteOption[];
  value: number;
  onChange: (id: number) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="mb-3" style={{ maxWidth: '24rem' }}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        disabled={sites.length < 2}
      >
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </select>
    </div>
  );
}
