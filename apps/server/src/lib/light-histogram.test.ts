import client from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LightHistogram } from './light-histogram.js';

describe('LightHistogram', () => {
  it("exposes exactly what prom-client's histogram exposes for the same observations", async () => {
    const buckets = [0.005, 0.01, 0.1, 1];
    const ours = new client.Registry();
    const theirs = new client.Registry();
    const light = new LightHistogram('req_seconds', 'Request time.', buckets);
    ours.registerMetric(light as unknown as client.Metric);
    const reference = new client.Histogram({
      name: 'req_seconds',
      help: 'Request time.',
      labelNames: ['method', 'route'] as const,
      buckets,
      registers: [theirs],
    });
    // Values on a bound count in that bucket (le is "less or equal"), above the last in +Inf only.
    const observations: Array<[string, string, number]> = [
      ['GET', '/a', 0.001],
      ['GET', '/a', 0.005],
      ['GET', '/a', 0.02],
      ['GET', '/a', 3],
      ['POST', '/b/:id', 0.1],
      ['POST', '/b/:id', 0.5],
    ];
    for (const [method, route, value] of observations) {
      light.observe(`${method} ${route}`, () => ({ method, route }), value);
      reference.labels(method, route).observe(value);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).toContain('req_seconds_bucket{le="0.005",method="GET",route="/a"} 2');
  });

  it('asks for the labels once per series and forgets everything on reset', () => {
    const light = new LightHistogram('x_seconds', 'X.', [1]);
    let asked = 0;
    const labels = () => {
      asked += 1;
      return { route: '/x' };
    };
    light.observe('k', labels, 0.5);
    light.observe('k', labels, 2);
    expect(asked).toBe(1);
    expect(light.get().values.map((v) => v.value)).toEqual([1, 2, 2.5, 2]);
    light.reset();
    expect(light.get().values).toEqual([]);
  });
});
