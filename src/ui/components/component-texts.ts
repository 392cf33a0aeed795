/**
 * The words of the shared components, one object per component. A component imports no page's
 * texts; a page that says the same words refers to these.
 */

/** PaymentKeypad: the 6-digit payment keypad sheet (SPEC §4). */
export const PAYMENT_KEYPAD_TEXT = {
  title: '请输入交易密码',
  close: '关闭',
  erase: '删除',
  entered: (count: number) => `已输入${count}位，共6位`,
} as const;

/** RefreshableList: what SPEC §9's pull-to-refresh head says. */
export const REFRESHABLE_LIST_TEXT = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中…',
  complete: '刷新成功',
} as const;

/** ElderMode: the 长辈版 switch (its name stays; aria-pressed and the mark say whether it is on) and the risk words' label. */
export const ELDER_MODE_TEXT = {
  switch: '长辈版',
  onMark: '✓',
  riskWords: '风险说明：',
} as const;
