/**
 * Fences on the invalidation channel (docs/resident-cache.md, "After a write"). PostgreSQL
 * delivers the notices of different transactions to each listener in commit order, so a notice
 * sent after a write committed reaches every listener after that write's invalidations: a
 * listener that has handled the fence has handled them.
 *
 * - `><nonce>`: a fence only its sender waits for (this instance's own writes).
 * - `?<nonce>`: a fence every instance answers, once it has handled it, with `!<nonce> <its id>`.
 *
 * Nonces are `<instance id>:<number>`; ids are hex, so neither holds a space. The triggers send
 * only tags and '*', which never begin with one of these marks.
 */
const LOCAL = '>';
const EVERYWHERE = '?';
const ACK = '!';

/**
 * Sends a payload on the channel; with `peers`, resolves with the ids of the other instances
 * listening when the notice was sent (each of them receives it).
 */
export type FenceSender = (payload: string, peers: boolean) => Promise<string[]>;

export interface FenceResult {
  /** This instance's listener has handled every invalidation committed before the fence. */
  applied: boolean;
  /**
   * Other instances listening when the fence was sent that had not confirmed it when the wait
   * ended; null when they could not be listed. Always [] for a local fence.
   */
  unconfirmed: string[] | null;
}

interface Pending {
  applied: boolean;
  /** Ids of the other listening instances; null until the sending statement has answered. */
  peers: string[] | null;
  acked: Set<string>;
  resolve: (result: FenceResult) => void;
  timer: NodeJS.Timeout;
}

export class Fences {
  private seq = 0;
  private readonly pending = new Map<string, Pending>();

  constructor(
    readonly instanceId: string,
    private readonly send: FenceSender,
  ) {}

  /**
   * A notice from the channel, in the order it arrived: true when it was a fence or an
   * acknowledgement (consumed here), false for an invalidation. Call it only after every earlier
   * notice has been applied.
   */
  receive(payload: string): boolean {
    const mark = payload[0];
    if (mark === ACK) {
      const [nonce, from] = payload.slice(1).split(' ');
      const pending = this.pending.get(nonce);
      if (pending && from) {
        pending.acked.add(from);
        this.settle(nonce, pending);
      }
      return true;
    }
    if (mark !== LOCAL && mark !== EVERYWHERE) return false;
    const nonce = payload.slice(1);
    const pending = this.pending.get(nonce);
    if (pending) {
      pending.applied = true;
      this.settle(nonce, pending);
    } else if (mark === EVERYWHERE) {
      // Whoever sent it waits until its bound: a failed acknowledgement is counted there.
      this.send(`${ACK}${nonce} ${this.instanceId}`, false).catch(() => {});
    }
    return true;
  }

  /**
   * Sends a fence and resolves when this instance has handled it and, `everywhere`, every other
   * instance listening at the time has confirmed it; or after `timeoutMs` with what was missing.
   * Never rejects.
   */
  fence(everywhere: boolean, timeoutMs: number): Promise<FenceResult> {
    const nonce = `${this.instanceId}:${++this.seq}`;
    return new Promise((resolve) => {
      const pending: Pending = {
        applied: false,
        peers: everywhere ? null : [],
        acked: new Set(),
        resolve,
        timer: setTimeout(() => this.finish(nonce, pending), timeoutMs),
      };
      pending.timer.unref();
      this.pending.set(nonce, pending);
      this.send(`${everywhere ? EVERYWHERE : LOCAL}${nonce}`, everywhere).then(
        (peers) => {
          if (!everywhere) return;
          pending.peers = peers;
          this.settle(nonce, pending);
        },
        () => this.finish(nonce, pending),
      );
    });
  }

  /** The listener was lost: nothing pending can be confirmed any more. */
  abandon(): void {
    for (const [nonce, pending] of this.pending) this.finish(nonce, pending);
  }

  private settle(nonce: string, pending: Pending): void {
    if (pending.applied && pending.peers?.every((id) => pending.acked.has(id))) this.finish(nonce, pending);
  }

  private finish(nonce: string, pending: Pending): void {
    if (this.pending.get(nonce) !== pending) return;
    this.pending.delete(nonce);
    clearTimeout(pending.timer);
    pending.resolve({
      applied: pending.applied,
      unconfirmed: pending.peers?.filter((id) => !pending.acked.has(id)) ?? null,
    });
  }
}
