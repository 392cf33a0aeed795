import { EARLY_ANSWERS_GLOBAL, requestsAfterProduct, requestsAt, type EarlyAnswer, type EarlyAnswerTable, type FirstScreenRequests } from './infrastructure/http/early-requests';

/**
 * Issue 19: a small script of its own, loaded with the HTML before the store's script, that asks
 * the bank for what the first screen shows (the home lists, a product) while the store's script is
 * still on its way. The store's HTTP client takes these answers instead of asking again
 * (src/infrastructure/http/early-answers.ts). No inline script: the policy stays as it is.
 */
declare const __FIRST_SCREEN_REQUESTS__: FirstScreenRequests;

const ask = (address: string): Promise<EarlyAnswer | null> =>
  fetch(address, { credentials: 'same-origin', headers: { Accept: 'application/json, text/plain, */*' } }).then(
    async (response) => ({ status: response.status, body: await response.text() }),
    () => null, // dropped: the store reads it as the bank's connection failing
  );

/** A task of its own for each request: starting one costs a phone 5–10 ms, and a detail page asks six at once (issue 19 item 5). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const answers: EarlyAnswerTable = {};
/** Every address asked, once: the store takes an answer out of the table when it uses it. */
const asked = new Set<string>();
const askAll = (addresses: string[]): void => {
  for (const address of addresses.filter((one) => !asked.has(one))) {
    asked.add(address);
    answers[address] = nextTask().then(() => ask(address));
  }
};

const url = new URL(window.location.href);
const first = requestsAt(__FIRST_SCREEN_REQUESTS__, url);
askAll(first);
// A shared link's product comes first (first-screen-requests.test.ts); once it is in, its page's
// chart is asked, before the store's script could (the chart's summary is that page's largest text).
const [product] = first;
if (product) void answers[product]?.then((answer) => answer && askAll(requestsAfterProduct(__FIRST_SCREEN_REQUESTS__, url, answer.body)));
(window as unknown as Record<string, EarlyAnswerTable>)[EARLY_ANSWERS_GLOBAL] = answers;
