/**
 * SPEC §2's per-type sub pages, each named by the product family it is for, in the words the
 * detail pages use for their families (features/product-detail.feature, without 理财). Written from
 * the spec's route list, not from the store's tables: which family a product's 更多信息 leads to is
 * the feature's to say (features/sub-pages.feature), and a page the spec does not list is no page.
 */
export type SubPageKind = '产品概述' | '交易规则' | '历史业绩';

export const SPEC_SUB_PAGES: Readonly<Record<SubPageKind, Readonly<Record<string, string>>>> = {
  产品概述: {
    现金管理类: '/currencySynopsis',
    净值型: '/netWorthSynopsis',
    业绩基准型: '/experdSynopsis',
    阶梯收益型: '/gearSynopsis',
    客户周期型: '/custCycleSynopsis',
    定期开放业绩基准型: '/regularExperdSynopsis',
    // regularCN: the regular net-value families' (封闭式, 定期开放).
    定期净值型: '/regularCNSynopsis',
  },
  交易规则: {
    净值型: '/netWorthTardRule',
    业绩基准型: '/experdTardRule',
    定期开放业绩基准型: '/regularExperdTardRule',
  },
  历史业绩: {
    业绩基准型: '/experdIncomerate',
    阶梯收益型: '/gearIncomerate',
    客户周期型: '/custCycleIncomerate',
    净值型: '/netWorthIncomerate',
    定期开放净值型: '/reNetWorthOpenIncomerate',
    现金管理类: '/currencyIncomerate',
  },
};

/** The family's page of this kind, as SPEC §2 names it; a page the spec has not is a mistake in the feature. */
export function specSubPage(kind: SubPageKind, family: string): string {
  const path = SPEC_SUB_PAGES[kind][family];
  if (!path) throw new Error(`SPEC §2 has no ${kind} page for ${family} (it has: ${Object.keys(SPEC_SUB_PAGES[kind]).join('、')})`);
  return path;
}

/** SPEC §2's pages beside them: the fee rates, and the same-series comparison. */
export const SPEC_FEES_PAGE = '/poundage';
export const SPEC_CONTRAST_PAGE = '/contrast';
