/** The words of /answer, the risk questionnaire. */
export const RISK_TEXT = {
  title: '风险承受能力评估',
  intro: '请根据您的实际情况如实作答。评估结果有效期一年，决定您可以购买的理财产品风险等级。',
  question: (index: number, text: string) => `${index}. ${text}`,
  unanswered: (index: number) => `请回答第${index}题`,
  /** A checker's rule and how many are ticked (SPEC §5: its maximum selection count). */
  checker: (max: number, chosen: number) => `可多选，最多选${max}项，已选${chosen}项`,
  submit: '提交评估',
  loadFailed: '评估问卷暂时没有加载出来',
  resultTitle: '评估完成',
  result: (level: string, name: string) => `您的风险承受能力等级：${level} ${name}`,
  validUntil: (date: string) => `有效期至${date}`,
  backToBuy: '返回购买',
  home: '返回理财首页',
  // Art. 29 (NFRA Order 2025 No. 7): the limits, before the questionnaire starts.
  quota: (dayLimit: number, yearLimit: number, todayLeft: number, yearLeft: number) =>
    `根据监管要求，每天最多可做${dayLimit}次风险承受能力评估，12个月内最多${yearLimit}次。您今天还可评估${todayLeft}次，近12个月还可评估${yearLeft}次。`,
  limitTitle: '暂时不能评估',
  dayLimitReached: (dayLimit: number) => `您今天已做满${dayLimit}次风险承受能力评估（每天最多${dayLimit}次）。`,
  yearLimitReached: (yearLimit: number) => `您近12个月已做满${yearLimit}次风险承受能力评估（12个月内最多${yearLimit}次）。`,
  nextDate: (date: string) => `下次可评估日期：${date}`,
  // Art. 29: a result that changes the level, shown and reconfirmed.
  changeTitle: '请确认新的风险等级',
  oldLevel: (level: string, name: string) => `原等级：${level} ${name}`,
  newLevel: (level: string, name: string) => `新等级：${level} ${name}`,
  changeNote: '新等级经您确认后才生效；确认之前，购买理财产品仍按原等级。',
  heldAbove: '您持有的以下产品高于新等级，可以继续持有，但不能再买入：',
  watchedAbove: '您正要购买的产品高于新等级，确认后将不能购买：',
  noneAbove: '您持有的产品都不高于新等级。',
  raised: '新等级高于原等级，确认后您可以购买的产品风险等级随之提高。',
  heldUnknown: '您持有的产品暂时没有查询到，可以稍后在“我的理财”查看。',
  productAtLevel: (name: string, level: string) => `${name}（${level}）`,
  confirmChange: '确认新等级',
  keepOld: '保留原等级',
  keptTitle: '原等级保持不变',
  kept: (level: string, name: string) => `您的风险承受能力等级仍为：${level} ${name}`,
  keptCounts: '本次评估已计入评估次数。',
} as const;

/** The words of /risklevel, the customer's risk level. */
export const RISK_LEVEL_TEXT = {
  title: '我的风险等级',
  level: (level: string, name: string) => `${name}（${level}）`,
  evaluatedAt: '评估日期',
  validUntil: '有效期至',
  current: '评估结果在有效期内。',
  expired: (expiryDate: string) => `您的风险承受能力评估已于${expiryDate}过期，购买理财产品前需要重新评估。`,
  none: '您还没有做过风险承受能力评估，购买理财产品前需要先完成评估。',
  reassess: '重新评估',
  start: '开始评估',
  loadFailed: '风险等级暂时没有加载出来',
  viewLevel: '查看我的风险等级',
} as const;
