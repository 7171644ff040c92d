import { useId, useState } from 'react';
import { SMS_TEXTS } from '../../../components/sms-campaigns/messages';
import { SmsCampaignDialog } from '../../../components/sms-campaigns/sms-campaign-dialog';

/** 'SMS hatırlatma': the months owed (N or more, as the list's filter) and a button to the preview. */
export function SmsReminder({ siteId, initialMonths }: { siteId: number; initialMonths: number }) {
  const monthsId = useId();
  const [months, setMonths] = useState(Math.max(1, initialMonths));
  const [dialog, setDialog] = useState<{ key: number; show: boolean; months: number } | null>(null);
  const valid = Number.isInteger(months) && months >= 1 && months <= 120;
  return (
    <>
      <div className="input-group w-auto">
        <label className="input-group-text" htmlFor={monthsId}>
          {SMS_TEXTS.reminderMonths}
        </label>
        <input
          id={monthsId}
          type="number"
          min={1}
          max={120}
          className="form-control"
          style={{ maxWidth: '5rem' }}
          value={Number.isNaN(months) ? '' : months}
          onChange={(e) => setMonths(e.target.valueAsNumber)}
          data-testid="sms-reminder-months"
        />
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={!valid}
          onClick={() => setDialog({ key: (dialog?.key ?? 0) + 1, show: true, months })}
          data-testid="sms-reminder-button"
        >
          <i className="bi bi-chat-text me-1" aria-hidden="true" />
          {SMS_TEXTS.reminderButton}
        </button>
      </div>
      {dialog ? (
        <SmsCampaignDialog
          key={dialog.key}
          siteId={siteId}
          request={{ kind: 'debtReminder', minMonthsOverdue: dialog.months }}
          title={SMS_TEXTS.reminderTitle(dialog.months)}
          show={dialog.show}
          onHide={() => setDialog((was) => (was ? { ...was, show: false } : was))}
        />
      ) : null}
    </>
  );
}
