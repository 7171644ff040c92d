import { useState } from 'react';
import { SMS_TEXTS } from '../../../components/sms-campaigns/messages';
import { SmsCampaignDialog } from '../../../components/sms-campaigns/sms-campaign-dialog';

/**
 * 'SMS hatırlatma' to units owing more than N months (PRODUCT.md §15). It starts from the list's
 * filter ("N or more" there), so by default it reaches the units on the screen.
 */
export function SmsReminder({ siteId, initialMonths }: { siteId: number; initialMonths: number }) {
  const [months, setMonths] = useState(Math.max(0, initialMonths - 1));
  const [dialog, setDialog] = useState<{ key: number; show: boolean; months: number } | null>(null);
  const valid = Number.isInteger(months) && months >= 0 && months <= 119;
  return (
    <>
      <div className="input-group w-auto">
        <span className="input-group-text">{SMS_TEXTS.reminderMonthsBefore}</span>
        <input
          type="number"
          min={0}
          max={119}
          aria-label={SMS_TEXTS.reminderMonthsLabel}
          className="form-control"
          style={{ maxWidth: '5rem' }}
          value={Number.isNaN(months) ? '' : months}
          onChange={(e) => setMonths(e.target.valueAsNumber)}
          data-testid="sms-reminder-months"
        />
        <span className="input-group-text">{SMS_TEXTS.reminderMonthsAfter}</span>
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
          request={{ kind: 'debtReminder', monthsOverdueMoreThan: dialog.months }}
          title={SMS_TEXTS.reminderTitle(dialog.months)}
          show={dialog.show}
          onHide={() => setDialog((was) => (was ? { ...was, show: false } : was))}
        />
      ) : null}
    </>
  );
}
