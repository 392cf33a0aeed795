/**
 * One (or a few) real addresses for every route the store's router serves (src/ui/app/router.tsx,
 * the tables expanded, '*' left out): what a customer could open and see the mock bank's seeded
 * data on. mock-server/route-samples.test.ts checks that every route is covered and that every
 * product, deal, plan, instalment, cycle and month an address names exists for its persona.
 *
 * How to open a sample: reset the mock bank (POST /__mock/reset), switch to `persona`
 * (POST /__mock/persona), run its `setup` if it has one, then open `address` — `prepareSample` does
 * the first three through any way of calling the bank. Every address carries the entry parameter
 * `shareType=02` (the bank app; SPEC §1): a fresh session opened without one is the invalid entry and
 * lands on /shareTypeError. Within a session the mode is kept, so the parameter is then harmless.
 *
 * The seeded deals' ids carry their order dates (seed/deals.ts: `H` + persona number + date + serial)
 * and the statements are last month's, so both follow the bank's today: `ROUTE_SAMPLES` are the samples
 * of a bank reset on the local today (what `npm start` runs), `routeSamplesOn(today)` those of a bank
 * started with another `today` (GET /__mock/state answers it).
 *
 * The result pages, opened by address:
 * - /cntranprocess?uniOrderId= asks queryOrder: a seeded purchase shows its real facts (产品, 金额, status
 *   确认成功, 确认日期, 订单号) under 购买申请已提交; the `purchase` setup shows the usual 确认中 order.
 *   An unknown id: 没有查询到这笔订单.
 * - /purchaseFailed, /redemptionFalseResult, /rapidRedemptionF and /cancelFalseResult show the bank's
 *   refusal only from memory, right after the refused call in the same page session; opened by address
 *   they show their general words (本次购买未成功，未发生扣款，请稍后重试。 / 赎回未成功，份额未变动，请稍后再试 /
 *   撤单未成功，这笔交易的状态以交易记录为准…) and their links (back to the product / the holding / the
 *   records). No seed or setup can make them show a bank reason: that needs the refused tap itself.
 * - /redemptionResult and /rapidRedemptionT?uniOrderId= ask queryOrder (any deal of the customer's): a
 *   seeded 赎回 / 快速赎回 shows its real rows; the `redemption` setup shows the usual 确认中 redemption.
 * - /remdFalseResult?prdCode= reads the holding: a closed-period term holding shows the bank's redeemNote
 *   (…到期日<endDate>自动赎回至理财签约卡) and 到期处理方式. It is also where /redemption and
 *   /networthRedemption send a holding that cannot be redeemed now (replace).
 * - /cancelResult?uniOrderId= asks queryOrder and shows the deal only when the bank holds it as 已撤单:
 *   the seeded cancelled purchase of EXP0000001 shows its rows and what was given back; any other
 *   deal shows 没有查询到这笔撤单.
 * - /fixedtimesuccess?planNo=&action= lists the customer's plans (listAutoInvest): a seeded plan shows
 *   its real facts under the title of `action` (add 定投计划已生效, update …已修改, stop …已终止).
 * - /fixedtimestop?planNo= shows the plan and, while it is active, 终止定投.
 */
import dayjs from 'dayjs';
import { sealPasswd } from '../../mock-server/purchase/payment-key';
import { buildSeed } from '../../mock-server/seed/build-seed';
import { DEVELOPMENT_PIN } from '../../mock-server/seed/personas';

export interface RouteSample {
  /** The router's path. */
  route: string;
  /** Path and query, e.g. '/netWorth?shareType=02&prdCode=NWD0000001'. */
  address: string;
  /** The mock bank persona to switch to first. */
  persona: string;
  /** What must be done at the bank before the address shows its data (after the reset and the persona). */
  setup?: SampleSetup;
  /** A short name of the page (and of the state shown, in brackets). */
  name: string;
  /** The part of the walk over every page it belongs to. */
  area: WalkArea;
}

/**
 * The walk over every page goes in parts, each a scenario of its own that a worker finishes in
 * minutes (features/accessibility.feature, features/security.feature name every part).
 */
export const WALK_AREAS = ['浏览和产品详情', '产品的更多信息', '购买、定投和赎回', '我的持仓和收益', '交易记录、签约、风评和对账单'] as const;
export type WalkArea = (typeof WALK_AREAS)[number];

const inArea = (area: WalkArea, samples: ReadonlyArray<Omit<RouteSample, 'area'>>): RouteSample[] => samples.map((sample) => ({ ...sample, area }));

/**
 * - purchase: the persona buys NWD0000001 日开净值1号 for 1,000.00 (`SETUP_ORDER_IDS.purchase`), 确认中;
 * - redemption: the persona redeems 1,000.00 shares of NWD0000001 (`SETUP_ORDER_IDS.redemption`), 确认中;
 * - redemptionInTransit: that redemption, then the bank's confirmation run (POST /__mock/confirm-orders):
 *   确认成功, its money on its way to the card until the day after tomorrow (transitCash);
 * - gearHolding: the persona buys GEAR000001 阶梯收益宝 for 1,000.00 and the confirmation run makes it a
 *   demand holding: the one kind of redeemable holding that /redemption serves (no persona is seeded with one).
 */
export type SampleSetup = 'purchase' | 'redemption' | 'redemptionInTransit' | 'gearHolding';

/** The deals the setups make: fixed ids (20 letters or digits), so that their addresses are concrete. */
export const SETUP_ORDER_IDS = {
  purchase: 'SAMPLEPURCHASE000001',
  redemption: 'SAMPLEREDEMPTION0001',
  gearHolding: 'SAMPLEGEARHOLDING001',
} as const;

/** The entry parameter every address carries (the bank app's mode). */
export const ENTRY_QUERY = { shareType: '02' } as const;

/** The seeded fixed-amount plans (seed/plans.ts; default's only). */
const PLANS = { active: 'PSEED000000000000001', stopped: 'PSEED000000000000002' } as const;
/** The active plan's instalment that failed (理财签约卡余额不足), and one that succeeded. */
const FAILED_SEQ = '2';
const SUCCEEDED_SEQ = '1';

const at = (route: string, query: Record<string, string> = {}): string => `${route}?${new URLSearchParams({ ...ENTRY_QUERY, ...query })}`;

type SeedDeal = ReturnType<typeof buildSeed>['orders'][number];

/** The samples of a mock bank reset on `today` (YYYY-MM-DD). */
export function routeSamplesOn(today: string): readonly RouteSample[] {
  const seed = buildSeed(today);
  /** The persona's newest seeded deal of this kind and status. */
  const seeded = (persona: string, transType: SeedDeal['transType'], status: string): string => {
    const deal = seed.orders
      .filter((d) => d.customer === persona && d.transType === transType && d.status === status)
      .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || a.uniOrderId.localeCompare(b.uniOrderId))[0];
    if (!deal) throw new Error(`the seed has no ${transType} ${status} deal of ${persona}`);
    return deal.uniOrderId;
  };
  const deals = {
    purchase: seeded('default', '购买', '确认成功'), // CUR0000001 1,800.00, 3 days ago
    redemption: seeded('default', '赎回', '确认成功'), // NWD0000001 1,000.00, 8 days ago (arrived)
    fastRedemption: seeded('default', '快速赎回', '交易成功'), // CUR0000001 800.00, 5 days ago
    cancelled: seeded('default', '购买', '已撤单'), // EXP0000001 10,000.00, 27 days ago
  };
  /** Last month: over, held in, and with deals (seed/deals.ts has one every few days in the last 80). */
  const lastMonth = dayjs(today).subtract(1, 'month').format('YYYY-MM');

  const d = 'default';
  const r = 'regular-holder';
  const sample = (route: string, query: Record<string, string>, name: string, persona = d, setup?: SampleSetup): Omit<RouteSample, 'area'> =>
    ({ route, address: at(route, query), persona, ...(setup ? { setup } : {}), name });
  const product = (route: string, prdCode: string, name: string, persona = d) => sample(route, { prdCode }, name, persona);

  return [
    // ---- browse ---------------------------------------------------------------------------------
    ...inArea('浏览和产品详情', [
      sample('/', {}, '首页'),
      sample('/list', { kind: 'term' }, '更多产品（定期）'),
      sample('/list', { kind: 'demand' }, '更多产品（活期）'),
      sample('/onemtufm', {}, '一分钟读懂理财'),
      // Picks the detail page by template and replaces itself with it (here /expected).
      product('/wxPrdDetail', 'EXP0000001', '产品详情入口（按模板跳转）'),
    ]),

    // ---- detail pages: each product's own template route ----------------------------------------
    ...inArea('浏览和产品详情', [
      product('/netWorth', 'NWD0000001', '产品详情（日开净值型）'),
      product('/netWorth', 'NWC0000001', '产品详情（净值型）'),
      product('/netWorth', 'HOT0000001', '产品详情（首发热销，募集期）'),
      product('/expected', 'EXP0000001', '产品详情（预期收益型）'),
      product('/expected', 'SOLD000001', '产品详情（已售罄）'),
      product('/expected', 'STAT400001', '产品详情（暂停交易）'),
      product('/expected', 'IPO0000001', '产品详情（即将发售）'),
      product('/gear', 'GEAR000001', '产品详情（阶梯收益）'),
      product('/regularExperd', 'REXP000001', '产品详情（周期预期收益型）'),
      product('/regularColsed', 'RCLS000001', '产品详情（封闭式净值型）'),
      product('/regularColsedPrivate', 'RCLSP00001', '产品详情（私募封闭式净值型）'),
      product('/regularOpen', 'ROPN000001', '产品详情（定期开放净值型）'),
      product('/currency', 'CUR0000001', '产品详情（现金管理类）'),
      product('/custCycle', 'CYC0000001', '产品详情（周期型）'),
    ]),

    // ---- sub pages (SUB_PAGES: the product's own) -------------------------------------------------
    ...inArea('产品的更多信息', [
      product('/currencySynopsis', 'CUR0000001', '产品概述（现金管理类）'),
      product('/netWorthSynopsis', 'NWD0000001', '产品概述（净值型）'),
      product('/experdSynopsis', 'EXP0000001', '产品概述（预期收益型）'),
      product('/gearSynopsis', 'GEAR000001', '产品概述（阶梯收益）'),
      product('/custCycleSynopsis', 'CYC0000001', '产品概述（周期型）'),
      product('/regularExperdSynopsis', 'REXP000001', '产品概述（周期预期收益型）'),
      product('/regularCNSynopsis', 'RCLS000001', '产品概述（封闭式净值型）'),
      product('/regularCNSynopsis', 'ROPN000001', '产品概述（定期开放净值型）'),
      product('/netWorthTardRule', 'NWD0000001', '交易规则（净值型）'),
      product('/experdTardRule', 'EXP0000001', '交易规则（预期收益型）'),
      product('/regularExperdTardRule', 'REXP000001', '交易规则（周期预期收益型）'),
      product('/poundage', 'NWD0000001', '产品费率'),
      product('/currencyIncomerate', 'CUR0000001', '历史收益（现金管理类）'),
      product('/custCycleIncomerate', 'CYC0000001', '历史业绩（周期型）'),
      product('/gearIncomerate', 'GEAR000001', '历史业绩（阶梯收益）'),
      product('/experdIncomerate', 'EXP0000001', '历史业绩（预期收益型）'),
      product('/netWorthIncomerate', 'NWD0000001', '历史净值（净值型）'),
      product('/reNetWorthOpenIncomerate', 'ROPN000001', '历史净值（定期开放净值型）'),
      sample('/contrast', { seriesCode: 'AXSY', prdCode: 'EXP0000001' }, '同系列产品对比（安心收益）'),
      sample('/pdf', { url: '/h5/files/product-instructions.pdf', title: '产品说明书' }, '产品说明书（PDF）'),
    ]),

    // ---- purchase -----------------------------------------------------------------------------------
    ...inArea('购买、定投和赎回', [
      product('/buy', 'NWD0000001', '购买'),
      sample('/cntranprocess', { uniOrderId: deals.purchase }, '购买申请已提交（已确认的订单）'),
      sample('/cntranprocess', { uniOrderId: SETUP_ORDER_IDS.purchase }, '购买申请已提交（确认中）', d, 'purchase'),
      // By address: the general words only (the refusal is kept in memory, see above).
      product('/purchaseFailed', 'NWD0000001', '购买未成功（通用提示）'),
    ]),

    // ---- fixed-amount plans -----------------------------------------------------------------------
    ...inArea('购买、定投和赎回', [
      product('/fixedtime', 'NWD0000001', '定投（新建计划）'),
      product('/fixedtime', 'DMND000003', '定投（已有计划）'),
      sample('/fixedtimeupdate', { planNo: PLANS.active }, '修改定投计划'),
      sample('/fixedtimesuccess', { planNo: PLANS.active, action: 'add' }, '定投计划已生效'),
      sample('/fixedtimesuccess', { planNo: PLANS.stopped, action: 'stop' }, '定投计划已终止'),
      sample('/fixedtimestop', { planNo: PLANS.active }, '终止定投'),
      sample('/myFixedTimeNetWorth', {}, '我的定投'),
      sample('/myFixedTimeNetWorthInfo', { planNo: PLANS.active }, '定投详情（生效中）'),
      sample('/myFixedTimeNetWorthInfo', { planNo: PLANS.stopped }, '定投详情（已终止）'),
      sample('/fixedRecordInfoPage', { planNo: PLANS.active, seq: FAILED_SEQ }, '扣款详情（扣款失败）'),
      sample('/fixedRecordInfoPage', { planNo: PLANS.active, seq: SUCCEEDED_SEQ }, '扣款详情（扣款成功）'),
    ]),

    // ---- my wealth: holdings ---------------------------------------------------------------------
    ...inArea('我的持仓和收益', [
      sample('/myHome', {}, '我的理财'),
      sample('/currentMoreSum', {}, '活期理财持仓'),
      sample('/regularMoreSum', {}, '定期理财持仓'),
      sample('/regularMoreSum', {}, '定期理财持仓（五类定期）', r),
      product('/mineRestrictNetWorth', 'NWD0000001', '持仓详情（净值型）'),
      product('/mineRestrictNetWorth', 'CUR0000001', '持仓详情（现金管理类）'),
      product('/mineRestrictNetWorthIncomeRate', 'NWD0000001', '持仓详情（含收益率）'),
      product('/dividend', 'NWD0000001', '分红方式'),
      product('/pdfShow', 'NWD0000001', '产品文件'),
    ]),

    // ---- redemption -------------------------------------------------------------------------------
    ...inArea('购买、定投和赎回', [
      product('/currencyRedemption', 'CUR0000001', '赎回（现金管理类）'),
      sample('/currencyRedemption', { prdCode: 'CUR0000001', mode: 'fast' }, '赎回（快速赎回）'),
      product('/networthRedemption', 'NWD0000001', '赎回（净值型）'),
      product('/networthRedemption', 'ROPN000001', '赎回（定期开放，保留1,000份）'),
      // The seeded holdings that route here (EXP0000001 and the other term ones) cannot be redeemed now:
      // the page replaces itself with /remdFalseResult. The setup's demand holding shows the form.
      sample('/redemption', { prdCode: 'GEAR000001' }, '赎回（阶梯收益）', d, 'gearHolding'),
      sample('/redemptionResult', { uniOrderId: deals.redemption }, '赎回申请已受理（已确认的赎回）'),
      sample('/redemptionResult', { uniOrderId: SETUP_ORDER_IDS.redemption }, '赎回申请已受理（确认中）', d, 'redemption'),
      sample('/rapidRedemptionT', { uniOrderId: deals.fastRedemption }, '快速赎回成功'),
      // By address: the general words only (the refusal is kept in memory, see above).
      product('/redemptionFalseResult', 'NWD0000001', '赎回失败（通用提示）'),
      product('/rapidRedemptionF', 'CUR0000001', '快速赎回失败（通用提示）'),
      product('/remdFalseResult', 'EXP0000001', '该产品暂不可赎回（封闭期）'),
    ]),

    // ---- regular holdings by family ----------------------------------------------------------------
    ...inArea('我的持仓和收益', [
      sample('/regular', {}, '定期理财', r),
      sample('/introduction', {}, '定期理财介绍', r),
      product('/mineExcepted', 'EXP0000001', '定期理财持仓（预期收益型）', r),
      product('/mineExcepted', 'REXP000001', '定期理财持仓（周期预期收益型）', r),
      product('/regularClosedNetworth', 'RCLS000001', '定期理财持仓（封闭式净值型）', r),
      product('/regularOpenedNetworth', 'ROPN000001', '定期理财持仓（定期开放净值型）', r),
      product('/regularCustCycle', 'CYC0000001', '定期理财持仓（周期型）', r),
      sample('/custCycleVoldetail', { prdCode: 'CYC0000001', cycleNo: '1' }, '周期明细（已结束）', r),
      sample('/custCycleVoldetail', { prdCode: 'CYC0000001', cycleNo: '2' }, '周期明细（运行中）', r),
    ]),

    // ---- income, assets, payouts, maturity ------------------------------------------------------------
    ...inArea('我的持仓和收益', [
      sample('/profitLossIncome', {}, '收益明细'),
      product('/mineCurrencyIncomeNew', 'CUR0000001', '收益记录（现金管理类）'),
      product('/mineCurrencyIncomeNew', 'NWD0000001', '收益记录（净值型）'),
      product('/currencyRecord', 'CUR0000001', '万份收益记录'),
      sample('/hisAssets', {}, '历史资产'),
      sample('/interest', {}, '分红记录'),
      sample('/cash', {}, '到期兑付'),
      // Without ?prdCode= (the /myHome shortcut's and the holding action's link) the page finds no
      // holding and says so: the address needs the term holding's code.
      product('/redeemway', 'EXP0000001', '到期处理方式'),
    ]),

    // ---- transactions and records ------------------------------------------------------------------
    ...inArea('交易记录、签约、风评和对账单', [
      // After a reset nothing is 确认中 or in transit: those pages need a setup to show a line.
      sample('/comfirmed', {}, '确认中的交易', d, 'purchase'),
      sample('/unconfirmed', {}, '交易记录'),
      sample('/transitCash', {}, '在途资金', d, 'redemptionInTransit'),
      sample('/recorDatail', { uniOrderId: deals.purchase }, '购买记录'),
      sample('/recorDatail', { uniOrderId: deals.cancelled }, '购买记录（已撤单）'),
      sample('/unrecorDatail', { uniOrderId: deals.redemption }, '赎回记录'),
      sample('/unrecorDatail', { uniOrderId: deals.fastRedemption }, '赎回记录（快速赎回）'),
      // The record pages show whatever deal the id names (a seeded, settled one too, under the pending
      // title); these show the deal their route is for.
      sample('/confecorDatail', { uniOrderId: SETUP_ORDER_IDS.purchase }, '确认中的购买（可撤单）', d, 'purchase'),
      sample('/confUnrecorDatail', { uniOrderId: SETUP_ORDER_IDS.redemption }, '确认中的赎回（可撤单）', d, 'redemption'),
      sample('/comfirmeDatail', { uniOrderId: SETUP_ORDER_IDS.redemption }, '在途资金详情', d, 'redemptionInTransit'),
      sample('/cancelResult', { uniOrderId: deals.cancelled }, '撤单成功'),
      // By address: the general words only (the refusal is kept in memory, see above).
      sample('/cancelFalseResult', { uniOrderId: deals.purchase }, '撤单未成功（通用提示）'),
    ]),

    // ---- signing, risk, statements, entry ---------------------------------------------------------------
    ...inArea('交易记录、签约、风评和对账单', [
      product('/contractSigning', 'NWD0000001', '理财签约（未签约）', 'unsigned'),
      product('/contractSigning', 'NWD0000001', '理财签约（非签约卡）', 'card-mismatch'),
      product('/contractSigning', 'NWD0000001', '理财签约（名下没有银行卡）', 'no-card'),
      product('/answer', 'NWD0000001', '风险承受能力评估（无风评）', 'no-risk-record'),
      product('/answer', 'NWD0000001', '风险承受能力评估（今天的评估次数已用完）', 'risk-daily-limit'),
      sample('/risklevel', {}, '我的风险等级'),
      sample('/risklevel', {}, '我的风险等级（已过期）', 'risk-expired'),
      sample('/statement', {}, '对账单'),
      sample('/statementDetail', { sendDate: lastMonth }, '对账单（月度持仓）'),
      sample('/statementParticularDetail', { sendDate: lastMonth }, '对账单（月度交易明细）'),
      // An entry parameter the store refuses: the first load replaces itself with /shareTypeError.
      { route: '/shareTypeError', address: '/?shareType=09', persona: d, name: '链接无效' },
    ]),
  ];
}

/** The samples of a bank reset today (the local date, as the mock bank's own today). */
export const ROUTE_SAMPLES: readonly RouteSample[] = routeSamplesOn(dayjs().format('YYYY-MM-DD'));

/** The samples of one part of the walk, by its name in a scenario. */
export function samplesOfPart(part: string): RouteSample[] {
  if (!(WALK_AREAS as readonly string[]).includes(part)) throw new Error(`"${part}" is no part of the walk: ${WALK_AREAS.join('、')}`);
  return ROUTE_SAMPLES.filter((sample) => sample.area === part);
}


/** The routes the samples cover. */
export const routesCovered = (samples: readonly RouteSample[] = ROUTE_SAMPLES): Set<string> => new Set(samples.map((s) => s.route));

// ---- preparing a sample at the bank -------------------------------------------------------------------

/** One call to the mock bank (in process, bank.handle; or over HTTP): answers the JSON body. */
export type BankCall = (request: { method: 'GET' | 'POST'; path: string; body?: object }) => Promise<unknown>;

let serial = 0;
/** A keypad `random` (20 letters or digits) no call has used. */
const freshRandom = () => `R${Date.now().toString(36).slice(-8).padStart(8, '0')}${String((serial += 1)).padStart(11, '0')}`;
const sealed = () => {
  const random = freshRandom();
  return { random, passwd: sealPasswd(DEVELOPMENT_PIN, random) };
};

async function expectOk(call: BankCall, request: Parameters<BankCall>[0]): Promise<unknown> {
  const answer = await call(request);
  const body = (answer ?? {}) as { success?: boolean; ok?: boolean; code?: string; msg?: string };
  if (body.success !== true && body.ok !== true) throw new Error(`${request.path}: ${body.code ?? ''} ${body.msg ?? JSON.stringify(answer)}`);
  return answer;
}

const buy = (call: BankCall, prdCode: string, uniOrderId: string) => expectOk(call, {
  method: 'POST', path: '/api/dbank/buyPrd',
  body: { channel: 'Q', channelCode: '02', accType: '2', idType: '0', prdCode, amt: '1000.00', divMode: '0', isSignature: '0', uniOrderId, ...sealed() },
});
const redeem = (call: BankCall) => expectOk(call, {
  method: 'POST', path: '/api/dbank/redemPrd',
  body: { channel: 'Q', channelCode: '02', accType: '2', idType: '0', prdCode: 'NWD0000001', vol: '1000.00', uniOrderId: SETUP_ORDER_IDS.redemption, ...sealed() },
});
const confirmOrders = (call: BankCall) => expectOk(call, { method: 'POST', path: '/__mock/confirm-orders' });

/** Does the setup at the bank, as the active persona. Each is meant for a freshly reset bank (its ids are fixed). */
export async function runSampleSetup(setup: SampleSetup, call: BankCall): Promise<void> {
  switch (setup) {
    case 'purchase':
      await buy(call, 'NWD0000001', SETUP_ORDER_IDS.purchase);
      return;
    case 'redemption':
      await redeem(call);
      return;
    case 'redemptionInTransit':
      await redeem(call);
      await confirmOrders(call);
      return;
    case 'gearHolding':
      await buy(call, 'GEAR000001', SETUP_ORDER_IDS.gearHolding);
      await confirmOrders(call);
      return;
  }
}

/** Resets the bank, switches to the sample's persona and runs its setup: then its address shows what it is for. */
export async function prepareSample(sample: RouteSample, call: BankCall): Promise<void> {
  await expectOk(call, { method: 'POST', path: '/__mock/reset' });
  await expectOk(call, { method: 'POST', path: '/__mock/persona', body: { id: sample.persona } });
  if (sample.setup) await runSampleSetup(sample.setup, call);
}
