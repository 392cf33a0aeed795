import assert from 'node:assert/strict';
import dayjs from 'dayjs';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';

/**
 * 冷静期 of private purchases (features/cooling-off.feature): the bank's and the phone's clocks move
 * together; the order's and the holding's pages say the end and count down; the bank decides.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The customer's latest purchase of this product, as the bank keeps it. */
async function latestPurchase(world: ScenarioWorld, prdCode: string): Promise<Record<string, string>> {
  const purchases = (await world.driver.bankDealsOf(prdCode)).filter((deal) => deal.transType === '购买');
  return purchases.at(-1) ?? assert.fail(`the bank has no purchase of ${prdCode}`);
}

/** HH:MM:SS in milliseconds. */
const countdownMs = (text: string): number => {
  const [hours, minutes, seconds] = text.split(':').map(Number);
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
};

Given('银行和手机的时钟由场景拨动', async function (this: ScenarioWorld) {
  await this.driver.takeClock();
});

When('时间过去了{int}小时{int}分钟', async function (this: ScenarioWorld, hours: number, minutes: number) {
  await this.driver.passTime(hours * HOUR + minutes * MINUTE);
});

When('客户打开私募产品{string}这笔购买的订单', async function (this: ScenarioWorld, prdCode: string) {
  await this.driver.openDealRecord((await latestPurchase(this, prdCode)).uniOrderId);
});

Then('页面显示产品{string}这笔购买的冷静期至下单后24小时，倒计时不到{int}分钟', async function (this: ScenarioWorld, prdCode: string, minutes: number) {
  const deal = await latestPurchase(this, prdCode);
  assert.equal(dayjs(deal.coolingOffEnd).diff(dayjs(deal.orderTime)), 24 * HOUR, 'the bank ends the cooling-off 24 hours after the order');
  const shown = (await this.driver.coolingOffShown()) ?? assert.fail('the page shows no 冷静期');
  assert.equal(shown.end, dayjs(deal.coolingOffEnd).format('YYYY-MM-DD HH:mm'));
  assert.equal(shown.over, false, 'the 冷静期 is over on the page');
  const left = countdownMs(shown.left ?? '');
  assert.ok(left > 0 && left <= minutes * MINUTE, `the countdown says ${shown.left}, not under ${minutes} minutes`);
});

Then('购买页在客户确认购买之前写明{string}', async function (this: ScenarioWorld, words: string) {
  assert.equal(await this.driver.coolingOffBeforeSigning(), words);
});

Then('购买页不提冷静期', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.coolingOffBeforeSigning(), null);
});

/** `<冷静期结束时间>` in the words is the end the bank set for this purchase (YYYY-MM-DD HH:mm). */
Then('购买结果页写明产品{string}这笔购买的冷静期至下单后24小时：{string}', async function (this: ScenarioWorld, prdCode: string, words: string) {
  const deal = await latestPurchase(this, prdCode);
  assert.equal(dayjs(deal.coolingOffEnd).diff(dayjs(deal.orderTime)), 24 * HOUR, 'the bank ends the cooling-off 24 hours after the order');
  assert.equal(await this.driver.placedCoolingOff(), words.replace('<冷静期结束时间>', dayjs(deal.coolingOffEnd).format('YYYY-MM-DD HH:mm')));
});

Then('购买结果页不提冷静期', async function (this: ScenarioWorld) {
  assert.ok(await this.driver.purchasePlaced(), 'the purchase result page is not shown');
  assert.equal(await this.driver.placedCoolingOff(), null);
});

Then('我的理财中产品{string}的持仓写着冷静期至下单后24小时', async function (this: ScenarioWorld, prdCode: string) {
  const deal = await latestPurchase(this, prdCode);
  assert.equal(await this.driver.holdingCardCoolingOff(deal.prdName), `冷静期至${dayjs(deal.coolingOffEnd).format('YYYY-MM-DD HH:mm')}`);
});

Then('页面显示冷静期已结束', async function (this: ScenarioWorld) {
  const shown = (await this.driver.coolingOffShown()) ?? assert.fail('the page shows no 冷静期');
  assert.deepEqual({ over: shown.over, left: shown.left }, { over: true, left: null });
});

Then('页面不显示冷静期', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.coolingOffShown(), null);
});

Then('银行记录私募产品{string}这笔购买的状态为{string}', async function (this: ScenarioWorld, prdCode: string, status: string) {
  assert.equal((await latestPurchase(this, prdCode)).status, status);
});

Then('直接向银行撤销私募产品{string}这笔购买，银行以{string}拒绝：冷静期已结束', async function (this: ScenarioWorld, prdCode: string, code: string) {
  const deal = await latestPurchase(this, prdCode);
  const reply = await this.driver.cancelAtBank(deal.uniOrderId);
  const end = dayjs(deal.coolingOffEnd).format('YYYY-MM-DD HH:mm');
  assert.deepEqual(reply, { success: false, code, msg: `冷静期已于${end}结束，该笔交易已确认，不能撤单` });
});
