/** SPEC §3 behaviour-trace record. */
export interface TraceRecord {
  behaviorNo: string;
  behaviorStpNo: string;
  event: string;
  value: string;
  /** yyyyMMddHHmmss */
  time: string;
  version: string;
  isUseful: string;
}

export const TRACE_VERSION = '1.3.0';

/** Behaviours the store traces: number and its steps. */
export const BEHAVIOURS = {
  enterStore: { behaviorNo: 'B001', steps: { entered: '1' } },
  /** unknownChartMetric: t300001 offered a metric the store cannot draw; the value is `prdCode:label`. */
  browse: { behaviorNo: 'B002', steps: { viewHome: '1', viewList: '2', viewDetail: '3', unknownChartMetric: '4' } },
  /** A purchase, step by step; values are product codes, block kinds and outcomes, never an amount's PIN or an ID. */
  purchase: { behaviorNo: 'B003', steps: { tapBuy: '1', submit: '2', blocked: '3', confirmAmount: '4', agreeRisk: '5', outcome: '6' } },
} as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyyMMddHHmmss, from the parts of a local date-time. */
export function traceTime(at: { year: number; month: number; day: number; hour: number; minute: number; second: number }): string {
  return `${pad(at.year, 4)}${pad(at.month)}${pad(at.day)}${pad(at.hour)}${pad(at.minute)}${pad(at.second)}`;
}
