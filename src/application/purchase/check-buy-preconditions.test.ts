import { beforeEach, describe, expect, it } from 'vitest';
import { InProcessBank } from '../../../features/support/assemblies/domain/in-process-bank';
import { PURCHASE_MESSAGES } from '../../domain/errors/messages';
import type { Product } from '../../domain/catalog/product';
import { buyBlockMessage, buyFixOf } from '../../domain/purchase/buy-preconditions';
import { HttpClient } from '../../infrastructure/http/http-client';
import { HttpCustomerDirectory } from '../../infrastructure/http/http-customer-directory';
import { HttpProductCatalog } from '../../infrastructure/http/http-product-catalog';
import { HttpRiskAssessment } from '../../infrastructure/http/http-risk-assessment';
import { HttpInvestorStatus } from '../../infrastructure/http/http-investor-status';
import { MemorySessionStore } from '../../infrastructure/in-memory/memory-session-store';
import { CustomerSession } from '../session/customer-session';
import { CheckBuyPreconditions } from './check-buy-preconditions';

let bank: InProcessBank;
let session: CustomerSession;
let check: CheckBuyPreconditions;
let catalog: HttpProductCatalog;
let http: HttpClient;

const persona = (id: string) => bank.control('POST', '/__mock/persona', { id });
const product = async (code: string): Promise<Product> => {
  const detail = await catalog.detail(code);
  if (detail.kind !== 'ok') throw new Error(`no product ${code}`);
  return detail.value;
};
const blockOf = async (code: string) => {
  const outcome = await check.run(await product(code));
  return outcome.kind === 'blocked' ? outcome.block : outcome.kind;
};

beforeEach(async () => {
  bank = new InProcessBank();
  await bank.control('POST', '/__mock/reset');
  http = new HttpClient({ activity: { started() {}, ended() {} }, adapter: bank.adapter, timeoutMs: 1000 });
  session = new CustomerSession(new MemorySessionStore());
  session.begin({ shareType: '02', ignored: [] });
  catalog = new HttpProductCatalog(http);
  check = new CheckBuyPreconditions(new HttpCustomerDirectory(http), new HttpRiskAssessment(http), session, { now: () => new Date() }, new HttpInvestorStatus(http));
});

describe('CheckBuyPreconditions (SPEC §4 and §5, against the mock bank)', () => {
  it('lets a customer whose record fits the product through, with the customer', async () => {
    expect(await check.run(await product('CUR0000001'))).toMatchObject({ kind: 'ok', customer: { cusNm: '张晓明' }, steps: [] });
  });

  it('adds the issue 18 steps: the qualified-investor confirmation before a private product, then an older customer\'s care for R4', async () => {
    await persona('not-qualified');
    expect(await check.run(await product('RCLSP00001'))).toMatchObject({ kind: 'ok', steps: ['qualifiedInvestor'], riskRecord: { riskLevel: 'C4' } });
    expect(await check.run(await product('RCLS000001'))).toMatchObject({ kind: 'ok', steps: [] });
    await persona('elder');
    expect(await check.run(await product('RCLSP00001'))).toMatchObject({ kind: 'ok', steps: ['elderCare'] });
    expect(await check.run(await product('RCLS000001'))).toMatchObject({ kind: 'ok', steps: [] });
  });

  it('asks for the customer and the risk record at once, and still names the customer\'s own block first', async () => {
    const customers = new HttpCustomerDirectory(http);
    let riskAskedBeforeCustomerAnswered = false;
    let customerAnswered = false;
    const slowCustomers = Object.assign(Object.create(customers) as HttpCustomerDirectory, {
      customerInfo: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        customerAnswered = true;
        return customers.customerInfo();
      },
    });
    const risk = new HttpRiskAssessment(http);
    const watchedRisk = Object.assign(Object.create(risk) as HttpRiskAssessment, {
      riskLevel: () => {
        riskAskedBeforeCustomerAnswered = !customerAnswered;
        return risk.riskLevel();
      },
    });
    check = new CheckBuyPreconditions(slowCustomers, watchedRisk, session, { now: () => new Date() }, new HttpInvestorStatus(http));
    await persona('no-password');
    expect(await blockOf('RCLS000001')).toMatchObject({ kind: 'needsPassword' });
    expect(riskAskedBeforeCustomerAnswered).toBe(true);
  });

  it('judges by the record the page has just read, without reading it again', async () => {
    const risk = new HttpRiskAssessment(http);
    let reads = 0;
    const countedRisk = Object.assign(Object.create(risk) as HttpRiskAssessment, { riskLevel: () => (reads++, risk.riskLevel()) });
    check = new CheckBuyPreconditions(new HttpCustomerDirectory(http), countedRisk, session, { now: () => new Date() }, new HttpInvestorStatus(http));
    await persona('risk-too-low');
    const pageRead = risk.riskLevel();
    expect(await check.run(await product('RCLS000001'), pageRead)).toMatchObject({ kind: 'blocked', block: { kind: 'riskExceeded' } });
    expect(reads).toBe(0);
    expect(await check.run(await product('RCLS000001'))).toMatchObject({ kind: 'blocked', block: { kind: 'riskExceeded' } });
    expect(reads).toBe(1);
  });

  it('asks the bank for the qualified-investor status only for a private product', async () => {
    await persona('elder');
    await check.run(await product('RCLS000001'));
    expect(bank.countEndingWith('queryQualifiedInvestor')).toBe(0);
    await check.run(await product('RCLSP00001'));
    expect(bank.countEndingWith('queryQualifiedInvestor')).toBe(1);
  });

  it.each([
    ['no-password', 'CUR0000001', 'needsPassword'],
    ['unsigned', 'CUR0000001', 'needsSigning'],
    ['card-mismatch', 'CUR0000001', 'cardMismatch'],
    ['risk-too-low', 'RCLS000001', 'riskExceeded'],
  ])('stops %s on %s with %s', async (id, code, kind) => {
    await persona(id);
    expect(await blockOf(code)).toMatchObject({ kind });
  });

  it('checks in SPEC §4 order: the password before the card', async () => {
    bank.bank.db.get('customers').find({ id: 'unsigned' }).assign({ empFlg: '0' }).write();
    await persona('unsigned');
    expect(await blockOf('CUR0000001')).toEqual({ kind: 'needsPassword' });
  });

  it('sends a customer without a record to a branch for the bank\'s own products and online for others', async () => {
    await persona('no-risk-record');
    expect(await blockOf('EXP0000001')).toEqual({ kind: 'assessInBranch', expiredOn: null });
    expect(await blockOf('RCLS000001')).toEqual({ kind: 'assessOnline', expiredOn: null });
  });

  it('counts a record a year old as none, saying when it expired', async () => {
    await persona('risk-expired');
    const block = await blockOf('RCLS000001');
    expect(block).toMatchObject({ kind: 'assessOnline', expiredOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('asks validRisk only when the counter-risk flag is 1', async () => {
    bank.bank.db.get('customers').find({ id: 'risk-too-low' }).get('riskRecord').assign({ counterRiskFlag: '0' }).write();
    await persona('risk-too-low');
    expect(await check.run(await product('RCLS000001'))).toMatchObject({ kind: 'ok', riskRecord: { counterRiskFlag: '0' } });
    expect(bank.countEndingWith('validRisk')).toBe(0);
  });

  it('hands on a failed call as it is, to be presented as the catalogue says (SPEC §8), judging nothing', async () => {
    const item = await product('CUR0000001');
    await bank.control('POST', '/__mock/faults', { rules: [{ path: 'custInfo', code: 'E1014', msg: '会话已失效', times: 1 }] });
    expect(await check.run(item)).toMatchObject({ kind: 'failed', failure: { kind: 'sessionInvalid', message: '会话已失效' } });
    await bank.control('POST', '/__mock/faults', { rules: [{ path: 'queryRiskLevel', drop: true, times: 1 }] });
    expect(await check.run(item)).toMatchObject({ kind: 'failed', failure: { kind: 'networkError' } });
    await bank.control('POST', '/__mock/faults', { rules: [{ path: 'validRisk', drop: true, times: 1 }] });
    expect(await check.run(item)).toMatchObject({ kind: 'failed', failure: { kind: 'networkError' } });
    await persona('elder');
    await bank.control('POST', '/__mock/faults', { rules: [{ path: 'queryQualifiedInvestor', drop: true, times: 1 }] });
    expect(await check.run(await product('RCLSP00001'))).toMatchObject({ kind: 'failed', failure: { kind: 'networkError' } });
  });

  it('says 查询客户信息异常 when custInfo answers an error, and hands a network failure on as it is', async () => {
    const item = await product('CUR0000001');
    await bank.control('POST', '/__mock/faults', { rules: [{ path: 'custInfo', code: 'E9999', msg: '系统繁忙', times: 1 }] });
    expect(await check.run(item)).toEqual({ kind: 'blocked', block: { kind: 'customerQueryFailed' } });
    await bank.control('POST', '/__mock/faults', { rules: [{ path: 'custInfo', drop: true, times: 1 }] });
    expect(await check.run(item)).toMatchObject({ kind: 'failed', failure: { kind: 'networkError' } });
  });

  it('says 用户信息异常 E1 when the bank knows no customer for the ID, E2 when custInfo has no ID', async () => {
    const item = await product('CUR0000001');
    await bank.control('POST', '/__mock/faults', { rules: [{ path: 'custInfo', code: 'E0002', msg: '该证件类型和号码的客户信息不存在', times: 1 }] });
    expect(await check.run(item)).toEqual({ kind: 'blocked', block: { kind: 'userInfoInvalid', variant: 'E1' } });
    bank.bank.db.get('customers').find({ id: 'default' }).assign({ idNo: '' }).write();
    expect(await check.run(item)).toEqual({ kind: 'blocked', block: { kind: 'userInfoInvalid', variant: 'E2' } });
  });

  it.each([
    ['SOLD000001', { kind: 'soldOut' }],
    ['STAT400001', { kind: 'unavailable', status: '4' }],
    ['STAT500001', { kind: 'unavailable', status: '5' }],
    ['IPO0000001', { kind: 'preSale', opensOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }],
  ])('stops %s first, for every customer, asking the bank nothing', async (code, sale) => {
    await persona('no-password');
    expect(await blockOf(code)).toEqual({ kind: 'notOnSale', sale });
    expect(bank.countEndingWith('custInfo') + bank.countEndingWith('queryRiskLevel')).toBe(0);
  });

  it('says a product not on sale before the messaging login', async () => {
    session.begin({ shareType: '01', ignored: [] });
    expect(await blockOf('STAT400001')).toEqual({ kind: 'notOnSale', sale: { kind: 'unavailable', status: '4' } });
  });

  it('in the messaging app: asks for the login first, and turns signature products away', async () => {
    session.begin({ shareType: '01', ignored: [] });
    session.channel = 'messaging';
    expect(await check.run(await product('CUR0000001'))).toEqual({ kind: 'needsLogin' });
    expect(await blockOf('ROPN000001')).toEqual({ kind: 'channelUnsupported' });
    expect(bank.countEndingWith('custInfo')).toBe(0);
  });

  it('in the messaging app after the login: the preconditions as in the bank app', async () => {
    session.begin({ shareType: '01', ignored: [] });
    session.channel = 'messaging';
    session.credentials = { openId: 'o-default', accessToken: 't-default' };
    expect(await check.run(await product('CUR0000001'))).toMatchObject({ kind: 'ok', customer: { cusNm: '张晓明' } });
  });

  it('a share opened outside the messaging app: no login there, the customer is told where to buy', async () => {
    session.begin({ shareType: '01', ignored: [] });
    expect(await check.run(await product('CUR0000001'))).toEqual({ kind: 'blocked', block: { kind: 'messagingOnly' } });
    expect(buyBlockMessage({ kind: 'messagingOnly' })).toBe('该渠道暂不支持，请在微信中打开此链接，登录后购买');
    expect(buyFixOf({ kind: 'messagingOnly' })).toBeNull();
    expect(bank.countEndingWith('custInfo')).toBe(0);
  });

  it('a bank-app link opened in the messaging app: the customer is known only in the bank app', async () => {
    session.begin({ shareType: '02', ignored: [] });
    session.channel = 'messaging';
    expect(await check.run(await product('CUR0000001'))).toEqual({ kind: 'blocked', block: { kind: 'bankAppOnly' } });
    expect(buyBlockMessage({ kind: 'bankAppOnly' })).toBe('该渠道暂不支持，请在银行App中打开理财商城');
    expect(bank.countEndingWith('custInfo')).toBe(0);
  });
});

describe('the blocks in words (SPEC §8)', () => {
  it('uses the spec\'s messages and names one fix, or none where only a branch can help', () => {
    expect(buyBlockMessage({ kind: 'cardMismatch' })).toBe(PURCHASE_MESSAGES.cardMismatch);
    expect(buyBlockMessage({ kind: 'assessOnline', expiredOn: '2026-10-19' })).toBe(`您的风险承受能力评估已于2026-10-19过期。${PURCHASE_MESSAGES.onlineAssessment}`);
    expect(buyBlockMessage({ kind: 'userInfoInvalid', variant: 'E1' })).toBe(`${PURCHASE_MESSAGES.userInfoInvalid}E1`);
    expect(buyFixOf({ kind: 'assessInBranch', expiredOn: null })).toBeNull();
    expect(buyFixOf({ kind: 'riskExceeded' })).toBe('assessOnline');
  });
});

describe('a pass on 购买 stands for the /buy page it opens', () => {
  const custInfoCalls = () => bank.countEndingWith('api/dbank/custInfo');

  it('the page opened right after the tap asks the bank nothing; the next opening asks again', async () => {
    const cur = await product('CUR0000001');
    expect(await check.runForTap(cur)).toMatchObject({ kind: 'ok' });
    const afterTap = custInfoCalls();
    expect(await check.runOnOpen(cur)).toMatchObject({ kind: 'ok' });
    expect(custInfoCalls()).toBe(afterTap);
    await check.runOnOpen(cur);
    expect(custInfoCalls()).toBe(afterTap + 1);
  });

  it('keeps neither a block nor another product’s pass', async () => {
    const cur = await product('CUR0000001');
    await check.runForTap(cur);
    const afterTap = custInfoCalls();
    await check.runOnOpen(await product('NWD0000001'));
    expect(custInfoCalls()).toBe(afterTap + 1);
    await persona('no-password');
    await check.runForTap(cur);
    expect(await check.runOnOpen(cur)).toMatchObject({ kind: 'blocked' });
    expect(custInfoCalls()).toBe(afterTap + 3);
  });
});
