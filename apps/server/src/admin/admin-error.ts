/** How the command ends, for scripts that run it. */
export const EXIT = {
  ok: 0,
  /** The command was understood and refused: a bad value, a duplicate, an unknown user. */
  refused: 1,
  /** The command line itself is wrong. */
  usage: 2,
  /** It could not run: the database is unreachable, or something unexpected broke. */
  failed: 3,
} as const;

/** A refusal with the text the operator reads. */
export class AdminCommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.refused,
  ) {
    super(message);
    this.name = 'AdminCommandError';
  }
}
