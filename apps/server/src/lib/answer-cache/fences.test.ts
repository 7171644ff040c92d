import { afterEach, describe, expect, it, vi } from 'vitest';
import { Fences } from './fences.js';

/** One instance's fences over a channel the test delivers by hand; `peers` answers a fence that asks. */
function instance(id: string, peers: string[] = []) {
  const sent: string[] = [];
  const fences = new Fences(id, async (payload, withPeers) => {
    sent.push(payload);
    return withPeers ? peers : [];
  });
  return { fences, sent };
}

const settled = async <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('Fences', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves invalidations to the cache and takes fences and acknowledgements off the channel', () => {
    const { fences } = instance('aa');
    expect(fences.receive('s1 u2 t0123456789abcdef')).toBe(false);
    expect(fences.receive('*')).toBe(false);
    expect(fences.receive('>bb:1')).toBe(true);
    expect(fences.receive('!bb:1 cc')).toBe(true);
  });

  it('a local fence resolves when this instance has handled it, after the invalidations before it', async () => {
    const { fences, sent } = instance('aa', ['bb']);
    const fence = fences.fence(false, 1000);
    await Promise.resolve();
    expect(sent).toEqual(['>aa:1']);
    expect(await settled(fence)).toBe(false);
    fences.receive('s1');
    fences.receive('>aa:1');
    expect(await fence).toEqual({ applied: true, unconfirmed: [] });
  });

  it('a fence everywhere waits for every instance listening when it was sent, which answer once they handled it', async () => {
    const a = instance('aa', ['bb', 'cc']);
    const b = instance('bb');
    const fence = a.fences.fence(true, 1000);
    await Promise.resolve();
    expect(a.sent).toEqual(['?aa:1']);
    a.fences.receive('?aa:1');
    // B answers the fence only when it reaches it, after whatever came before.
    b.fences.receive('u7');
    b.fences.receive('?aa:1');
    expect(b.sent).toEqual(['!aa:1 bb']);
    a.fences.receive('!aa:1 bb');
    expect(await settled(fence)).toBe(false);
    // An instance that was not listening when the fence was sent is not waited for.
    a.fences.receive('!aa:1 dd');
    expect(await settled(fence)).toBe(false);
    a.fences.receive('!aa:1 cc');
    expect(await fence).toEqual({ applied: true, unconfirmed: [] });
  });

  it('gives up after the bound, naming who did not confirm', async () => {
    vi.useFakeTimers();
    const a = instance('aa', ['bb', 'cc']);
    const fence = a.fences.fence(true, 1000);
    await vi.advanceTimersByTimeAsync(0);
    a.fences.receive('?aa:1');
    a.fences.receive('!aa:1 cc');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await fence).toEqual({ applied: true, unconfirmed: ['bb'] });
  });

  it('resolves unconfirmed when the notice cannot be sent or the listener is lost', async () => {
    const failing = new Fences('aa', async () => {
      throw new Error('not listening');
    });
    expect(await failing.fence(true, 1000)).toEqual({ applied: false, unconfirmed: null });

    const { fences } = instance('aa', ['bb']);
    const fence = fences.fence(true, 1000);
    fences.abandon();
    expect((await fence).applied).toBe(false);
  });
});
