import type { HistorySource } from '../../../../domain/catalog/sub-pages';

/** The history pages' texts per source (net values, past periods, money-fund days), quoted by the pages and the features. */
export const HISTORY_TEXT: Readonly<Record<HistorySource, {
  /** What the page is: the line above the product's name and the table's heading. */
  title: string;
  columns: readonly string[];
  loading: string;
  empty: string;
  failed: string;
}>> = {
  netValue: {
    title: '历史净值',
    columns: ['日期', '单位净值', '累计净值'],
    loading: '正在加载历史净值…',
    empty: '暂无历史净值',
    failed: '历史净值暂时没有加载出来',
  },
  pastPeriods: {
    title: '历史业绩',
    columns: ['期次', '起止日期', '业绩比较基准', '实际年化收益率'],
    loading: '正在加载历史业绩…',
    empty: '暂无历史业绩',
    failed: '历史业绩暂时没有加载出来',
  },
  moneyFund: {
    title: '历史收益',
    columns: ['日期', '七日年化收益率', '万份收益（元）'],
    loading: '正在加载历史收益…',
    empty: '暂无历史收益',
    failed: '历史收益暂时没有加载出来',
  },
};

export const HISTORY_PAGING_TEXT = {
  more: '加载更多',
  loadingMore: '正在加载…',
  /** After a failed 加载更多: what is shown stays, the button tries again. */
  moreFailed: '更多记录暂时没有加载出来，可以再试一次',
  shown: (shown: number, total: number) => `已显示${shown}条，共${total}条`,
} as const;

export const CONTRAST_TEXT = {
  title: '同系列产品对比',
  /** The line under the heading, naming the series. */
  series: (seriesCode: string) => `产品系列：${seriesCode}`,
  caption: '同系列产品的收益、期限、风险等级与起购金额',
  columns: { product: '产品', yield: '收益指标', term: '期限', risk: '风险等级', minPurchase: '起购金额' },
  current: '当前产品',
  loading: '正在加载同系列产品…',
  failed: '同系列产品暂时没有加载出来',
  noSeries: '未指定产品系列，无法对比',
  empty: (seriesCode: string) => `未找到系列“${seriesCode}”的产品`,
} as const;
