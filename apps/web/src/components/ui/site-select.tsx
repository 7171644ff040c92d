import { useId } from 'react';

export interface SiteOption {
  id: number;
  name: string;
}

/**
 * Which site a books screen works on. Shown even for one site, so the reader sees whose books
 * these are; each screen passes its own label so the texts stay in its messages. Plain Bootstrap
 * markup: the resident's 'Sitemizin Hesapları' uses it too and carries no component library.
 */
export function SiteSelect({
  sites,
  value,
  onChange,
  label,
  id,
}: {
  sites: ReadonlyArray<SiteOption>;
  value: number;
  onChange: (id: number) => void;
  label: string;
  /** The select's id, when a test or a label elsewhere needs a fixed one. */
  id?: string;
}) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="mb-3" style={{ maxWidth: '24rem' }}>
      <label htmlFor={selectId} className="form-label">
        {label}
      </label>
      <select
        id={selectId}
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
