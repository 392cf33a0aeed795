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
