import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { SIGNING_REFUSALS } from './handlers/customer';
import { CARD_BINDING_REFUSALS } from './rules/cards';
import { PIN_ATTEMPTS, PURCHASE_REFUSALS } from './handlers/purchase';
import { RISK_REFUSALS } from './handlers/risk';
import { RISK_PAPER_NO, RISK_QUESTIONS, riskLevelOf, type RiskQuestion } from './seed/risk-questions';
import { callsTo, nextId, purchase, sealedPin } from './test-requests';

const TODAY = '2026-11-22';
const SIGNED = '6222021234567890123';
const OTHER = '6222029876543210987';
let bank: MockBank;

const { post, dbank, usePersona } = callsTo(() => bank);
const customer = (id: string) => bank.db.get('customers').find({ id }).value()!;
/** The orders taken today: the seeded history (seed/deals.ts) is all older. */
const placed = () => bank.db.get('orders').filter({ orderDate: TODAY }).value();
const flagFor = async (prdCode: string) => (await dbank('validRisk', { prdCode })).response?.flag;

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('risk/queryRiskLevel', () => {
  it('answers the record with its expiry date a year on and the counter-risk flag', async () => {
    expect(await dbank('risk/queryRiskLevel')).toMatchObject({
      success: true,
      response: { lineList: [{ riskLevel: 'C3', riskName: '平衡型', evaluatedAt: '2026-08-24', expiryDate: '2027-08-24', counterRiskFlag: '1' }] },
    });
  });

  it('still answers an expired record: the store decides', async () => {
    await usePersona('risk-expired');
    expect((await dbank('risk/queryRiskLevel')).response).toEqual({
      lineList: [{ riskLevel: 'C3', riskName: '平衡型', evaluatedAt: '2025-10-18', expiryDate: '2026-10-18', riskDesc: '您能承受一定的本金波动，在收益与风险之间寻求平衡，适合购买中风险（R3）及以下的理财产品。', counterRiskFlag: '1' }],
    });
  });

  it('answers 查询无记录 (E0001) without a record, and refuses other account types', async () => {
    await usePersona('no-risk-record');
    expect(await dbank('risk/queryRiskLevel')).toMatchObject({ success: false, code: 'E0001', msg: '查询无记录' });
    expect(await post('/api/dbank/risk/queryRiskLevel', { accType: '1', idType: '0' })).toMatchObject({ success: false, code: 'E0400' });
  });
});

describe('validRisk', () => {
  it.each([
    ['default', 'EXP0000001', '0'], // C3, R2
    ['default', 'RCLS000001', '0'], // C3, R3
    ['default', 'RCLSP00001', '1'], // C3, R4
    ['risk-too-low', 'CUR0000001', '0'], // C1, R1
    ['risk-too-low', 'RCLS000001', '1'], // C1, R3
    ['no-risk-record', 'CUR0000001', '2'],
    ['risk-expired', 'CUR0000001', '2'],
  ])('answers %s for %s with flag %s', async (persona, prdCode, flag) => {
    await usePersona(persona);
    expect(await flagFor(prdCode)).toBe(flag);
  });

  it('counts a record as expired from its expiry date on', async () => {
    bank.db.get('customers').find({ id: 'default' }).assign({ riskRecord: { riskLevel: 'C3', riskName: '平衡型', evaluatedAt: '2025-11-23', counterRiskFlag: '1' } }).write();
    expect(await flagFor('EXP0000001')).toBe('0');
    customer('default').riskRecord!.evaluatedAt = '2025-11-22';
    expect(await flagFor('EXP0000001')).toBe('2');
  });

  it('answers an unknown product like buyPrd does', async () => {
    expect(await dbank('validRisk', { prdCode: 'NOSUCH0001' })).toMatchObject({ success: false, code: 'E0101', msg: '无此产品' });
  });
});

describe('the risk questionnaire', () => {
  const lowest = (q: RiskQuestion) => q.options.reduce((a, b) => (b.score < a.score ? b : a)).optionNo;
  const highest = (q: RiskQuestion) => q.options.reduce((a, b) => (b.score > a.score ? b : a)).optionNo;
  const answering = (choose: (q: RiskQuestion) => string) => ({
    paperNo: RISK_PAPER_NO,
    questionList: RISK_QUESTIONS.map((q) => q.questionNo).join(','),
    optionList: RISK_QUESTIONS.map(choose).join(','),
  });

  it('serves ten questions in order, each with three to five scored options', async () => {
    const paper = (await dbank('risk/queryRiskQuestions')).response as { paperNo: string; questionList: RiskQuestion[] };
    expect(paper.paperNo).toBe('RISK2026A');
    expect(paper.questionList.map((q) => q.sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const q of paper.questionList) {
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.options.length).toBeLessThanOrEqual(5);
      expect(q.options[0]).toEqual({ optionNo: 'A', optionText: expect.any(String), score: expect.any(Number) });
    }
    // One multiple choice (SPEC §5's checker), the others single.
    expect(paper.questionList.map((q) => q.maxSelect)).toEqual([1, 1, 1, 1, 1, 3, 1, 1, 1, 1]);
  });

  it.each([['A|B|D', 'C2'], ['D', 'C2'], ['A|B', 'C1'], ['A', 'C1']])('scores a multiple choice by the riskiest option ticked: %s → %s', async (six, level) => {
    // The other nine score 13 (question 1 D: 4, question 2 B: 2, the rest A: 1 each): 16 is C1's top, 17 C2's bottom.
    const others: Record<string, string> = { 1: 'D', 2: 'B' };
    const answer = await dbank('risk/evlRiskLevel', answering((q) => (q.questionNo === '6' ? six : others[q.questionNo] ?? 'A')));
    expect(answer.response).toMatchObject({ riskLevel: level });
  });

  it.each([
    [16, 'C1'], [17, 'C2'], [22, 'C2'], [23, 'C3'], [28, 'C3'], [29, 'C4'], [34, 'C4'], [35, 'C5'], [40, 'C5'],
  ])('puts a total of %i in %s', (score, level) => {
    expect(riskLevelOf(score).riskLevel).toBe(level);
  });

  it('scores the lowest answers C1 保守型, kept as the record of today once confirmed', async () => {
    const answer = await dbank('risk/evlRiskLevel', answering(lowest));
    expect(answer.response).toEqual({ riskLevel: 'C1', riskName: '保守型', evaluatedAt: TODAY, expiryDate: '2027-11-22', confirmNeeded: '1', oldRiskLevel: 'C3', oldRiskName: '平衡型' });
    await dbank('risk/confirmRiskLevel', { confirm: '1' });
    expect(customer('default').riskRecord).toEqual({ riskLevel: 'C1', riskName: '保守型', evaluatedAt: TODAY, counterRiskFlag: '1' });
    expect(await flagFor('CUR0000001')).toBe('0');
    expect(await flagFor('EXP0000001')).toBe('1');
  });

  it('scores the highest answers C5 进取型, which then passes validRisk and buyPrd', async () => {
    await usePersona('risk-expired');
    expect((await dbank('risk/evlRiskLevel', answering(highest))).response).toMatchObject({ riskLevel: 'C5', riskName: '进取型' });
    expect(await flagFor('RCLSP00001')).toBe('0');
    expect(await post('/api/dbank/buyPrd', purchase('RCLS000001', '10000'))).toMatchObject({ success: true });
  });

  const all = answering(() => 'A');
  const without3 = { questionList: '1,2,4,5,6,7,8,9,10', optionList: 'A,A,A,A,A,A,A,A,A' };
  it.each([
    ['another paper', { paperNo: 'RISK2025Z' }, 'E2802', RISK_REFUSALS.otherPaper],
    ['a question left out', without3, 'E2801', RISK_REFUSALS.unanswered('3')],
    ['an empty answer', { optionList: 'A,A,,A,A,A,A,A,A,A' }, 'E2801', RISK_REFUSALS.unanswered('3')],
    ['a question twice', { questionList: `${all.questionList},3`, optionList: `${all.optionList},B` }, 'E2801', RISK_REFUSALS.answeredTwice('3')],
    ['an option the question lacks', { optionList: 'E,A,A,A,A,A,A,A,A,A' }, 'E2801', RISK_REFUSALS.noSuchOption('1', 'E')],
    ['more options than a multiple choice takes', { optionList: 'A,A,A,A,A,A|B|C|D,A,A,A,A' }, 'E2801', RISK_REFUSALS.tooMany('6', 3)],
    ['two options on a single choice', { optionList: 'A|B,A,A,A,A,A,A,A,A,A' }, 'E2801', RISK_REFUSALS.tooMany('1', 1)],
    ['one option twice', { optionList: 'A,A,A,A,A,B|B,A,A,A,A' }, 'E2801', RISK_REFUSALS.optionTwice('6', 'B')],
    ['a question the paper lacks', { questionList: `${all.questionList},11`, optionList: `${all.optionList},A` }, 'E2801', RISK_REFUSALS.noSuchQuestion('11')],
    ['lists of different lengths', { optionList: 'A,A' }, 'E2801', RISK_REFUSALS.listsDiffer],
    ['a malformed list', { questionList: 'one,two' }, 'E0400', '参数错误：questionList 格式不正确'],
  ])('refuses %s, keeping the record', async (_case, change, code, msg) => {
    expect(await dbank('risk/evlRiskLevel', { ...all, ...change })).toMatchObject({ success: false, code, msg });
    expect(customer('default').riskRecord?.riskLevel).toBe('C3');
  });
});

describe('signContract', () => {
  const sign = (cardNo: string, pin?: string) => dbank('signContract', { cardNo, ...sealedPin(pin) });

  it('signs the chosen card: the only one flagged, and the card in use', async () => {
    const answer = await sign(OTHER);
    expect(answer.response).toMatchObject({
      cusNm: '张晓明', signCard: OTHER, hasSameCard: '1', empFlg: '1',
      list: [{ cardNo: SIGNED, signFlag: '0' }, { cardNo: OTHER, signFlag: '1' }],
    });
    expect(answer.response).not.toHaveProperty('pin');
  });

  it.each(['unsigned', 'card-mismatch'])('lets %s buy afterwards', async (persona) => {
    await usePersona(persona);
    expect(await post('/api/dbank/buyPrd', purchase('EXP0000001', '10000'))).toMatchObject({ success: false });
    expect(await sign(SIGNED)).toMatchObject({ success: true, response: { signCard: SIGNED, hasSameCard: '1' } });
    expect(await post('/api/dbank/buyPrd', purchase('EXP0000001', '10000'))).toMatchObject({ success: true });
  });

  it('refuses a card not the customer\'s before looking at the PIN', async () => {
    expect(await sign('6222020000000000000', '000000')).toMatchObject({ success: false, code: 'E2104', msg: SIGNING_REFUSALS.notOwnCard });
    expect(customer('default').wrongPins).toBe(0);
  });

  it('refuses a customer without a trading password', async () => {
    await usePersona('no-password');
    expect(await sign(SIGNED)).toMatchObject({ success: false, code: 'E2101', msg: PURCHASE_REFUSALS.noPassword });
  });

  it('checks the PIN as buyPrd does: one-time random, wrong PINs counted towards the same lock', async () => {
    await usePersona('unsigned');
    expect(await sign(SIGNED, '000000')).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - 1) });
    const pin = sealedPin();
    await dbank('signContract', { cardNo: SIGNED, ...pin });
    expect(await dbank('signContract', { cardNo: SIGNED, ...pin })).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.staleRandom });
    expect(customer('unsigned').signCard).toBe(SIGNED);
  });

  it('changes nothing when refused', async () => {
    await usePersona('unsigned');
    await sign(SIGNED, '000000');
    expect(customer('unsigned')).toMatchObject({ signCard: '', hasSameCard: '0' });
  });
});

describe('the bank app\'s set-password screen (POST /__mock/native/password)', () => {
  it('gives the active customer a trading password, the development PIN', async () => {
    await usePersona('no-password');
    expect(await post('/__mock/native/password')).toEqual({ ok: true });
    expect((await dbank('custInfo')).response?.empFlg).toBe('1');
    expect(await post('/api/dbank/buyPrd', purchase('EXP0000001', '10000'))).toMatchObject({ success: true });
    expect(customer('default').empFlg).toBe('1');
  });
});

describe('the bank app\'s card-binding screen (POST /__mock/native/card)', () => {
  const NEW = '6222028888000012344';

  it('adds the card to the customer\'s cards, not signed; signing it then lets no-card buy', async () => {
    await usePersona('no-card');
    expect((await dbank('custInfo')).response).toMatchObject({ list: [], signCard: '', hasSameCard: '0' });
    expect(await post('/__mock/native/card', { cardNo: '6222 0288 8800 0012 344' })).toEqual({ ok: true, card: { cardNo: NEW, bankName: '本行借记卡' } });
    expect((await dbank('custInfo')).response).toMatchObject({ list: [{ cardNo: NEW, bankName: '本行借记卡', signFlag: '0' }], signCard: '' });
    expect(await dbank('signContract', { cardNo: NEW, ...sealedPin() })).toMatchObject({ success: true, response: { signCard: NEW, hasSameCard: '1' } });
    expect(await post('/api/dbank/buyPrd', purchase('EXP0000001', '10000'))).toMatchObject({ success: true });
  });

  it('refuses a card number the bank does not take, and a card already there, changing nothing', async () => {
    await usePersona('card-mismatch');
    expect(await post('/__mock/native/card', { cardNo: '6222028888000012345' })).toEqual({ success: false, code: 'E2105', msg: CARD_BINDING_REFUSALS.checksum });
    expect(await post('/__mock/native/card', { cardNo: OTHER })).toEqual({ success: false, code: 'E2106', msg: CARD_BINDING_REFUSALS.duplicate });
    expect(customer('card-mismatch').cards.map((c) => c.cardNo)).toEqual([SIGNED, OTHER]);
  });
});

describe('listCurCmons and POST /__mock/confirm-orders', () => {
  const pending = (offSet = 0, queryNum = 20) => dbank('listCurCmons', { offSet, queryNum });
  const holding = (id: string, prdCode: string) => customer(id).holdings.find((h) => h.prdCode === prdCode);

  it('lists the customer\'s orders 确认中, newest first, paged', async () => {
    const bodies = [purchase('EXP0000001', '10000'), purchase('CUR0000001', '1000.01'), purchase('NWC0000001', '10000')];
    for (const body of bodies) await post('/api/dbank/buyPrd', body);
    const all = (await pending()).response as { lineList: Array<Record<string, string>>; totNum: number };
    expect(all.totNum).toBe(3);
    expect(all.lineList.map((line) => line.uniOrderId)).toEqual(bodies.map((b) => b.uniOrderId).reverse());
    expect(all.lineList[1]).toEqual({
      uniOrderId: bodies[1].uniOrderId, prdCode: 'CUR0000001', prdName: '天天宝货币A', amt: '1000.01', vol: '1000.01', divMode: '0',
      orderDate: TODAY, confirmDate: '2026-11-23', arrivalDate: '', status: '确认中', transType: '购买', cancelable: '1', channelCode: '02',
    });
    expect((await pending(1, 1)).response).toEqual({ lineList: [all.lineList[1]], totNum: 3 });
    await usePersona('new-customer');
    expect((await pending()).response).toEqual({ lineList: [], totNum: 0 });
  });

  it('refuses paging that is not whole numbers', async () => {
    expect(await dbank('listCurCmons', { offSet: -1, queryNum: 20 })).toMatchObject({ success: false, code: 'E0400' });
    expect(await dbank('listCurCmons', { offSet: 0, queryNum: '2.5' })).toMatchObject({ success: false, code: 'E0400' });
  });

  it('confirms every pending order into holdings, exactly, once', async () => {
    const cur = purchase('CUR0000001', '1000.01');
    await post('/api/dbank/buyPrd', cur);
    await post('/api/dbank/buyPrd', purchase('NWC0000001', '10000.00'));
    expect(await post('/__mock/confirm-orders')).toEqual({ ok: true, confirmed: 2 });
    expect(holding('default', 'CUR0000001')).toMatchObject({ prdCode: 'CUR0000001', vol: '21000.01', cost: '21000.01', totalIncome: '356.20' });
    expect(holding('default', 'NWC0000001')).toEqual({ prdCode: 'NWC0000001', vol: '10000.00', cost: '10000.00', totalIncome: '0.00', lastIncome: '0.00', divMode: '0', buyDate: TODAY });
    expect(holding('no-password', 'CUR0000001')?.vol).toBe('20000.00');
    expect((await post('/api/dbank/queryOrder', { uniOrderId: cur.uniOrderId })).response?.status).toBe('确认成功');
    expect((await pending()).response).toEqual({ lineList: [], totNum: 0 });
    expect(await post('/__mock/confirm-orders')).toEqual({ ok: true, confirmed: 0 });
    expect(holding('default', 'CUR0000001')?.vol).toBe('21000.01');
  });
});

describe('a signature (CA) purchase of ROPN000001', () => {
  const detail = async (prdCode: string) => ((await bank.handle({ method: 'GET', path: '/h5/api/query/t100003', query: { prdCode }, body: {} })).body as { result: { prdDetail: { isSignature: string } } }).result.prdDetail;
  const jsAuth = async (seqNo: string) => (await post('/api/dbank/getJsAuth', { jsName: 'sign', txnInf: '购买定开净值季季开10000.00元', seqNo })).response?.resBody as { code: string; msg?: string; data?: { jsAuthCode: string } };
  /** jsRequest, then getJsAuth: the code a signed purchase carries. */
  const authorised = async () => {
    const { appOrderId } = (await dbank('jsRequest')).response as { appOrderId: string };
    return (await jsAuth(appOrderId)).data!.jsAuthCode;
  };
  const signedPurchase = (jsAuthCode: string, extra: object = {}) => ({ ...purchase('ROPN000001', '10000'), isSignature: '1', jsAuthCode, signData: 'MEUCIQDsignature', ...extra });

  it('is marked on the product; the others are not', async () => {
    expect((await detail('ROPN000001')).isSignature).toBe('1');
    expect((await detail('EXP0000001')).isSignature).toBe('0');
  });

  it('goes jsRequest → crtInfQuery → getJsAuth → buyPrd, each code good for one purchase', async () => {
    const { appOrderId } = (await dbank('jsRequest')).response as { appOrderId: string };
    expect(appOrderId).toMatch(/^[0-9A-Za-z]{20}$/);
    const { deviceNo } = (await bank.handle({ method: 'GET', path: '/__mock/native/device', query: {}, body: undefined })).body as { deviceNo: string };
    const certificate = (await post('/api/dbank/crtInfQuery', { deviceNo })).response as { list: Array<{ crtInf: string }> };
    expect(Buffer.from(certificate.list[0].crtInf, 'base64').toString()).toMatch(/^CN=张晓明,OU=个人客户,O=模拟银行,SN=[0-9A-F]{16}$/);
    const auth = await jsAuth(appOrderId);
    expect(auth).toEqual({ code: '0000', data: { jsAuthCode: expect.stringMatching(/^[0-9a-f]{16}$/) } });
    const body = signedPurchase(auth.data!.jsAuthCode);
    expect(await post('/api/dbank/buyPrd', body)).toMatchObject({ success: true, response: { prdCode: 'ROPN000001', status: '确认中' } });
    expect(bank.db.get('jsOrders').value()).toEqual([{ appOrderId, customer: 'default', jsAuthCode: auth.data!.jsAuthCode, used: true }]);
    expect(await post('/api/dbank/buyPrd', body)).toMatchObject({ success: true, response: { uniOrderId: body.uniOrderId } });
    expect(await post('/api/dbank/buyPrd', signedPurchase(auth.data!.jsAuthCode))).toMatchObject({ success: false, code: 'E2701', msg: PURCHASE_REFUSALS.signature });
    expect(await jsAuth(appOrderId)).toEqual({ code: 'E3001', msg: '交易流水号无效' });
  });

  it('answers the certificate only on the device the bank app registered', async () => {
    expect(await post('/api/dbank/crtInfQuery', { deviceNo: 'DEV-0001' })).toMatchObject({ success: false, code: 'E3002', msg: '该设备未安装数字证书，请在已登记的手机上使用银行App' });
  });

  it.each([
    ['without the signature fields', { isSignature: '0', jsAuthCode: undefined, signData: undefined }],
    ['with isSignature 0', { isSignature: '0' }],
    ['without signData', { signData: '' }],
    ['with a code the bank never issued', { jsAuthCode: '0123456789abcdef' }],
  ])('is refused %s, before the PIN', async (_case, change) => {
    const body = signedPurchase(await authorised(), { ...change, ...sealedPin('000000') });
    expect(await post('/api/dbank/buyPrd', body)).toMatchObject({ success: false, code: 'E2701', msg: PURCHASE_REFUSALS.signature });
    expect(customer('default').wrongPins).toBe(0);
    expect(placed()).toHaveLength(0);
  });

  it('keeps the code for a retry after a wrong PIN', async () => {
    const jsAuthCode = await authorised();
    expect(await post('/api/dbank/buyPrd', signedPurchase(jsAuthCode, sealedPin('000000')))).toMatchObject({ success: false, msg: PURCHASE_REFUSALS.wrongPin(PIN_ATTEMPTS - 1) });
    expect(await post('/api/dbank/buyPrd', signedPurchase(jsAuthCode))).toMatchObject({ success: true });
  });

  it('refuses another customer\'s code and transaction', async () => {
    const { appOrderId } = (await dbank('jsRequest')).response as { appOrderId: string };
    const jsAuthCode = (await jsAuth(appOrderId)).data!.jsAuthCode;
    await usePersona('risk-too-low');
    expect(await jsAuth(appOrderId)).toEqual({ code: 'E3001', msg: '交易流水号无效' });
    expect(await jsAuth(nextId('J'))).toEqual({ code: 'E3001', msg: '交易流水号无效' });
    await usePersona('card-mismatch');
    await dbank('signContract', { cardNo: SIGNED, ...sealedPin() });
    expect(await post('/api/dbank/buyPrd', signedPurchase(jsAuthCode))).toMatchObject({ success: false, code: 'E2701' });
  });

  it('refuses missing parameters of getJsAuth and crtInfQuery', async () => {
    expect(await post('/api/dbank/getJsAuth', { txnInf: 'x', seqNo: 'y' })).toMatchObject({ success: false, code: 'E0400', msg: '参数错误：jsName 不能为空' });
    expect(await post('/api/dbank/crtInfQuery', {})).toMatchObject({ success: false, code: 'E0400', msg: '参数错误：deviceNo 不能为空' });
  });

  it('leaves other products\' purchases alone: the fields are optional there', async () => {
    expect(await post('/api/dbank/buyPrd', { ...purchase('EXP0000001', '10000'), isSignature: '1', jsAuthCode: 'nonsense' })).toMatchObject({ success: true });
  });
});
