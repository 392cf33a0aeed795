import { MATRIX_FAULTS, MATRIX_SCREENS, outcomeOf, outcomeWords } from './fault-matrix';

/** features/fault-matrix.feature and docs/fault-matrix.md's table, both written from the matrix (npm run fault-matrix). */

export const FEATURE_FILE = 'features/fault-matrix.feature';
/** The page that shows the table (the README links to it). */
export const MATRIX_PAGE = 'docs/fault-matrix.md';
export const TABLE_START = '<!-- fault-matrix: written by npm run fault-matrix -->';
export const TABLE_END = '<!-- /fault-matrix -->';

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

export function featureText(): string {
  const examples = MATRIX_SCREENS.flatMap((screen) => MATRIX_FAULTS.map((fault) => [screen.name, fault.name, outcomeWords(outcomeOf(fault, screen))]));
  const line = (cells: string[]) => `      ${row(cells)}`;
  return [
    '# language: zh-CN',
    '# 本文件由 npm run fault-matrix 根据 features/support/fault-matrix.ts 的表写出：请改表，不要改这里。',
    '功能: 故障矩阵：每一种故障落在每一个页面上',
    '  超时、连接中断、HTTP 403/404/500/504、业务码555、E1014、无法识别的数据和慢应答，分别落在首页产品列表、产品详情、',
    '  购买、赎回和持仓列表上：客户看到的正是错误目录的原话，或列表安静的说明；加载提示会结束；输入的内容不丢；',
    '  故障消除后重试可以恢复；银行的订单不重复也不缺少。',
    '',
    '  背景:',
    '    假如 客户从银行App进入理财商城',
    '',
    '  场景大纲: <页面>遇到<故障>：<结果>',
    '    假如 客户来到故障矩阵的"<页面>"',
    '    当 "<页面>"的服务出现"<故障>"时，客户照常操作',
    '    那么 客户看到的是故障矩阵为"<页面>"和"<故障>"规定的结果',
    '    而且 加载提示已经结束',
    '    当 故障消除后客户在"<页面>"重试',
    '    那么 "<页面>"照常可用，银行的订单不重复也不缺少',
    '',
    '    例子:',
    line(['页面', '故障', '结果']),
    ...examples.map(line),
    '',
  ].join('\n');
}

export function matrixTable(): string {
  return [
    TABLE_START,
    row(['故障', ...MATRIX_SCREENS.map((screen) => screen.name)]),
    row(['---', ...MATRIX_SCREENS.map(() => '---')]),
    ...MATRIX_FAULTS.map((fault) => row([fault.name, ...MATRIX_SCREENS.map((screen) => outcomeWords(outcomeOf(fault, screen)))])),
    TABLE_END,
  ].join('\n');
}

/** The matrix's page (MATRIX_PAGE) with its table replaced by the matrix's. */
export function withMatrixTable(page: string): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${MATRIX_PAGE} has no ${TABLE_START} … ${TABLE_END} block`);
  return page.slice(0, start) + matrixTable() + page.slice(end + TABLE_END.length);
}
