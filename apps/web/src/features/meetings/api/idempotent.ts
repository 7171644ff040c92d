/** A write's values with the Idempotency-Key of the submit that sends them. */
export interface Idempotent<P> {
  payload: P;
  idempotencyKey: string;
}
