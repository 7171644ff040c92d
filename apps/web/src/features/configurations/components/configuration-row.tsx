import type { ConfigurationDto } from '@aidat/shared';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/ui/app-modal/confirm-context';
import { DateText } from '../../../components/ui/date-text';
import { useToast } from '../../../components/ui/toast/use-toast';
import { paths } from '../../../config/paths';
import { CONFIGURATION_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { useUpdateConfiguration } from '../api/update-configuration';
import { hasSkipFlag, isTrueSetting, MAINTENANCE_KEY, setSkipFlag } from '../../../lib/maintenance';

interface Draft {
  value: string;
  description: string;
  isFrontendVisible: boolean;
}

/** One configuration: shown, or edited in place (value, description, visibility) with save and cancel. */
export function ConfigurationRow({
  config,
  onDelete,
  deleting,
}: {
  config: ConfigurationDto;
  onDelete: () => void;
  deleting: boolean;
}) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateConfiguration();
  const toast = useToast();
  const confirm = useConfirm();

  const startEdit = () => {
    setError(null);
    setDraft({
      value: config.value,
      description: config.description ?? '',
      isFrontendVisible: config.isFrontendVisible,
    });
  };

  const save = async () => {
    if (!draft) return;
    setError(null);
    // Turning maintenance on shuts everyone else out: ask first, and keep the SystemAdmin who
    // does it working by turning on this browser's bypass before the first answer that says so.
    const turnsMaintenanceOn =
      config.key === MAINTENANCE_KEY && isTrueSetting(draft.value) && !isTrueSetting(config.value);
    if (
      turnsMaintenanceOn &&
      !(await confirm({
        title: T.maintenanceOnTitle,
        body: T.maintenanceOnBody,
        confirmText: T.maintenanceOnConfirm,
        variant: 'warning',
      }))
    )
      return;
    const hadSkipFlag = hasSkipFlag();
    if (turnsMaintenanceOn) setSkipFlag(true);
    try {
      await update.mutateAsync({
        key: config.key,
        value: draft.value,
        description: draft.description,
        isFrontendVisible: draft.isFrontendVisible,
      });
      toast.success(turnsMaintenanceOn ? T.maintenanceOnDone : MESSAGES.configurations.updated);
      setDraft(null);
    } catch (err) {
      if (turnsMaintenanceOn && !hadSkipFlag) setSkipFlag(false);
      toast.danger(MESSAGES.configurations.updateFailed);
      setError(err instanceof Error ? err.message : null);
    }
  };

  const historyLink = (
    <Link
      to={paths.configurationKeyHistory.build(config.key)}
      className="btn btn-sm btn-outline-secondary"
      aria-label={T.historyOf(config.key)}
    >
      <i className="bi bi-clock-history" aria-hidden="true" />
      <span className="d-none d-md-inline ms-1">{T.historyLink}</span>
    </Link>
  );

  if (!draft) {
    return (
      <tr data-testid={`config-row-${config.key}`}>
        <td className="fw-semibold text-nowrap">{config.key}</td>
        <td className="text-break">{config.value}</td>
        {/* A readable column on a phone; the table scrolls sideways inside its wrapper. */}
        <td className="text-break" style={{ minWidth: '12rem' }}>
          {config.description ?? MESSAGES.common.empty}
        </td>
        <td>
          <Badge bg={config.isFrontendVisible ? 'success' : 'secondary'}>
            {config.isFrontendVisible ? MESSAGES.common.yes : MESSAGES.common.no}
          </Badge>
        </td>
        <td className="text-nowrap">
          <DateText value={config.updatedAtUtc} />
        </td>
        <td>
          <div className="d-flex flex-wrap gap-1">
            <Button size="sm" variant="outline-primary" onClick={startEdit} aria-label={T.editOf(config.key)}>
              <i className="bi bi-pencil" aria-hidden="true" />
              <span className="d-none d-md-inline ms-1">{T.edit}</span>
            </Button>
            {historyLink}
            <Button
              size="sm"
              variant="outline-danger"
              onClick={onDelete}
              disabled={deleting}
              aria-label={T.removeOf(config.key)}
            >
              <i className="bi bi-trash" aria-hidden="true" />
              <span className="d-none d-md-inline ms-1">{T.remove}</span>
            </Button>
          </div>
        </td>
      </tr>
    );
  }

  const busy = update.isPending;
  return (
    <tr data-testid={`config-row-${config.key}`} className="table-active">
      <td className="fw-semibold text-nowrap">{config.key}</td>
      <td style={{ minWidth: '8rem' }}>
        <Form.Control
          size="sm"
          value={draft.value}
          onChange={(e) => setDraft({ ...draft, value: e.target.value })}
          aria-label={T.valueOf(config.key)}
          isInvalid={Boolean(error)}
          disabled={busy}
        />
        {error ? <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback> : null}
      </td>
      <td style={{ minWidth: '12rem' }}>
        <Form.Control
          size="sm"
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          aria-label={T.descriptionOf(config.key)}
          maxLength={500}
          disabled={busy}
        />
      </td>
      <td>
        <Form.Check
          type="switch"
          id={`visible-${config.key}`}
          checked={draft.isFrontendVisible}
          onChange={(e) => setDraft({ ...draft, isFrontendVisible: e.target.checked })}
          aria-label={T.visibleOf(config.key)}
          disabled={busy}
        />
      </td>
      <td className="text-nowrap">
        <DateText value={config.updatedAtUtc} />
      </td>
      <td>
        <div className="d-flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="success"
            onClick={save}
            disabled={busy || draft.value.trim() === ''}
            aria-label={T.saveOf(config.key)}
          >
            {busy ? (
              <Spinner animation="border" size="sm" aria-hidden="true" />
            ) : (
              <i className="bi bi-check-lg" aria-hidden="true" />
            )}
            <span className="d-none d-md-inline ms-1">{T.save}</span>
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => setDraft(null)}
            disabled={busy}
            aria-label={T.cancelOf(config.key)}
          >
            <i className="bi bi-x-lg" aria-hidden="true" />
            <span className="d-none d-md-inline ms-1">{MESSAGES.common.cancel}</span>
          </Button>
        </div>
      </td>
    </tr>
  );
}
