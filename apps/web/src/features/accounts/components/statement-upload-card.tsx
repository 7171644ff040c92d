import {
  STATEMENT_MAPPING_FIELDS,
  STATEMENT_PRESET_IDS,
  type StatementMapping,
  type StatementPresetId,
} from '@aidat/shared';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { type StatementLayout, useUploadStatement } from '../api/statement-imports';
import { STATEMENT_TEXTS as T } from '../statement-messages';

type BankChoice = 'auto' | 'other' | StatementPresetId;

/** The column mapping last typed for each bank account on this device, by account id. */
const MAPPINGS_KEY = 'statementMappings';

function rememberedMappings(): Record<string, StatementMapping> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(MAPPINGS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, StatementMapping>) : {};
  } catch {
    // No storage (private mode, disabled) or a broken value: nothing remembered.
    return {};
  }
}

function rememberMapping(accountId: number, mapping: StatementMapping): void {
  try {
    window.localStorage.setItem(MAPPINGS_KEY, JSON.stringify({ ...rememberedMappings(), [accountId]: mapping }));
  } catch {
    // The mapping is simply not prefilled next time; the server remembers it for the account anyway.
  }
}

/**
 * The statement's file and how to read it: automatically (the server tries the account's
 * remembered mapping, then every bank's preset), a bank's preset, or the manager's own column
 * mapping for another bank. The server remembers a mapping that read a file for the account; the
 * form is prefilled with the one typed last on this device.
 */
export function StatementUploadCard({
  accountId,
  onUploaded,
}: {
  accountId: number;
  onUploaded: (id: number) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [bank, setBank] = useState<BankChoice>(() => (rememberedMappings()[accountId] ? 'other' : 'auto'));
  const [mapping, setMapping] = useState<StatementMapping>(() => rememberedMappings()[accountId] ?? {});
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadStatement(accountId);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setError(T.fileRequired);
      return;
    }
    let layout: StatementLayout = { kind: 'auto' };
    if (bank === 'other') {
      // Blank fields are left out: the server reads only the columns named.
      const named = Object.fromEntries(Object.entries(mapping).filter(([, v]) => v?.trim())) as StatementMapping;
      layout = { kind: 'mapping', mapping: named };
      rememberMapping(accountId, mapping);
    } else if (bank !== 'auto') layout = { kind: 'preset', preset: bank };
    try {
      const data = await upload.mutateAsync({ file, layout });
      onUploaded(data.id);
    } catch {
      // The API client has shown the server's reason (a header not found names the columns).
    }
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="statement-upload">
      <p className="text-body-secondary small">{T.uploadHint}</p>
      <Row className="g-2">
        <Col md={6}>
          <Form.Group controlId="statement-file">
            <Form.Label>{T.file}</Form.Label>
            <Form.Control
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              isInvalid={error !== null}
              onChange={(e) => {
                setError(null);
                setFile((e.target as HTMLInputElement).files?.[0] ?? null);
              }}
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Group controlId="statement-bank">
            <Form.Label>{T.bank}</Form.Label>
            <Form.Select value={bank} onChange={(e) => setBank(e.target.value as BankChoice)}>
              <option value="auto">{T.bankAuto}</option>
              {STATEMENT_PRESET_IDS.map((id) => (
                <option key={id} value={id}>
                  {T.presets[id]}
                </option>
              ))}
              <option value="other">{T.bankOther}</option>
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      {bank === 'other' ? (
        <fieldset className="mt-3">
          <legend className="h6">{T.mappingTitle}</legend>
          <p className="text-body-secondary small">{T.mappingHint}</p>
          <Row className="g-2">
            {STATEMENT_MAPPING_FIELDS.map((field) => (
              <Col sm={6} lg={4} key={field}>
                <Form.Group controlId={`statement-map-${field}`}>
                  <Form.Label className="small mb-1">{T.fieldLabels[field]}</Form.Label>
                  <Form.Control
                    size="sm"
                    value={mapping[field] ?? ''}
                    maxLength={100}
                    onChange={(e) => setMapping({ ...mapping, [field]: e.target.value })}
                  />
                </Form.Group>
              </Col>
            ))}
          </Row>
        </fieldset>
      ) : null}
      <Button type="submit" className="mt-3" disabled={upload.isPending}>
        <SubmitLabel busy={upload.isPending}>{T.upload}</SubmitLabel>
      </Button>
    </Form>
  );
}
