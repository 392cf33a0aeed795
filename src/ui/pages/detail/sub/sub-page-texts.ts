import type { FeeType } from '../../../../domain/catalog/published';

/** The texts of the detail page's sub pages: the frame, the synopsis, the trading rules page and the fees. */

export const SUB_PAGE_TEXT = {
  /** While the product loads. */
  loading: '正在加载产品…',
} as const;

export const SYNOPSIS_TEXT = {
  title: '产品概述',
  loading: '正在加载产品概述…',
  empty: '该产品暂未公布产品概述',
  failed: '产品概述暂时没有加载出来',
} as const;

export const FEES_TEXT = {
  title: '产品费率',
  loading: '正在加载产品费率…',
  empty: '该产品暂未公布费率',
  failed: '产品费率暂时没有加载出来',
  /** The tables' column headers. */
  fee: '费用',
  condition: '适用情形',
  rate: '费率',
  /** A fee line without a condition applies always. */
  always: '不区分情形',
  /** The group headings by kind of fee. */
  groups: { buy: '认购/申购费', redeem: '赎回费', ongoing: '其他费用' } satisfies Record<FeeType, string>,
} as const;
