import { TICKET_RATING_COMMENT_MAX, type TicketDto } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { ApiError } from '../../../lib/api-client';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useRateMyTicket } from '../api/rate-my-ticket';
import { MY_TICKETS_TEXTS as T } from '../messages';
import { PRE_WRAP } from './ticket-timeline';
import { TextField } from './text-field';

const SCORES = [1, 2, 3, 4, 5] as const;

/** Five stars, the first `value` filled; the number is said in words for screen readers. */
function Stars({ value }: { value: number }) {
  return (
    <span className="text-warning" data-testid="ticket-stars">
      {SCORES.map((n) => (
        <i key={n} className={`bi ${n <= value ? 'bi-star-fill' : 'bi-star'} me-1`} aria-hidden="true" />
      ))}
      <span className="text-body ms-1">{T.stars(value)}</span>
    </span>
  );
}

/** The opener's rating, once given. */
function GivenRating({ rating, comment }: { rating: number; comment: string | null }) {
  return (
    <section className="card card-body shadow-sm mb-3" aria-labelledby="ticket-rating" data-testid="ticket-rating">
      <h2 id="ticket-rating" className="h6 mb-1">
        {T.yourRating}
      </h2>
      <Stars value={rating} />
      {comment ? (
        <p className="mb-0 mt-1 text-break" style={PRE_WRAP}>
          {comment}
        </p>
      ) : null}
    </section>
  );
}

/** The rating form: a score of 1–5 and an optional comment, sent once (PRODUCT.md §17). */
function RatingForm({ ticketId }: { ticketId: number }) {
  const id = useId();
  const rate = useRateMyTicket(ticketId);
  const submitOnce = useIdempotentSubmit();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (score === 0) {
      setError(T.ratingRequired);
      return;
    }
    setError(null);
    const body = { rating: score, comment: comment.trim() || undefined };
    try {
      await submitOnce(body, (idempotencyKey) => rate.mutateAsync({ body, idempotencyKey }));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : null);
    }
  };

  return (
    <form className="card card-body shadow-sm mb-3" onSubmit={submit} noValidate data-testid="rating-form">
      <h2 className="h5 mb-1">{T.rateTitle}</h2>
      <p className="small text-body-secondary">{T.rateHint}</p>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{T.ratingLabel}</legend>
        <div className="d-flex gap-1">
          {SCORES.map((n) => (
            <span key={n}>
              <input
                type="radio"
                className="btn-check"
                name={`${id}-score`}
                id={`${id}-score-${n}`}
                value={n}
                checked={score === n}
                onChange={() => setScore(n)}
                disabled={rate.isPending}
              />
              <label className="btn btn-outline-warning text-body px-2" htmlFor={`${id}-score-${n}`}>
                <i className={`bi ${n <= score ? 'bi-star-fill' : 'bi-star'} me-1`} aria-hidden="true" />
                {n}
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <TextField
        id={`${id}-comment`}
        label={T.comment}
        value={comment}
        onChange={setComment}
        maxLength={TICKET_RATING_COMMENT_MAX}
        disabled={rate.isPending}
        rows={3}
      />
      {error ? (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={rate.isPending}>
        <SubmitLabel busy={rate.isPending}>{T.rate}</SubmitLabel>
      </button>
    </form>
  );
}

/**
 * The ticket's rating: the form while it is resolved or closed and not yet rated, the given
 * rating after; nothing before resolution, when the server would refuse it (409).
 */
export function TicketRating({ ticket }: { ticket: TicketDto }) {
  if (ticket.rating !== null) return <GivenRating rating={ticket.rating} comment={ticket.ratingComment} />;
  if (ticket.status !== 'resolved' && ticket.status !== 'closed') return null;
  return <RatingForm ticketId={ticket.id} />;
}
