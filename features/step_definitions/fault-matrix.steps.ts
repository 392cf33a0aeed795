import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';
import type { Tasks } from '../support/tasks';
import { faultNamed, NO_SUCH_PRODUCT, outcomeOf, screenNamed, type Outcome } from '../support/fault-matrix';
import { DEAL_TYPES } from '../../mock-server/handlers/purchase';

const PIN = '147258';
const PRODUCT = { code: 'EXP0000001', name: '安心收益180天' };
const PURCHASE = { prdCode: 'CUR0000001', typed: '1000', amt: '1000.00' };
const REDEMPTION = { prdCode: 'NWD0000001', typed: '5000', vol: '5000.00' };

/** What each screen says when it has not done its part, as the other features quote it. */
const NOT_DONE = {
  list: '产品列表暂时没有加载出来，请稍后重试',
  detail: '产品信息暂时没有加载出来',
  purchase: '购买请求未送达银行，未扣款，请重新提交',
  redemption: '赎回请求未送达银行，份额未变动，请重新提交',
  holdings: '持仓暂时没有加载出来',
};

/** How the customer meets each screen of the matrix, in the store's tasks. */
interface ScreenDriver {
  /** To the moment before the call. */
  arrive(store: Tasks): Promise<void>;
  /** The customer's step that makes the call. */
  act(store: Tasks): Promise<void>;
  /** It shows what it shows when all is well. */
  works(store: Tasks): Promise<boolean>;
  /** It says it did not load (or, for an order, that it was not sent), and what was typed is still there. */
  saysNotDone(store: Tasks): Promise<boolean>;
  /** The customer tries again once the fault is gone (after an outcome where something did not happen). */
  retry(store: Tasks, after: Outcome): Promise<void>;
  /** The orders of the scenario the bank must hold in the end. */
  orders(store: Tasks): Promise<boolean>;
}

const noOrders = async (store: Tasks) => (await store.bankOrders()).length === 0;
const oneOrder = (match: (order: Record<string, string>) => boolean) => async (store: Tasks) => {
  const orders = await store.bankOrders();
  return orders.length === 1 && match(orders[0]);
};

const startPurchase = async (store: Tasks) => {
  await store.reopen('/buy', { prdCode: PURCHASE.prdCode });
  await store.enterAmount(PURCHASE.typed);
  await store.confirmPurchase();
  await store.agreeToRiskStatement();
};

const startRedemption = async (store: Tasks) => {
  await store.openHolding(REDEMPTION.prdCode);
  await store.startRedemption(REDEMPTION.prdCode, '赎回');
  await store.enterVolume(REDEMPTION.typed);
  await store.confirmRedemption();
};

const DRIVERS: Record<string, ScreenDriver> = {
  首页产品列表: {
    arrive: async () => undefined,
    act: (store) => store.reopen('/'),
    works: async (store) => (await store.homeSection('定期理财')).products.length === 5,
    saysNotDone: async (store) => (await store.homeSection('定期理财')).message === NOT_DONE.list,
    retry: (store) => store.reopen('/'),
    orders: noOrders,
  },
  产品详情: {
    arrive: async () => undefined,
    act: (store) => store.openProduct(PRODUCT.code),
    works: async (store) => (await store.detail().catch(() => null))?.name === PRODUCT.name,
    saysNotDone: (store) => store.pageShows(NOT_DONE.detail),
    retry: async (store, after) => {
      if (after.kind !== 'noSuchProduct') return store.retry();
      await store.confirmDialog();
      await store.openProduct(PRODUCT.code);
    },
    orders: noOrders,
  },
  购买: {
    arrive: startPurchase,
    act: (store) => store.enterPin(PIN),
    works: async (store) => (await store.purchasePlaced()) !== null,
    saysNotDone: async (store) => (await store.purchasePending()) === NOT_DONE.purchase && (await store.enteredAmount()) === PURCHASE.typed,
    retry: async (store, after) => {
      if (after.kind === 'notTaken') await store.sendPurchaseAgain();
      else {
        await store.confirmDialog();
        await startPurchase(store);
      }
      await store.enterPin(PIN);
    },
    orders: oneOrder((order) => order.transType === DEAL_TYPES.purchase && order.prdCode === PURCHASE.prdCode && order.amt === PURCHASE.amt),
  },
  赎回: {
    arrive: startRedemption,
    act: (store) => store.enterRedemptionPin(PIN),
    works: async (store) => (await store.redemptionDone()) !== null,
    saysNotDone: async (store) => (await store.redemptionPending()) === NOT_DONE.redemption && (await store.enteredVolume()) === REDEMPTION.typed,
    retry: async (store, after) => {
      if (after.kind === 'notTaken') await store.sendRedemptionAgain();
      else {
        await store.confirmDialog();
        await startRedemption(store);
      }
      await store.enterRedemptionPin(PIN);
    },
    orders: oneOrder((order) => order.transType === DEAL_TYPES.redemption && order.prdCode === REDEMPTION.prdCode && order.vol === REDEMPTION.vol),
  },
  持仓列表: {
    arrive: async () => undefined,
    act: (store) => store.openMyWealth(),
    works: async (store) => (await store.holdingsIn('活期理财')).length > 0,
    saysNotDone: async (store) => (await store.myWealthSays()) === NOT_DONE.holdings,
    retry: async (store, after) => {
      if (after.kind === 'notice') await store.confirmDialog();
      await store.reloadMyWealth();
    },
    orders: noOrders,
  },
};

const driverOf = (screen: string) => DRIVERS[screen] ?? assert.fail(`no driver for the matrix's screen ${screen}`);

Given('客户来到故障矩阵的{string}', async function (this: ScenarioWorld, screen: string) {
  await driverOf(screen).arrive(this.driver);
});

When('{string}的服务出现{string}时，客户照常操作', async function (this: ScenarioWorld, screen: string, fault: string) {
  await this.driver.useFaults([{ path: screenNamed(screen).path, ...faultNamed(fault).rule }]);
  await driverOf(screen).act(this.driver);
});

Then('客户看到的是故障矩阵为{string}和{string}规定的结果', async function (this: ScenarioWorld, screen: string, fault: string) {
  const outcome = outcomeOf(faultNamed(fault), screenNamed(screen));
  this.remembered.set('outcome', outcome);
  const driver = driverOf(screen);
  // What must show is read first (each read waits for it); "nothing else" is read after, without waiting.
  const nothingElse = async () => assert.deepEqual({ toasts: await this.driver.toastsSoFar(), dialog: await this.driver.dialog() }, { toasts: [], dialog: null });
  switch (outcome.kind) {
    case 'shown':
    case 'taken':
      assert.ok(await driver.works(this.driver), `${screen} does not show as usual`);
      return nothingElse();
    case 'quiet':
      assert.ok(await driver.saysNotDone(this.driver), `${screen} does not say it did not load`);
      return nothingElse();
    case 'message':
    case 'notTaken':
      assert.deepEqual(await this.driver.toasts(), [outcome.message]);
      return assert.ok(await driver.saysNotDone(this.driver), `${screen} does not say it is not done, or lost what was typed`);
    case 'noSuchProduct':
      return assert.deepEqual(await this.driver.dialogShown(), { title: '提示', message: NO_SUCH_PRODUCT });
    case 'notice':
      return assert.deepEqual(await this.driver.dialogShown(), { title: '通知', message: outcome.message });
  }
});

Then('加载提示已经结束', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.loadingEnded(), true);
});

When('故障消除后客户在{string}重试', async function (this: ScenarioWorld, screen: string) {
  await this.driver.clearFaults();
  const outcome = this.remembered.get('outcome') as Outcome;
  // Shown or taken: nothing is left to try again; the check after proves nothing was doubled.
  if (outcome.kind !== 'shown' && outcome.kind !== 'taken') await driverOf(screen).retry(this.driver, outcome);
});

Then('{string}照常可用，银行的订单不重复也不缺少', async function (this: ScenarioWorld, screen: string) {
  const driver = driverOf(screen);
  assert.ok(await driver.works(this.driver), `${screen} does not work after the retry`);
  assert.ok(await driver.orders(this.driver), JSON.stringify(await this.driver.bankOrders()));
});
