import Badge from 'react-bootstrap/Badge';

/** SPEC §2: 'operational' green, 'error' red, anything else yellow. */
export function statusVariant(status: string | undefined): 'success' | 'danger' | 'warning' {
  if (status === 'operational') return 'success';
  if (status === 'error') return 'danger';
  return 'warning';
}

export function CacheStatusBadge({ status, testId }: { status: string | undefined; testId?: string }) {
  const variant = statusVariant(status);
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined} data-testid={testId} data-status={status}>
      {status ?? '-'}
    </Badge>
  );
}
