import type { SectionName } from './tasks/views';

/** How the mock bank keeps and serves each section's text (its `rules` collection, SPEC §7). */
export const PUBLISHED: Record<SectionName, { service: string; field: 'content' | 'riskWarning' | 'benchmarkRules'; encode: (html: string) => string }> = {
  交易规则: { service: 't200001', field: 'content', encode: encodeURIComponent },
  风险提示: { service: 't100009', field: 'riskWarning', encode: (html) => html },
  测算依据: { service: 't100019', field: 'benchmarkRules', encode: (html) => html },
};

/** The mock bank's record with one section's text replaced. */
export const publishedRecord = (section: SectionName, prdCode: string, html: string) =>
  ({ id: prdCode, [PUBLISHED[section].field]: PUBLISHED[section].encode(html) });
