import { RISK_DISCLOSURE } from '../../../domain/catalog/disclosure';
import { REFRESHABLE_LIST_TEXT } from '../../components/component-texts';

/** Texts of the browsing pages. */
export const BROWSE_TEXT = {
  storeTitle: '理财商城',
  term: '定期理财',
  demand: '活期理财',
  more: '查看更多',
  oneMinute: '一分钟读懂理财',
  myWealth: '我的理财',
  listTitle: '更多产品',
  sortByYield: '按收益率',
  sortByBenchmark: '按业绩比较基准',
  listFailed: '产品列表暂时没有加载出来，请稍后重试',
  listEmpty: '暂无产品',
  noMore: '没有更多产品了',
  pullUp: '上拉加载更多',
  disclosure: RISK_DISCLOSURE,
  /** The list's foot while a page is on its way: what the pull-to-refresh head says. */
  loading: REFRESHABLE_LIST_TEXT.refreshing,
  /** /onemtufm's risk table in 长辈版: the column of plain words. */
  riskColumn: '对本金意味着什么',
} as const;
