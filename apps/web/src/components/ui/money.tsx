import { balanceTone, formatBalance, formatMoney } from '../../lib/format';
import { MESSAGES } from '../../lib/messages-common';

const TONE_CLASS = { positive: 'text-success', negative: 'text-danger', zero: '' } as const;

export interface MoneyProps {
  value: number | null | undefined;
  /** Balances carry a sign and colour (SPEC §2); plain amounts such as dues do not. */
  signed?: boolean;
  className?: string;
}

export function Money({ value, signed = true, className = '' }: MoneyProps) {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return <span className={className}>{MESSAGES.common.empty}</span>;
  }
  if (!signed) return <span className={`text-nowrap ${className}`.trim()}>{formatMoney(value)}</span>;
  const tone = balanceTone(value);
  return (
    <span className={`text-nowrap ${TONE_CLASS[tone]} ${className}`.replace(/\s+/g, ' ').trim()} data-tone={tone}>
      {formatBalance(value)}
    </span>
  );
}
