/** Which history page a scenario's product opens (helper B, features/history.feature). */
import { SPEC_SUB_PAGES } from './spec-sub-pages';
import type { HistoryKindName } from './tasks/views';

/**
 * What each of SPEC §2's history pages shows, as features/history.feature tells it: net-value
 * products their net values, benchmark, tiered and cycle products their past periods, cash
 * management its daily yields.
 */
const KIND_OF_PAGE: Readonly<Record<string, HistoryKindName>> = {
  '/netWorthIncomerate': '历史净值',
  '/reNetWorthOpenIncomerate': '历史净值',
  '/experdIncomerate': '历史业绩',
  '/gearIncomerate': '历史业绩',
  '/custCycleIncomerate': '历史业绩',
  '/currencyIncomerate': '历史收益',
};

/** SPEC §2's template routing, by the family each detail page names (features/product-detail.feature). */
const FAMILY_OF_TEMPLATE: Readonly<Record<string, string>> = {
  D300: '净值型', D311: '净值型', D100: '业绩基准型', D102: '定期开放业绩基准型',
  D303: '封闭式净值型', D301: '定期开放净值型', D310: '现金管理类', D306: '客户周期型',
};

/** The product's family as SPEC §2 routes it: D100 of category 1 is the tiered one, a private product its own. */
function familyOf(record: Record<string, unknown>): string | undefined {
  if (record.isPrivate === '1') return '私募封闭式';
  if (record.prdTemplate === 'D100' && record.prdCategory === '1') return '阶梯收益型';
  return FAMILY_OF_TEMPLATE[String(record.prdTemplate)];
}

/** The history page named for the product's family when it shows this kind; else the first SPEC §2 page of the kind. */
export function historyRouteFor(record: Record<string, unknown> | undefined, kind: HistoryKindName): string {
  const family = record && familyOf(record);
  const own = family ? SPEC_SUB_PAGES.历史业绩[family] : undefined;
  if (own && KIND_OF_PAGE[own] === kind) return own;
  const first = Object.values(SPEC_SUB_PAGES.历史业绩).find((path) => KIND_OF_PAGE[path] === kind);
  if (!first) throw new Error(`no history page shows ${kind}`);
  return first;
}
