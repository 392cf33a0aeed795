import type autocannon from 'autocannon';

/** npm run bench:load's report (bench/load.ts): the figures, the requests by kind, the checks. */

/** A check of the bank's data after the load: what fails, in detail (empty: it holds). */
export interface Check { name: string; ok: boolean; detail: string }

/** What the report reads of a request the load sent. */
interface SentRequest {
  kind: 'new' | 'retry' | 'conflict';
  call: string;
  answer?: { success: boolean; code: string };
}

export function tally(sent: SentRequest[]) {
  const rows = new Map<string, { sent: number; answered: number; success: number }>();
  const refusals: Record<string, number> = {};
  for (const s of sent) {
    const name = s.kind === 'new' ? `new ${s.call}` : s.kind === 'retry' ? 'retry (same terms)' : 'same id, other terms';
    const row = rows.get(name) ?? { sent: 0, answered: 0, success: 0 };
    rows.set(name, { sent: row.sent + 1, answered: row.answered + (s.answer ? 1 : 0), success: row.success + (s.answer?.success ? 1 : 0) });
    if (s.answer && !s.answer.success) refusals[s.answer.code] = (refusals[s.answer.code] ?? 0) + 1;
  }
  return { requests: Object.fromEntries([...rows].sort(([a], [b]) => a.localeCompare(b))), refusals };
}

const percentile = (sorted: number[], share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);

export function figuresOf(result: autocannon.Result, steady: number[]) {
  const sorted = [...steady].sort((a, b) => a - b);
  return {
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, mean: result.latency.mean, max: result.latency.max },
    latencyAfterConnectingMs: { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: percentile(sorted, 1) },
    requestsPerSecond: Math.round(result.requests.mean),
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export function print(run: { seconds: number; connections: number; customers: number }, figures: ReturnType<typeof figuresOf>, counts: ReturnType<typeof tally>, checks: Check[]): void {
  console.log(`\nmock bank under load: ${run.seconds} s, ${run.connections} connections, ${run.customers} customers\n`);
  const { latencyMs: all, latencyAfterConnectingMs: steady } = figures;
  console.log('| latency | p50 | p99 | max |\n|---|---|---|---|');
  console.log(`| every request | ${all.p50} ms | ${all.p99} ms | ${all.max} ms |`);
  console.log(`| after each connection's first | ${steady.p50} ms | ${steady.p99} ms | ${steady.max} ms |\n`);
  console.log('| requests/s | requests | non-2xx | errors | timeouts |\n|---|---|---|---|---|');
  console.log(`| ${figures.requestsPerSecond} | ${figures.totalRequests} | ${figures.non2xx} | ${figures.errors} | ${figures.timeouts} |\n`);
  console.log('| request | sent | answered | success |\n|---|---|---|---|');
  Object.entries(counts.requests).forEach(([name, row]) => console.log(`| ${name} | ${row.sent} | ${row.answered} | ${row.success} |`));
  console.log(`\nrefusals: ${Object.entries(counts.refusals).map(([code, n]) => `${code} ×${n}`).join(', ') || 'none'}\n`);
  checks.forEach((c) => console.log(`${c.ok ? '✓' : '✗'} ${c.name}${c.detail ? ` (${c.detail})` : ''}`));
}
