import { defineParameterType } from '@cucumber/cucumber';
import type { AppName } from './apps';
import type { DetailSectionName, FaultRule, ProductKindName, SectionName } from './tasks/views';

/** The bank's services as analysts name them, and the path each answers on. */
export const SERVICES: Record<string, string> = {
  产品详情服务: 't100003',
  交易规则服务: 't200001',
  风险提示服务: 't100009',
  测算依据服务: 't100019',
  分档收益服务: 'api/dbank/showPrdRate',
  定期产品列表服务: 't100001',
  活期产品列表服务: 't100002',
  客户信息服务: 'api/dbank/custInfo',
  银行App客户认证服务: 'api/dbank/showUniCusInfo',
  微信客户信息服务: 'wx/dbank/api/queryCustomerInfo',
  分享签名服务: '/wxShare',
  产品特色服务: 't200002',
  产品要素服务: 't200003',
  产品概述服务: 't200007',
  产品费率服务: 't200003',
  开放周期服务: 'api/dbank/queryConfirmDate',
  最新净值服务: 'api/dbank/queryManyQuotation',
  历史净值服务: 'api/dbank/queryManyQuotation',
  历史业绩服务: 'api/dbank/queryQuotation',
  万份收益服务: 't100012',
  净值走势服务: 't100010',
  万份收益走势服务: 't100012',
  走势选项服务: 't300001',
  产品说明书服务: 't100011',
  产品说明书文件: 'product-instructions.pdf',
  购买服务: 'api/dbank/buyPrd',
  订单查询服务: 'api/dbank/queryOrder',
  定投服务: 'api/dbank/autoInvestAdd',
  定投计划服务: 'api/dbank/listAutoInvest',
  扣款记录服务: 'api/dbank/listAutoInvestRecords',
  数字证书查询服务: 'api/dbank/crtInfQuery',
  数字证书授权服务: 'api/dbank/getJsAuth',
  风险等级查询服务: 'api/dbank/risk/queryRiskLevel',
  风评答卷服务: 'api/dbank/risk/evlRiskLevel',
  风评次数服务: 'api/dbank/risk/queryRiskQuota',
  风评确认服务: 'api/dbank/risk/confirmRiskLevel',
  持仓服务: 'api/dbank/listHoldingShare',
  赎回服务: 'api/dbank/redemPrd',
  快速赎回服务: 'api/dbank/fastRedemPrd',
  分红方式服务: 'api/dbank/modifyDivMode',
  交易记录服务: 'api/dbank/listHistoryDeals',
  在途资金服务: 'api/dbank/transitCash',
  撤单服务: 'api/dbank/cancelCusDeal',
  // income, assets and payouts (features/income.feature)
  每日收益服务: 'api/dbank/listDailyIncome',
  历史资产服务: 'api/dbank/listHisAssets',
  分红记录服务: 'api/dbank/listDividends',
  到期兑付服务: 'api/dbank/listMaturityPayouts',
  // past performance and the benchmark's changes (features/past-performance.feature)
  过往业绩服务: 'api/dbank/queryPastPerformance',
  业绩比较基准调整记录服务: 'api/dbank/queryBenchmarkChanges',
};

defineParameterType({
  name: 'service',
  regexp: new RegExp(Object.keys(SERVICES).join('|')),
  transformer: (name: string) => SERVICES[name],
});

/** Faults as analysts name them; each affects the next answer only. */
const FAULTS: Array<[RegExp, (match: RegExpMatchArray) => Omit<FaultRule, 'path'>]> = [
  [/^下一次超时$/, () => ({ delayMs: 31_000, times: 1 })],
  [/^下一次返回HTTP状态(\d+)$/, (m) => ({ status: Number(m[1]), times: 1 })],
  // Until the network recovers: a browser silently retries a GET whose connection was dropped,
  // so a single dropped answer never reaches the customer.
  [/^连接中断$/, () => ({ drop: true })],
  // The bank acts on the request (an order is taken), then the answer never arrives.
  [/^下一次处理完后断开连接$/, () => ({ drop: true, afterHandling: true, times: 1 })],
  [/^下一次返回无法识别的数据$/, () => ({ malformed: true, times: 1 })],
  [/^下一次返回业务码(\w+)$/, (m) => ({ code: m[1], msg: '', times: 1 })],
  [/^下一次延迟(\d+)秒$/, (m) => ({ delayMs: Number(m[1]) * 1000, times: 1 })],
  [/^暂时故障$/, () => ({ status: 500 })],
];

defineParameterType({
  name: 'fault',
  regexp: /下一次超时|下一次延迟\d+秒|下一次返回HTTP状态\d+|连接中断|下一次处理完后断开连接|下一次返回无法识别的数据|下一次返回业务码\w+|暂时故障/,
  transformer: (text: string) => {
    for (const [pattern, rule] of FAULTS) {
      const match = text.match(pattern);
      if (match) return rule(match);
    }
    throw new Error(`Unknown fault: ${text}`);
  },
});

defineParameterType({
  name: 'kind',
  regexp: /定期理财|活期理财/,
  transformer: (text: string) => text as ProductKindName,
});

defineParameterType({
  name: 'mode',
  regexp: /银行App|微信分享/,
  transformer: (text: string) => (text === '银行App' ? '02' : '01'),
});

/** The apps a customer opens the store in (features/support/apps.ts). */
defineParameterType({
  name: 'app',
  regexp: /微信|银行App/,
  transformer: (text: string) => text as AppName,
});

/** The mock bank's deal types (its records' transType). */
defineParameterType({
  name: 'dealType',
  regexp: /快速赎回|赎回|购买/,
  transformer: (text: string) => text,
});

defineParameterType({
  name: 'detailSection',
  regexp: /产品要素|开放周期/,
  transformer: (text: string) => text as DetailSectionName,
});

defineParameterType({
  name: 'section',
  regexp: /交易规则|风险提示|测算依据/,
  transformer: (text: string) => text as SectionName,
});
