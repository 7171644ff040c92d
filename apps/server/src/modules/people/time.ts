/** Timestamps arrive as Date from one driver and as text from another; the API sends ISO UTC. */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
