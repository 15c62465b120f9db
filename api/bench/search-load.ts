import autocannon from 'autocannon';
import type { DatabaseHandle } from '../src/db/database';
import { naiveSearchQuery } from '../src/modules/search/naive-search.reference';
import { searchPath, type MixSearch } from '../src/modules/search/search-mix.reference';

/**
 * The load sides of `pnpm bench:search`, run in short slices so the API (with and without its result cache) and the
 * naive reference take turns in the same time window and see the same machine (issue 15 §2). Each side keeps its
 * own cursor over the mix, so consecutive slices continue where the last one stopped.
 */
export interface Samples {
  latencies: number[];
  seconds: number;
  errors: number;
  /** Server-Timing search-cache outcomes of the API's answers. */
  outcomes: { hit: number; kept: number; miss: number; off: number };
}

export const emptySamples = (): Samples => ({ latencies: [], seconds: 0, errors: 0, outcomes: { hit: 0, kept: 0, miss: 0, off: 0 } });

type Outcome = keyof Samples['outcomes'];

function cacheOutcome(headers: unknown): Outcome | undefined {
  let value: unknown;
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length - 1; i += 2) {
      if (String(headers[i]).toLowerCase() === 'server-timing') value = headers[i + 1];
    }
  } else if (headers && typeof headers === 'object') value = (headers as Record<string, unknown>)['server-timing'];
  const match = /search-cache;desc=(hit|kept|miss|off)/.exec(String(value ?? ''));
  return match?.[1] as Outcome | undefined;
}

/** One slice of autocannon load on the API: `connections` connections, each request the next search of the mix. */
export async function apiSlice(base: string, mix: MixSearch[], cursor: { next: number }, connections: number, seconds: number, into: Samples) {
  const paths = mix.map(searchPath);
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: paths[cursor.next++ % paths.length]! }),
            onResponse: (_status, _body, _context, headers) => {
              const outcome = cacheOutcome(headers);
              if (outcome) into.outcomes[outcome]++;
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) into.latencies.push(responseTime);
      else into.errors++;
    });
  });
  into.seconds += (performance.now() - started) / 1000;
  into.errors += result.errors + result.timeouts;
}

/**
 * One slice of the naive reference: `connections` workers query straight against the database, each taking the next
 * search of the mix, until the slice's time is up (queries in flight then finish and count).
 */
export async function naiveSlice(
  handle: DatabaseHandle,
  mix: MixSearch[],
  cursor: { next: number },
  connections: number,
  seconds: number,
  into: Samples,
) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const search = mix[cursor.next++ % mix.length]!;
        const t0 = performance.now();
        await handle.db.execute(naiveSearchQuery(search));
        into.latencies.push(performance.now() - t0);
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export function summarise(samples: Samples) {
  const sorted = [...samples.latencies].sort((a, b) => a - b);
  // 'kept': a cached answer served after the changes since it was computed were checked (decision 0024): a hit.
  const kept = samples.outcomes.hit + samples.outcomes.kept;
  const served = kept + samples.outcomes.miss;
  return {
    count: sorted.length,
    p50: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    p99: round1(percentile(sorted, 0.99)),
    max: round1(sorted[sorted.length - 1] ?? NaN),
    rps: round1(sorted.length / Math.max(samples.seconds, 0.001)),
    ...(served > 0
      ? { hitRate: Math.round((kept / served) * 1000) / 1000, keptRate: Math.round((samples.outcomes.kept / served) * 1000) / 1000 }
      : {}),
  };
}

/**
 * A p95 is stable when taking away the latest slice moves it by at most `tolerance` (relative) and there are at
 * least `minimum` samples: with p95 set by the slowest 5 %, fewer than a few hundred samples leave it to chance.
 */
export function p95Stable(latencies: number[], lastSlice: number, minimum: number, tolerance = 0.05): boolean {
  if (latencies.length < minimum || latencies.length - lastSlice < minimum / 2) return false;
  const all = percentile(
    [...latencies].sort((a, b) => a - b),
    0.95,
  );
  const before = percentile(
    latencies.slice(0, latencies.length - lastSlice).sort((a, b) => a - b),
    0.95,
  );
  return Math.abs(all - before) <= tolerance * all;
}
