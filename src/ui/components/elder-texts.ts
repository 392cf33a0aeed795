/** 长辈版: the switch (its name stays; aria-pressed and the mark say whether it is on) and the risk words' label. */
export const ELDER_TEXT = {
  switch: '长辈版',
  onMark: '✓',
  riskWords: '风险说明：',
  /** /onemtufm's risk table: the column of plain words. */
  riskColumn: '对本金意味着什么',
} as const;
