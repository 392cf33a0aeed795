import assert from 'node:assert/strict';
import { defineParameterType, Then, When } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';

/** The pages whose first screen comes with the HTML (features/first-screen.feature), at a bank-app address. */
const FIRST_SCREEN_PAGES: Record<string, { path: string; query: Record<string, string> }> = {
  理财首页: { path: '/', query: { shareType: '02' } },
  我的理财: { path: '/myHome', query: { shareType: '02' } },
  全部活期持仓页: { path: '/currentMoreSum', query: { shareType: '02' } },
  全部定期持仓页: { path: '/regularMoreSum', query: { shareType: '02' } },
  链接无效页: { path: '/shareTypeError', query: {} },
};

defineParameterType({
  name: 'firstScreenPage',
  regexp: new RegExp(Object.keys(FIRST_SCREEN_PAGES).join('|')),
  transformer: (name: string) => FIRST_SCREEN_PAGES[name],
});

When('客户打开{firstScreenPage}，商城的脚本还没有到达', async function (this: ScenarioWorld, page: { path: string; query: Record<string, string> }) {
  this.remembered.set('firstScreen', await this.driver.firstScreen(page.path, page.query));
});

Then('页面已经显示{string}', function (this: ScenarioWorld, text: string) {
  const shown = this.remembered.get('firstScreen');
  assert.equal(typeof shown, 'string', '客户还没有打开页面');
  assert.ok((shown as string).includes(text), `首屏没有"${text}"：${shown as string}`);
});
