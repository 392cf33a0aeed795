import { EARLY_ANSWERS_GLOBAL, fetchOf, REQUEST_TIMEOUT_MS, requestsAfterProduct, requestsAt, type EarlyAnswerTable, type EarlyOutcome } from './infrastructure/http/early-requests';
import { FIRST_READS } from './infrastructure/http/first-reads';

/**
 * Issue 19: a small script of its own, loaded with the HTML before the store's script, that asks
 * the bank for what the first screen shows (the home lists, a product) while the store's script is
 * still on its way. The store's HTTP client takes these answers instead of asking again
 * (src/infrastructure/http/early-answers.ts). No inline script: the policy stays as it is.
 */
const ask = (key: string): Promise<EarlyOutcome> => {
  const { address, init } = fetchOf(key);
  const abandon = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The 30 s count from here, where the request leaves, as the store's own requests' do; then it is abandoned.
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => {
    resolve('timeout');
    abandon.abort();
  }, REQUEST_TIMEOUT_MS)));
  const answered = fetch(address, { ...init, signal: abandon.signal }).then(
    async (response) => ({ status: response.status, body: await response.text() }),
    () => null, // dropped: the store reads it as the bank's connection failing
  );
  return Promise.race([answered, timedOut]).finally(() => clearTimeout(timer));
};

/** A task of its own for each request: starting one costs a phone 5–10 ms, and a detail page asks six at once (issue 19 item 5). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const answers: EarlyAnswerTable = {};
/** Every request made, once: the store takes an answer out of the table when it uses it. */
const asked = new Set<string>();
const askAll = (keys: string[]): void => {
  for (const key of keys.filter((one) => !asked.has(one))) {
    asked.add(key);
    answers[key] = nextTask().then(() => ask(key));
  }
};

const url = new URL(window.location.href);
const first = requestsAt(FIRST_READS, url);
askAll(first);
// A shared link's product comes first (first-reads.test.ts); once it is in, its page's
// chart is asked, before the store's script could (the chart's summary is that page's largest text).
const [product] = first;
if (product) void answers[product]?.then((answer) => answer && answer !== 'timeout' && askAll(requestsAfterProduct(FIRST_READS, url, answer.body)));
(window as unknown as Record<string, EarlyAnswerTable>)[EARLY_ANSWERS_GLOBAL] = answers;
