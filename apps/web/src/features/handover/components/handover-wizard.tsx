import { type AccountDto, type AdminSiteDto, type HandoverDto, HANDOVER_NOTE_MAX } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import { isExistingUserConflict } from '../../../components/handovers/existing-user';
import { EXISTING_USER_TEXTS } from '../../../components/handovers/messages';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { ApiError } from '../../../lib/api-client';
import { dayText } from '../../../lib/day-text';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useCreateHandover } from '../api/create-handover';
import { useSiteMeetings } from '../api/get-site-books';
import { MESSAGES, HANDOVER_SCREEN_TEXTS as T } from '../messages';
import { CashCountStep } from './cash-count-step';
import { DecisionStep } from './decision-step';
import {
  type Counts,
  countErrors,
  type DecisionValues,
  decisionErrors,
  EMPTY_DECISION,
  EMPTY_MANAGER,
  type FieldErrors,
  formFieldOf,
  handoverBody,
  type ManagerValues,
  managerErrors,
  passedDecisions,
  type Step,
} from './handover-form';
import { ManagerStep } from './manager-step';

const STEPS: Array<{ step: Step; label: string }> = [
  { step: 1, label: T.stepManager },
  { step: 2, label: T.stepDecision },
  { step: 3, label: T.stepCash },
  { step: 4, label: T.stepConfirm },
];

/**
 * 'Devir-Teslim' (PRODUCT.md §19) in four steps: the new manager, the kurul decision, the cash
 * count, then a note and what will happen; the handover is sent once, with an Idempotency-Key.
 * Every step stays mounted (hidden when not current), so going back finds the values as typed,
 * the masked phone field too.
 */
export function HandoverWizard({ site, onDone }: { site: AdminSiteDto; onDone: (handover: HandoverDto) => void }) {
  const create = useCreateHandover(site.id);
  const once = useIdempotentSubmit();
  const meetings = useSiteMeetings(site.id);
  const [step, setStep] = useState<Step>(1);
  const [manager, setManager] = useState<ManagerValues>(EMPTY_MANAGER);
  const [decision, setDecision] = useState<DecisionValues>(EMPTY_DECISION);
  const [counts, setCounts] = useState<Counts>({});
  const [kasas, setKasas] = useState<AccountDto[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The server found a registered user with this e-mail or phone: linking them is offered, explicitly.
  const [linkOffer, setLinkOffer] = useState(false);
  const dirty = Object.values(manager).some((v) => v !== '') || Object.values(counts).some((v) => v.trim() !== '');
  useLeaveGuard(dirty);

  const clear = (...keys: string[]) => {
    setFailure(null);
    setLinkOffer(false);
    setErrors((e) => {
      const next = { ...e };
      for (const key of keys) delete next[key];
      return next;
    });
  };

  const next = (found: FieldErrors, to: Step) => (event: FormEvent) => {
    event.preventDefault();
    setErrors((e) => ({ ...e, ...found }));
    if (Object.keys(found).length === 0) setStep(to);
  };

  const send = async (linkExisting: boolean) => {
    const payload = handoverBody(manager, decision, kasas, counts, note, linkExisting);
    setFailure(null);
    setLinkOffer(false);
    try {
      const answer: { handover?: HandoverDto } = {};
      const sent = await once(payload, async (idempotencyKey) => {
        answer.handover = await create.mutateAsync({ payload, idempotencyKey });
      });
      if (sent && answer.handover) onDone(answer.handover);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : MESSAGES.api.unexpected);
      if (!(error instanceof ApiError)) return;
      const marked: FieldErrors = {};
      let first: Step | null = null;
      for (const [field, message] of Object.entries(error.fields)) {
        const own = formFieldOf(field, kasas);
        if (!own) continue;
        marked[own.key] = message;
        if (first === null || own.step < first) first = own.step;
      }
      setErrors(marked);
      if (!linkExisting && isExistingUserConflict(error)) setLinkOffer(true);
      // A refused field is fixed on its own step; the registered user's offer is answered here.
      else if (first !== null && first < 4) setStep(first);
    }
  };

  const decisionText = (() => {
    if (decision.mode === 'typed')
      return T.confirmDecisionTyped(decision.decisionNo.trim(), dayText(decision.decidedAt));
    const option = passedDecisions(meetings.data ?? []).find((o) => String(o.id) === decision.decisionId);
    return option?.label ?? decision.decisionId;
  })();

  return (
    <div className="card mb-4" style={{ maxWidth: '52rem' }} data-testid="handover-wizard">
      <div className="card-header">
        <ol className="nav nav-pills card-header-pills" aria-label={T.wizardLabel}>
          {STEPS.map((s) => (
            <li className="nav-item" key={s.step}>
              <span
                className={`nav-link ${step === s.step ? 'active' : ''}`}
                aria-current={step === s.step ? 'step' : undefined}
              >
                {s.step}. {s.label}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div className="card-body">
        <div hidden={step !== 1}>
          <ManagerStep
            values={manager}
            errors={errors}
            onChange={(field, value) => {
              clear(`newManager.${field}`);
              setManager((m) => ({ ...m, [field]: value }));
            }}
            onSubmit={(e) => next(managerErrors(manager), 2)(e)}
          />
        </div>
        <div hidden={step !== 2}>
          <DecisionStep
            siteId={site.id}
            values={decision}
            errors={errors}
            onChange={(patch) => {
              clear('decisionId', 'decisionNo', 'decidedAt');
              setDecision((d) => ({ ...d, ...patch }));
            }}
            onSubmit={(e) => next(decisionErrors(decision), 3)(e)}
            onBack={() => setStep(1)}
          />
        </div>
        <div hidden={step !== 3}>
          <CashCountStep
            siteId={site.id}
            counts={counts}
            errors={errors}
            onChange={(accountId, value) => {
              clear(`count.${accountId}`, 'cashCount');
              setCounts((c) => ({ ...c, [accountId]: value }));
            }}
            onSubmit={(e, listed) => {
              setKasas(listed);
              next(countErrors(listed, counts), 4)(e);
            }}
            onBack={() => setStep(2)}
          />
        </div>
        <div hidden={step !== 4}>
          <ConfirmStep
            siteName={site.name}
            manager={manager}
            decisionText={decisionText}
            kasaCount={kasas.length}
            note={note}
            noteError={errors.note}
            onNote={(value) => {
              clear('note');
              setNote(value);
            }}
            failure={failure}
            linkOffer={linkOffer}
            busy={create.isPending}
            onSubmit={(e) => {
              e.preventDefault();
              void send(false);
            }}
            onLink={() => void send(true)}
            onBack={() => setStep(3)}
          />
        </div>
      </div>
    </div>
  );
}

function ConfirmStep({
  siteName,
  manager,
  decisionText,
  kasaCount,
  note,
  noteError,
  onNote,
  failure,
  linkOffer,
  busy,
  onSubmit,
  onLink,
  onBack,
}: {
  siteName: string;
  manager: ManagerValues;
  decisionText: string;
  kasaCount: number;
  note: string;
  noteError?: string;
  onNote: (value: string) => void;
  failure: string | null;
  linkOffer: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onLink: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const person = manager.fullName.trim();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={T.stepConfirm}>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-note`}>
          {T.note}
        </label>
        <textarea
          id={`${id}-note`}
          className={`form-control ${noteError ? 'is-invalid' : ''}`}
          rows={3}
          value={note}
          maxLength={HANDOVER_NOTE_MAX}
          placeholder={T.notePlaceholder}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${id}-note-error` : undefined}
          onChange={(e) => onNote(e.target.value)}
        />
        {noteError ? (
          <div id={`${id}-note-error`} className="invalid-feedback">
            {noteError}
          </div>
        ) : null}
      </div>
      <section className="alert alert-warning" aria-labelledby={`${id}-what`} data-testid="handover-confirm">
        <h3 className="h6" id={`${id}-what`}>
          {T.confirmTitle}
        </h3>
        <ul className="mb-0">
          <li>{T.confirmPasses(siteName, person)}</li>
          <li>
            <strong>{T.confirmLoses}</strong>
          </li>
          <li>{T.confirmDecision(decisionText)}</li>
          <li>{kasaCount > 0 ? T.confirmCash(kasaCount) : T.confirmNoKasa}</li>
          <li>{T.confirmTutanak}</li>
        </ul>
      </section>
      {failure ? (
        <div className="alert alert-danger" role="alert" data-testid="handover-error">
          {failure}
          {linkOffer ? (
            <>
              <p className="mb-2 mt-1">{EXISTING_USER_TEXTS.existingUserChoice}</p>
              <p className="mb-2">{T.confirmLinked(siteName, person)}</p>
              <button type="button" className="btn btn-sm btn-outline-primary" disabled={busy} onClick={onLink}>
                {EXISTING_USER_TEXTS.linkExisting}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {T.back}
        </button>
        <button type="submit" className="btn btn-danger" disabled={busy}>
          <SubmitLabel busy={busy}>{T.submit}</SubmitLabel>
        </button>
      </div>
    </form>
  );
}
