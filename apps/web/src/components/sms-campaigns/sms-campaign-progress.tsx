import ProgressBar from 'react-bootstrap/ProgressBar';
import Table from 'react-bootstrap/Table';
import { ErrorState, LoadingState } from '../ui/states';
import { useSmsCampaign } from './api';
import { SMS_TEXTS as T } from './messages';

/** A campaign's progress (sent, failed, total) and its log: each message, its text and the provider's answer. */
export function SmsCampaignProgress({ siteId, campaignId }: { siteId: number; campaignId: number }) {
  const campaign = useSmsCampaign(siteId, campaignId);
  if (campaign.isPending) return <LoadingState />;
  if (campaign.isError) return <ErrorState text={T.logFailed} onRetry={() => campaign.refetch()} />;
  const c = campaign.data;
  const share = (n: number) => (c.total === 0 ? 0 : (n / c.total) * 100);
  return (
    <div data-testid="sms-campaign-progress">
      <p className="mb-2" data-testid="sms-progress-text">
        {T.progress(c.sent, c.failed, c.total)} {c.done ? T.done : T.inProgress}
      </p>
      <ProgressBar className="mb-3">
        <ProgressBar variant="success" now={share(c.sent)} key="sent" />
        <ProgressBar variant="danger" now={share(c.failed)} key="failed" />
      </ProgressBar>
      <Table size="sm" responsive className="small">
        <thead>
          <tr>
            <th>{T.columns.units}</th>
            <th>{T.columns.name}</th>
            <th>{T.columns.phone}</th>
            <th>{T.columns.status}</th>
            <th>{T.columns.answer}</th>
            <th>{T.columns.text}</th>
          </tr>
        </thead>
        <tbody>
          {c.recipients.map((r) => (
            <tr key={r.id}>
              <td>{r.units}</td>
              <td>{r.residentName ?? ''}</td>
              <td className="text-nowrap">{r.phone}</td>
              <td className={r.status === 'failed' ? 'text-danger' : undefined}>{T.status[r.status]}</td>
              <td className="text-nowrap">
                {r.outcome ? `${r.provider ?? ''} ${r.outcome} ${r.code ?? ''}`.trim() : ''}
              </td>
              <td>{r.text}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
