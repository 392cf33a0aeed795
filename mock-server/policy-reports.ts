/**
 * The store's policy reports (issue 19 item 4, docs/security.md "Reports"): the production build's
 * Content-Security-Policy sends every violation — a blocked script, style, frame or connection, and
 * every Trusted Types refusal — to `POST /__mock/csp-reports`, in either of the browsers' two forms:
 * the Reporting API's (`report-to`, `application/reports+json`: a list of `{ type: 'csp-violation',
 * url, body: { documentURL, effectiveDirective, blockedURL, sourceFile, lineNumber, sample, disposition } }`)
 * and the older `report-uri` one (`application/csp-report`: `{ "csp-report": { "document-uri",
 * "effective-directive", "blocked-uri", … } }`). Both are kept in one shape. `GET` lists them,
 * `DELETE` forgets them. A bank reset keeps them: they are what browsers said about the store, not
 * the bank's data (and the route walk resets the bank before every page).
 */
export interface PolicyReport {
  /** The directive that was violated: `script-src-elem`, `require-trusted-types-for`, `trusted-types`… */
  directive: string;
  /** What was blocked: an address, `inline`, `eval`, `trusted-types-sink`, `trusted-types-policy`. */
  blocked: string;
  /** The page it happened on. */
  page: string;
  /** Where in the code, when the browser says (file:line). */
  source: string;
  /** The browser's sample of what was blocked (its first 40 characters), e.g. the sink's name. */
  sample: string;
  /** `enforce` or `report`. */
  disposition: string;
  /** Which form it came in. */
  via: 'report-to' | 'report-uri';
}

const MAX_REPORTS = 1000;

type Fields = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const where = (file: unknown, line: unknown): string => (text(file) ? `${text(file)}${text(line) ? `:${text(line)}` : ''}` : '');

function fromReportingApi(report: Fields): PolicyReport | null {
  if (report.type !== 'csp-violation' || !report.body || typeof report.body !== 'object') return null;
  const body = report.body as Fields;
  return {
    directive: text(body.effectiveDirective), blocked: text(body.blockedURL), page: text(body.documentURL) || text(report.url),
    source: where(body.sourceFile, body.lineNumber), sample: text(body.sample), disposition: text(body.disposition), via: 'report-to',
  };
}

function fromReportUri(report: Fields): PolicyReport {
  return {
    directive: text(report['effective-directive']) || text(report['violated-directive']).split(' ')[0], blocked: text(report['blocked-uri']),
    page: text(report['document-uri']), source: where(report['source-file'], report['line-number']), sample: text(report['script-sample']),
    disposition: text(report.disposition), via: 'report-uri',
  };
}

/** The reports a browser sent in one request; nothing for a body that is neither form. */
export function policyReportsIn(body: unknown): PolicyReport[] {
  if (Array.isArray(body)) return body.flatMap((report) => (report && typeof report === 'object' ? [fromReportingApi(report as Fields)].filter((r): r is PolicyReport => r !== null) : []));
  const legacy = body && typeof body === 'object' ? (body as Fields)['csp-report'] : undefined;
  return legacy && typeof legacy === 'object' ? [fromReportUri(legacy as Fields)] : [];
}

export class PolicyReports {
  private reports: PolicyReport[] = [];

  /** Keeps the request's reports (the last 1000 in all); how many it held. */
  receive(body: unknown): number {
    const received = policyReportsIn(body);
    this.reports = [...this.reports, ...received].slice(-MAX_REPORTS);
    return received.length;
  }

  list(): PolicyReport[] {
    return [...this.reports];
  }

  clear(): void {
    this.reports = [];
  }
}

/** The content types browsers send reports as (the HTTP server parses them as JSON). */
export const REPORT_CONTENT_TYPES = ['application/reports+json', 'application/csp-report'];
