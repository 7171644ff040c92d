import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { apiPaths } from '../../../config/paths';
import { todayInput } from '../../../lib/day-input';
import { ENFORCEMENT_SCREEN_TEXTS as T } from '../enforcement-messages';

/**
 * The lawyer's file (PRODUCT.md §21) as of a day, today by default: the late fees are counted to
 * that day. A link the browser downloads with the session's cookie, as the unit's statement is.
 */
export function EnforcementFile({ unitId }: { unitId: number }) {
  const [asOf, setAsOf] = useState(todayInput);
  const asOfId = useId();
  return (
    <section className="border rounded p-2 mt-3" data-testid="enforcement-file">
      <h3 className="h6">{T.fileTitle}</h3>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId={asOfId}>
          <Form.Label className="small mb-1">{T.asOf}</Form.Label>
          <Form.Control type="date" size="sm" value={asOf} onChange={(e) => setAsOf(e.target.value)} />
        </Form.Group>
        {asOf === '' ? (
          <button type="button" className="btn btn-outline-primary btn-sm" disabled>
            <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
            {T.download}
          </button>
        ) : (
          <a
            className="btn btn-outline-primary btn-sm"
            href={apiPaths.siteAdmin.unitEnforcementFile(unitId, asOf)}
            download
          >
            <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
            {T.download}
          </a>
        )}
      </div>
      <p className="form-text mb-0 mt-1">{T.fileHint}</p>
    </section>
  );
}
