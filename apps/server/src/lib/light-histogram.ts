/**
 * A Prometheus histogram whose observation costs one Map lookup and a few additions. It sits on
 * every request (PRODUCT.md §8's hot path): prom-client's own histogram validates and hashes the
 * labels on each observe, even through a kept child, which cost more than the rest of the metrics
 * hook. The registry reads it like any of its metrics (`get()` on a scrape), so the exposition is
 * prom-client's: `_bucket` lines with `le` first, then `_sum` and `_count`.
 */
interface Series {
  labels: Record<string, string>;
  /** Observations per bucket, not cumulated; the last slot is above every bound. */
  counts: number[];
  sum: number;
}

export class LightHistogram {
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
  ) {}

  /** Adds one observation to the series `key`; `labels` is called only the first time a key is seen. */
  observe(key: string, labels: () => Record<string, string>, value: number): void {
    let s = this.series.get(key);
    if (!s) {
      s = { labels: labels(), counts: new Array(this.buckets.length + 1).fill(0), sum: 0 };
      this.series.set(key, s);
    }
    let i = 0;
    while (i < this.buckets.length && value > this.buckets[i]) i += 1;
    s.counts[i] += 1;
    s.sum += value;
  }

  get() {
    const values: Array<{ metricName: string; labels: Record<string, string | number>; value: number }> = [];
    for (const s of this.series.values()) {
      let cumulated = 0;
      this.buckets.forEach((le, i) => {
        cumulated += s.counts[i];
        values.push({ metricName: `${this.name}_bucket`, labels: { le, ...s.labels }, value: cumulated });
      });
      const count = cumulated + s.counts[this.buckets.length];
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...s.labels }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels: s.labels, value: s.sum });
      values.push({ metricName: `${this.name}_count`, labels: s.labels, value: count });
    }
    return { name: this.name, help: this.help, type: 'histogram' as const, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.series.clear();
  }
}
