/**
 * The behaviour-trace codes as docs/decisions.md records them (Purchase traces, Performance chart,
 * SPEC §3's client state), written here, not taken from the store's table: a store that traced a
 * step under another code would meet a step that disagrees.
 */
export const TRACE_CODES = {
  enterStore: { behaviorNo: 'B001' },
  browse: { behaviorNo: 'B002', steps: { viewList: '2', unknownChartMetric: '4' } },
  purchase: { behaviorNo: 'B003', steps: { tapBuy: '1', submit: '2', blocked: '3', confirmAmount: '4', agreeRisk: '5', outcome: '6' } },
} as const;
