/** The investor risk questionnaire risk/queryRiskQuestions serves and risk/evlRiskLevel scores. */
export interface RiskOption {
  optionNo: string;
  optionText: string;
  score: number;
}

export interface RiskQuestion {
  questionNo: string;
  question: string;
  sort: number;
  options: RiskOption[];
  /** 1: a single choice; more: a multiple choice of at most this many options, scoring its highest. */
  maxSelect: number;
}

export const RISK_PAPER_NO = 'RISK2026A';

const question = (n: number, text: string, options: Array<[string, number]>, maxSelect = 1): RiskQuestion => ({
  questionNo: String(n),
  question: text,
  sort: n,
  options: options.map(([optionText, score], i) => ({ optionNo: String.fromCharCode(65 + i), optionText, score })),
  maxSelect,
});

export const RISK_QUESTIONS: RiskQuestion[] = [
  question(1, '您的年龄处于以下哪个区间？', [['65岁以上', 1], ['51至65岁', 2], ['18至30岁', 3], ['31至50岁', 4]]),
  question(2, '您的家庭年收入（折合人民币）约为？', [['10万元以下', 1], ['10万至50万元', 2], ['50万至100万元', 3], ['100万元以上', 4]]),
  question(3, '您的收入来源和工作状况是？', [['无固定收入或已退休', 1], ['工资收入，较为稳定', 2], ['收入较高且持续增长', 3]]),
  question(4, '在您每年的家庭收入中，可用于金融投资（储蓄存款除外）的比例约为？', [['10%以下', 1], ['10%至25%', 2], ['25%至50%', 3], ['50%以上', 4]]),
  question(5, '您投资股票、基金、理财产品等金融产品的经验有多久？', [['没有经验', 1], ['2年以内', 2], ['2至5年', 3], ['5至8年', 4], ['8年以上', 5]]),
  // A multiple choice (SPEC §5's checker): the riskiest kind ticked counts.
  question(6, '您投资过以下哪些品种？（可多选，最多选3项）', [['银行存款、国债', 1], ['货币基金、债券基金、低风险理财产品', 2], ['股票、混合基金、净值型理财产品', 3], ['期货、期权等金融衍生品', 4]], 3),
  question(7, '您计划的投资期限是多久？', [['1年以内', 1], ['1至3年', 2], ['3至5年', 3], ['5年以上', 4]]),
  question(8, '您投资的主要目的是？', [['资产保值，不愿本金有任何损失', 1], ['获得稳定的收益', 2], ['资产稳健增长', 3], ['资产快速增长', 4]]),
  question(9, '您能承受的最大投资损失是多少？', [['不能承受本金损失', 1], ['本金的10%以内', 2], ['本金的10%至30%', 3], ['本金的30%以上', 4]]),
  question(10, '如果您的投资在三个月内下跌了20%，您会怎么做？', [['全部卖出，不再投资', 1], ['卖出一部分，减少损失', 2], ['继续持有，等待回升', 3], ['趁低追加投资', 4]]),
];

/** What a question scores: its one option's score, or a multiple choice's highest. */
export const scoreOf = (chosen: readonly RiskOption[]): number => Math.max(...chosen.map((option) => option.score));

/**
 * The level a total score reaches (10 lowest answers score 10, the highest 40). Each band is
 * the lowest total of its level: 10–16 C1, 17–22 C2, 23–28 C3, 29–34 C4, 35–40 C5. `riskDesc`
 * is what the level means, in one sentence (queryRiskLevel answers it).
 */
export const RISK_LEVELS = [
  { minScore: 35, riskLevel: 'C5', riskName: '进取型', riskDesc: '您能承受很大的本金波动乃至损失，追求较高的收益，适合购买各风险等级（R1至R5）的理财产品。' },
  { minScore: 29, riskLevel: 'C4', riskName: '成长型', riskDesc: '您能承受较大的本金波动，追求资产较快增长，适合购买中高风险（R4）及以下的理财产品。' },
  { minScore: 23, riskLevel: 'C3', riskName: '平衡型', riskDesc: '您能承受一定的本金波动，在收益与风险之间寻求平衡，适合购买中风险（R3）及以下的理财产品。' },
  { minScore: 17, riskLevel: 'C2', riskName: '稳健型', riskDesc: '您能承受较小的本金波动，追求稳定的收益，适合购买中低风险（R2）及以下的理财产品。' },
  { minScore: 0, riskLevel: 'C1', riskName: '保守型', riskDesc: '您希望本金尽量不受损失，能承受的波动很小，适合购买低风险（R1）的理财产品。' },
] as const;

/** A level's name on the bank's scale (C4 成长型); '' for a level the bank does not know. */
export const riskNameOf = (riskLevel: string): string => RISK_LEVELS.find((level) => level.riskLevel === riskLevel)?.riskName ?? '';

/** What a level means; '' for a level the bank does not know. */
export const riskDescOf = (riskLevel: string): string => RISK_LEVELS.find((level) => level.riskLevel === riskLevel)?.riskDesc ?? '';

export const riskLevelOf = (score: number) => RISK_LEVELS.find((level) => score >= level.minScore)!; // C1 takes any score
