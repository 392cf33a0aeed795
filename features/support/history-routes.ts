/** Which history page a scenario's product opens (helper B, features/history.feature). */
import { HISTORY_ROUTES, HISTORY_SOURCES, SUB_PAGES, type HistoryRoute, type HistorySource } from '../../src/domain/catalog/sub-pages';
import { detailRouteOf } from '../../src/domain/catalog/template-route';
import type { HistoryKindName } from './tasks/views';

export const HISTORY_KINDS: Readonly<Record<HistoryKindName, HistorySource>> = { 历史净值: 'netValue', 历史业绩: 'pastPeriods', 历史收益: 'moneyFund' };

/** The product's own history page when it is of this kind (what its 更多信息 leads to); else the first page of the kind. */
export function historyRouteFor(record: Record<string, unknown> | undefined, kind: HistoryKindName): HistoryRoute {
  const source = HISTORY_KINDS[kind];
  const route = record ? detailRouteOf({ prdTemplate: String(record.prdTemplate), prdCategory: String(record.prdCategory), isPrivate: record.isPrivate === '1' }) : null;
  const own = route ? SUB_PAGES[route].history : null;
  if (own && HISTORY_SOURCES[own] === source) return own;
  const first = HISTORY_ROUTES.find((path) => HISTORY_SOURCES[path] === source);
  if (!first) throw new Error(`no history page reads ${source}`);
  return first;
}
