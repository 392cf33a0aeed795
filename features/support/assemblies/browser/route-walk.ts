import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { RouteSample } from '../../route-samples';
import { XSS_MARKUP, XSS_VISIBLE_MARK } from '../../xss-corpus';
import { seriousAxeFindingsInPage } from './accessibility-checks';
import { PHONE } from './launch';
import { RequestWatch } from './request-watch';
import { invalidNestings } from './nesting-checks';
import { eventually } from '../../patience';
import { openEverything, recordPolicyViolations, runnableParts, type HostileOutcome } from './security-checks';
import type { BrowserSession } from './session';

/** What one walk over every route sample found. */
export interface RouteWalkFindings {
  /** axe-core's serious and critical findings (features/accessibility.feature). */
  accessibility: string[];
  /** What of the bank's hostile text ran, could run, or showed as text (features/security.feature). */
  hostile: HostileOutcome;
  /** Every console error and warning and every uncaught error, as `address: type: text` (features/accessibility.feature). */
  console: string[];
  /** Element nestings the HTML standard does not allow, once each per address (nesting-checks.ts). */
  nesting: string[];
}

/**
 * The walk is the browser assembly's longest task, so a run makes each part of it once for the
 * scenarios that read it (tagged @route-walk; two that read the same part never run at the same
 * time, world.ts): the first walks
 * and leaves the findings in a file named after the run (the parallel workers' coordinator, or
 * this process) and the part's addresses; the next reads them. A walk that failed leaves no file,
 * so the next walks again.
 */
export async function walkEveryRoute(session: BrowserSession, samples: readonly RouteSample[]): Promise<RouteWalkFindings> {
  const part = createHash('sha256').update(samples.map((sample) => sample.address).join('\n')).digest('hex').slice(0, 12);
  const file = join(tmpdir(), `route-walk-${process.env.CUCUMBER_WORKER_ID ? process.ppid : process.pid}-${part}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as RouteWalkFindings;
  const findings = await walk(session, samples);
  writeFileSync(file, JSON.stringify(findings));
  return findings;
}

/**
 * Every route sample with every section and popup open, while every text the bank answers carries
 * the XSS corpus: a page must stay accessible and inert whatever the bank writes. The pages open
 * in a context that ignores the Content-Security-Policy, so what is proved is the store's own
 * escaping and sanitising (the policy is a second wall, checked on its own).
 */
async function walk(session: BrowserSession, samples: readonly RouteSample[]): Promise<RouteWalkFindings> {
  await session.carryHostileText(XSS_MARKUP);
  const context = await session.browser.newContext({ ...PHONE, bypassCSP: true });
  // As text: a compiled function could carry the build's helpers (esbuild's __name), absent in the page.
  await context.addInitScript({ content: 'window.__ran = []; window.__xss = function (name) { window.__ran.push(name); };' });
  const page = await context.newPage();
  const requests = new RequestWatch(page);
  const findings: RouteWalkFindings = { accessibility: [], hostile: { ran: [], runnable: [], shownAsText: 0 }, console: [], nesting: [] };
  // Nothing is filtered: the walk injects no fault (no timeout, no refused call), so anything the
  // console says on the way is the store's or the build's own to fix.
  let where = '(before the first page)';
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') findings.console.push(`${where}: ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => findings.console.push(`${where}: uncaught: ${error.message}`));
  for (const sample of samples) {
    where = sample.address;
    await session.prepare(sample);
    // The page loaded and its calls answered; then opening a section waits for what it asks in turn.
    await page.goto(`${session.url}${sample.address}`);
    await requests.quiet();
    const untappable = await openEverything(page, requests, () => look(page, sample.address, findings));
    findings.accessibility.push(...untappable.map((name) => `${sample.address}: 「${name}」 cannot be tapped: another element covers it`));
  }
  await context.close();
  return { ...findings, nesting: [...new Set(findings.nesting)] };
}

/**
 * antd-mobile fades its masks, toasts and dialogs in and out (react-spring, an inline opacity); axe
 * reads text under a half-faded layer as low contrast. A look waits until every one showing is whole.
 */
async function fadesSettled(page: Page): Promise<void> {
  const settled = () => [...document.querySelectorAll<HTMLElement>('.adm-mask, .adm-center-popup-wrap')]
    .every((layer) => getComputedStyle(layer).display === 'none' || getComputedStyle(layer).opacity === '1');
  await page.waitForFunction(settled).catch(() => undefined);
}

async function look(page: Page, where: string, findings: RouteWalkFindings): Promise<void> {
  await fadesSettled(page);
  const { hostile } = findings;
  const ran = await page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran?.splice(0) ?? [`(no recorder at ${location.href})`]);
  hostile.ran.push(...ran.map((name) => `${name} @ ${where}`));
  hostile.runnable.push(...(await page.evaluate(runnableParts)).map((part) => `${part} @ ${where}`));
  hostile.shownAsText += await page.evaluate((mark) => document.body.innerText.split(mark).length - 1, XSS_VISIBLE_MARK);
  findings.accessibility.push(...(await seriousAxeFindingsInPage(page, where)));
  // WCAG 2.1 1.4.10 (reflow), which axe does not check: nothing makes the page wider than the phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE.viewport.width) findings.accessibility.push(`${where}: the page is ${width} px wide on a ${PHONE.viewport.width} px phone (WCAG 1.4.10 reflow)`);
  findings.nesting.push(...(await page.evaluate(invalidNestings)).map((nesting) => `${nesting} @ ${where}`));
}

/**
 * The same pages, each with every section and popup open, in a context that keeps the production
 * build's policy (Trusted Types, no inline script, the import maps' integrity): afterwards the
 * reports the bank's collector received, one line each. Each page also notes the violations it
 * saw (recordPolicyViolations): the reading waits until the bank holds as many reports, and a
 * violation whose report never came is reported as seen on the page.
 */
export async function policyReportsOfEveryRoute(session: BrowserSession, samples: readonly RouteSample[]): Promise<string[]> {
  await session.send('DELETE', '/__mock/csp-reports');
  const context = await session.browser.newContext(PHONE);
  await context.addInitScript(recordPolicyViolations);
  const page = await context.newPage();
  const requests = new RequestWatch(page);
  const seen: string[] = [];
  const seenOnPage = async (where: string) => seen.push(...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])).map((violation) => `${violation} @ ${where}`));
  for (const sample of samples) {
    await session.prepare(sample);
    // The page loaded and its calls answered; then opening a section waits for what it asks in turn.
    await page.goto(`${session.url}${sample.address}`);
    await requests.quiet();
    await openEverything(page, requests, async () => undefined);
    await seenOnPage(sample.address);
  }
  await context.close();
  const reports = await eventually(() => session.policyReports(), (received) => received.length >= seen.length);
  return reports.length >= seen.length ? reports : [...reports, ...seen.map((violation) => `${violation} (seen on the page, no report reached the bank)`)];
}
