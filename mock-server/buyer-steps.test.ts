import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { BUYER_STEP_REFUSALS, QUALIFICATION_MESSAGES } from '../src/domain/errors/form-messages';
import { ageFromIdNo, owedElderCare } from './rules/buyer-steps';
import { purchase } from './test-requests';

const TODAY = '2026-11-26';
let bank: MockBank;

type Answer = { success: boolean; code: string; msg: string; response: Record<string, string> | null };
const call = async (path: string, body: object) => (await bank.handle({ method: 'POST', path: `/api/dbank/${path}`, query: {}, body })).body as Answer;
const usePersona = (id: string) => bank.handle({ method: 'POST', path: '/__mock/persona', query: {}, body: { id } });
const placed = () => bank.db.get('orders').filter({ orderDate: TODAY }).value();
const account = { accType: '2', idType: '0' };
const elderConfirm = { elderConfirm: '1', elderConfirmTime: `${TODAY} 10:15:00` };

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('the bank\'s rule for older customers (issue 18 item 3)', () => {
  it('counts the age from the ID number\'s birth date, 65 on the birthday', () => {
    const today = dayjs(TODAY);
    expect(ageFromIdNo('110101196111261234', today)).toBe(65);
    expect(ageFromIdNo('110101196111271234', today)).toBe(64);
    expect(ageFromIdNo('', today)).toBeNull();
    // 18 characters, the last a digit or X, nothing before or after.
    expect(ageFromIdNo('11010119611126123X', today)).toBe(65);
    expect(ageFromIdNo('1101011961112612345', today)).toBeNull();
    expect(ageFromIdNo('X110101196111261234', today)).toBeNull();
    expect(owedElderCare({ idNo: '110101196111261234' }, { riskLevel: 'R5' }, today)).toBe(true);
    expect(owedElderCare({ idNo: '110101196111261234' }, { riskLevel: 'R4' }, today)).toBe(true);
    expect(owedElderCare({ idNo: '110101196111261234' }, { riskLevel: 'R3' }, today)).toBe(false);
    expect(owedElderCare({ idNo: '110101196111271234' }, { riskLevel: 'R5' }, today)).toBe(false);
  });

  it('seeds the elder persona at 70, C4 and qualified', async () => {
    await usePersona('elder');
    const elder = bank.db.get('customers').find({ id: 'elder' }).value()!;
    expect(ageFromIdNo(elder.idNo, dayjs(TODAY))).toBe(70);
    expect(elder.riskRecord?.riskLevel).toBe('C4');
    expect(elder.qualifiedInvestor).not.toBeNull();
  });

  it('refuses an older customer\'s R4 purchase without the confirmation, even called directly, and takes nothing', async () => {
    await usePersona('elder');
    const notOneTimeOfToday = [`${TODAY} 10:15:00.5`, `${TODAY} 09:00:00, ${TODAY} 10:15:00`, [`${TODAY} 10:15:00`]].map((elderConfirmTime) => ({ elderConfirm: '1', elderConfirmTime }));
    for (const missing of [{}, { elderConfirm: '1' }, { elderConfirm: '0', elderConfirmTime: `${TODAY} 10:15:00` }, { elderConfirm: '1', elderConfirmTime: '2026-11-25 10:15:00' }, ...notOneTimeOfToday]) {
      expect(await call('buyPrd', { ...purchase('RCLSP00001', '1000000'), ...missing })).toMatchObject({ success: false, code: 'E2204', msg: BUYER_STEP_REFUSALS.elderUnconfirmed });
    }
    expect(placed()).toHaveLength(0);
    expect(bank.db.get('customers').find({ id: 'elder' }).value()!.wrongPins).toBe(0);
  });

  it('takes it with the confirmation and keeps the time on the order', async () => {
    await usePersona('elder');
    expect(await call('buyPrd', { ...purchase('RCLSP00001', '1000000'), ...elderConfirm })).toMatchObject({ success: true });
    expect(placed()).toMatchObject([{ prdCode: 'RCLSP00001', elderConfirmedAt: `${TODAY} 10:15:00` }]);
  });

  it('asks nothing more of an older customer for a product below R4, nor of a younger one for R4', async () => {
    await usePersona('elder');
    expect(await call('buyPrd', purchase('RCLS000001', '10000'))).toMatchObject({ success: true });
    await usePersona('not-qualified');
    await call('confirmQualifiedInvestor', { ...account, experienced: '1', basis: 'income', amountWan: '40' });
    expect(await call('buyPrd', purchase('RCLSP00001', '1000000'))).toMatchObject({ success: true });
    expect(placed().map((order) => order.elderConfirmedAt)).toEqual([undefined, undefined]);
  });
});

describe('the bank\'s rule for qualified investors (issue 18 item 6)', () => {
  it('answers the status: default is qualified, not-qualified is not', async () => {
    expect((await call('queryQualifiedInvestor', account)).response).toMatchObject({ qualified: '1', basis: 'assets', amountWan: '600' });
    await usePersona('not-qualified');
    expect((await call('queryQualifiedInvestor', account)).response).toEqual({ qualified: '0' });
  });

  it('refuses a private purchase before the confirmation, even called directly', async () => {
    await usePersona('not-qualified');
    expect(await call('buyPrd', purchase('RCLSP00001', '1000000'))).toMatchObject({ success: false, code: 'E2205', msg: BUYER_STEP_REFUSALS.notQualified });
    expect(placed()).toHaveLength(0);
  });

  it.each([
    [{ experienced: '0', basis: 'assets', amountWan: '600' }, QUALIFICATION_MESSAGES.inexperienced],
    [{ experienced: '1', basis: 'house', amountWan: '600' }, QUALIFICATION_MESSAGES.noBasis],
    [{ experienced: '1', basis: 'constructor', amountWan: '600' }, QUALIFICATION_MESSAGES.noBasis],
    [{ experienced: '1', basis: 'assets', amountWan: '5e3' }, QUALIFICATION_MESSAGES.amount],
    [{ experienced: '1', basis: ['assets'], amountWan: '600' }, QUALIFICATION_MESSAGES.noBasis],
    [{ experienced: '1', basis: 'assets', amountWan: ['600'] }, QUALIFICATION_MESSAGES.amount],
    [{ experienced: '1', basis: 'assets', amountWan: '499' }, '家庭金融资产须不低于500万元，未达到合格投资者标准'],
    [{ experienced: '1', basis: 'netAssets', amountWan: '299' }, '家庭金融净资产须不低于300万元，未达到合格投资者标准'],
    [{ experienced: '1', basis: 'income', amountWan: '39' }, '近3年本人年均收入须不低于40万元，未达到合格投资者标准'],
  ])('refuses the declaration %o and keeps nothing', async (declaration, msg) => {
    await usePersona('not-qualified');
    expect(await call('confirmQualifiedInvestor', { ...account, ...declaration })).toMatchObject({ success: false, code: 'E2206', msg });
    expect((await call('queryQualifiedInvestor', account)).response).toEqual({ qualified: '0' });
  });

  it('keeps a declaration that qualifies, and then takes the private purchase', async () => {
    await usePersona('not-qualified');
    const answer = await call('confirmQualifiedInvestor', { ...account, experienced: '1', basis: 'netAssets', amountWan: '300' });
    expect(answer.response).toMatchObject({ qualified: '1', basis: 'netAssets', amountWan: '300' });
    expect(answer.response?.confirmedAt).toMatch(new RegExp(`^${TODAY} \\d{2}:\\d{2}:\\d{2}$`));
    expect(await call('buyPrd', purchase('RCLSP00001', '1000000'))).toMatchObject({ success: true });
  });
});
