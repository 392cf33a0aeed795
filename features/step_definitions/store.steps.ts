import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import '../support/business-terms';
import type { ScenarioWorld } from '../support/world';
import type { FaultRule, SectionName } from '../support/tasks/views';
import { PUBLISHED } from '../support/published-texts';
import { TRACE_CODES } from '../support/trace-codes';

// ---- the mock bank -------------------------------------------------------------------------

Given('{service}{fault}', async function (this: ScenarioWorld, path: string, fault: Omit<FaultRule, 'path'>) {
  await this.driver.useFaults([{ path, ...fault }]);
});

When('从现在起数{service}的查询次数', async function (this: ScenarioWorld, service: string) {
  this.remembered.set(`calls:${service}`, await this.driver.requestCount(service));
});

Then('从那时起{service}被查询了{int}次', async function (this: ScenarioWorld, service: string, times: number) {
  const before = this.remembered.get(`calls:${service}`);
  assert.equal(typeof before, 'number', `没有从那时起数${service}的查询次数`);
  assert.equal((await this.driver.requestCount(service)) - (before as number), times);
});

Given('{service}下一次返回错误码{string}和消息{string}', async function (this: ScenarioWorld, path: string, code: string, msg: string) {
  await this.driver.useFaults([{ path, code, msg, times: 1 }]);
});

// ---- entering ------------------------------------------------------------------------------

Given('客户从{mode}进入理财商城', async function (this: ScenarioWorld, mode: string) {
  await this.driver.open({ shareType: mode });
});

Given('已登录的客户从微信分享进入理财商城', async function (this: ScenarioWorld) {
  await this.driver.open({ shareType: '01', openId: 'o-scenario-openid', accessToken: 'scenario-token' });
});

Given('客户打开入口参数为{string}的链接', async function (this: ScenarioWorld, value: string) {
  await this.driver.open(value === '无' ? {} : { shareType: value });
});

Given('客户打开客户经理{string}分享的产品{string}的链接', async function (this: ScenarioWorld, employeeNo: string, prdCode: string) {
  await this.driver.open({ shareType: '01', prdCode, employeeNo });
});

When('客户不带入口参数再次打开理财首页', async function (this: ScenarioWorld) {
  await this.driver.reopen('/');
});

When('客户打开没有产品编号的详情页', async function (this: ScenarioWorld) {
  await this.driver.reopen('/expected');
});

Then('商城记住客户是从{mode}进入的', async function (this: ScenarioWorld, mode: string) {
  assert.equal(await this.driver.sessionShareType(), mode);
});

Then('商城通过银行App识别了客户', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.requestCount('showUniCusInfo'), 1);
  assert.equal(await this.driver.requestCount('custInfo'), 1);
});

Then('商城重新通过银行App识别了客户', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.requestCount('showUniCusInfo'), 2);
  assert.equal(await this.driver.requestCount('custInfo'), 2);
});

Then('客户经过微信登录回到了理财首页', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.messagingLoginVisits(), 1);
  assert.equal(await this.driver.currentPage(), '理财首页');
  assert.equal(await this.driver.requestCount('queryCustomerInfo'), 2);
  assert.equal(await this.driver.dialog(), null);
});

Then('行为记录中有进入商城的记录', async function (this: ScenarioWorld) {
  const traced = (records: Array<Record<string, string>>) => records.some((r) => r.behaviorNo === TRACE_CODES.enterStore.behaviorNo && r.event === 'enter' && r.value === '02');
  const records = await this.driver.traceRecords(traced);
  assert.ok(traced(records), JSON.stringify(records));
});

Then('每条行为记录的版本是{string}，时间为14位数字', async function (this: ScenarioWorld, version: string) {
  const records = await this.driver.traceRecords();
  assert.ok(records.length > 0);
  records.forEach((r) => {
    assert.equal(r.version, version);
    assert.match(r.time, /^\d{14}$/);
  });
});

// ---- pages ---------------------------------------------------------------------------------

Then('客户看到理财首页', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.currentPage(), '理财首页');
});

Then('在375像素宽的手机上，这些文字都在一行内：', async function (this: ScenarioWorld, table: DataTable) {
  assert.deepEqual(await this.driver.brokenAcrossLines(table.raw().flat()), []);
});

Then('客户看到{string}', async function (this: ScenarioWorld, text: string) {
  assert.ok(await this.driver.pageShows(text), `the page does not show "${text}"`);
});

Then('客户看到提示{string}', async function (this: ScenarioWorld, text: string) {
  const toasts = await this.driver.toasts();
  assert.ok(toasts.includes(text), `toasts were ${JSON.stringify(toasts)}`);
});

Then('弹出{string}对话框，内容为{string}', async function (this: ScenarioWorld, title: string, message: string) {
  assert.deepEqual(await this.driver.dialogShown(), { title, message });
});

When('客户确认对话框', async function (this: ScenarioWorld) {
  await this.driver.confirmDialog();
});

Then('提示框随离开的页面关闭', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.dialogsClosed(), true);
});

Then('没有弹出任何对话框', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.dialog(), null);
});

Then('商城照常通过微信识别了客户，没有任何提示', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.currentPage(), '理财首页');
  assert.equal(await this.driver.requestCount('queryCustomerInfo'), 1);
  assert.equal(await this.driver.messagingLoginVisits(), 0);
  assert.equal(await this.driver.dialog(), null);
  assert.deepEqual(await this.driver.toastsSoFar(), []);
});

When('客户打开一分钟读懂理财', async function (this: ScenarioWorld) {
  await this.driver.openOneMinute();
});

Then('页面显示加载提示', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.loadingShown(), true);
});

Then('加载提示在{float}秒内消失', async function (this: ScenarioWorld, seconds: number) {
  assert.equal(await this.driver.loadingGoneWithin(seconds * 1000), true);
});

// ---- rules that are a time, on the page's own clock (SPEC §9's 0.7 s and 0.5 s) -------------

/** The identity call of each way in (SPEC §7). */
const IDENTITY_CALLS: Record<string, string> = { 微信: 'queryCustomerInfo', 银行App: 'showUniCusInfo' };
const millis = (seconds: number) => Math.round(seconds * 1000);

Given('页面的时钟由场景掌握', async function (this: ScenarioWorld) {
  await this.driver.takePageClock();
});

Given('页面的时钟停住，由场景拨动', async function (this: ScenarioWorld) {
  await this.driver.holdPageClock();
});

When('已登录的客户从微信分享进入理财商城，页面的时钟由场景拨动', async function (this: ScenarioWorld) {
  await this.driver.enterWithPageClockHeld({ shareType: '01', openId: 'o-scenario-openid', accessToken: 'scenario-token' });
});

When('页面的时钟走到新的页面出现', async function (this: ScenarioWorld) {
  await this.driver.untilNextPageShows();
});

Then(/^按页面的时钟，页面出现后([\d.]+)秒时加载提示(仍然显示|已经消失)$/, async function (this: ScenarioWorld, seconds: string, state: string) {
  await this.driver.pageClockAt(millis(Number(seconds)));
  assert.equal(await this.driver.loadingShowsNow(), state === '仍然显示', `加载提示 at ${seconds} s`);
});

Then(/^按页面的时钟，页面出现后([\d.]+)秒时商城还没有通过(微信|银行App)识别客户$/, async function (this: ScenarioWorld, seconds: string, app: string) {
  await this.driver.pageClockAt(millis(Number(seconds)));
  assert.equal(await this.driver.identityChecksNow(IDENTITY_CALLS[app]), 0, `identity checks at ${seconds} s`);
});

Then(/^按页面的时钟，页面出现后([\d.]+)秒时商城通过(微信|银行App)识别了客户一次$/, async function (this: ScenarioWorld, seconds: string, app: string) {
  await this.driver.pageClockAt(millis(Number(seconds)));
  assert.equal(await this.driver.identityChecksNow(IDENTITY_CALLS[app]), 1, `identity checks at ${seconds} s`);
});

// ---- detail --------------------------------------------------------------------------------

When('客户打开产品{string}的详情', async function (this: ScenarioWorld, code: string) {
  this.remembered.set('openedProduct', code);
  await this.driver.openProduct(code);
});

When('服务恢复后客户重新加载产品详情', async function (this: ScenarioWorld) {
  await this.driver.clearFaults();
  await this.driver.retry();
});

When('客户点击购买', async function (this: ScenarioWorld) {
  await this.driver.tapBuy();
});

Then('客户看到{string}详情页', async function (this: ScenarioWorld, family: string) {
  assert.equal((await this.driver.detail()).family, family);
});

Then('详情页的产品名称是{string}', async function (this: ScenarioWorld, name: string) {
  assert.equal((await this.driver.detail()).name, name);
});

Then('详情页的收益显示为{string}', async function (this: ScenarioWorld, value: string) {
  assert.equal((await this.driver.detail()).yieldValue, value);
});

Then('详情页展示', async function (this: ScenarioWorld, table: DataTable) {
  const detail = await this.driver.detail();
  const shown: Record<string, string> = { ...detail.facts, [detail.yieldLabel]: detail.yieldValue };
  for (const { 项目, 内容 } of table.hashes()) assert.equal(shown[项目], 内容, `${项目}: ${JSON.stringify(shown)}`);
});

Then('详情页展示{string}为{string}', async function (this: ScenarioWorld, name: string, value: string) {
  assert.equal((await this.driver.detail()).facts[name], value);
});

/** The bank's current cycle of the product (its curCycleDate and nextCycleDate), as the detail page lists it. */
Then('详情页展示本期开始日和下一开放日', async function (this: ScenarioWorld) {
  const { code, facts } = await this.driver.detail();
  const product = (await this.driver.bankProducts()).find((record) => record.prdCode === code) ?? assert.fail(`the bank has no product ${code}`);
  assert.ok(product.curCycleDate && product.nextCycleDate, `the bank publishes no cycle for ${code}`);
  assert.deepEqual({ 本期开始: facts['本期开始'], 下一开放日: facts['下一开放日'] }, { 本期开始: product.curCycleDate, 下一开放日: product.nextCycleDate });
});

Then('底部栏显示{string}，{word}', async function (this: ScenarioWorld, text: string, actionable: string) {
  const { bottomBar } = await this.driver.detail();
  assert.deepEqual({ text: bottomBar.text, actionable: bottomBar.actionable }, { text, actionable: actionable === '可以点击' });
});

Then('底部栏显示该产品的开售日期，不可点击', async function (this: ScenarioWorld) {
  const { bottomBar, facts } = await this.driver.detail();
  assert.equal(bottomBar.kind, 'preSale');
  assert.equal(bottomBar.text, `${facts['募集开始']} 开售`);
  assert.equal(bottomBar.actionable, false);
});

Then('分享链接带有客户经理编号{string}', async function (this: ScenarioWorld, employeeNo: string) {
  const link = (await this.driver.detail()).shareLink;
  assert.ok(link, 'no share link');
  assert.equal(new URL(link, 'http://store').searchParams.get('employeeNo'), employeeNo);
});

Then('分享链接不带客户经理编号', async function (this: ScenarioWorld) {
  const link = (await this.driver.detail()).shareLink;
  assert.ok(link, 'no share link');
  assert.equal(new URL(link, 'http://store').searchParams.get('employeeNo'), null);
});

Then('详情页没有分享入口', async function (this: ScenarioWorld) {
  assert.equal((await this.driver.detail()).shareLink, null);
});

// ---- published texts: trading rules, risk warning ---------------------------------------------

/** Text carrying the usual ways to smuggle code into HTML; each would set window.injected. */
const HOSTILE_TEXT = [
  '<h3>申购规则</h3><p>起购金额1万元。</p>',
  '<script>window.injected = "script"</script>',
  '<img src="x" onerror="window.injected = \'onerror\'">',
  '<svg><circle onload="window.injected = \'svg\'" r="1"></circle></svg>',
  '<p><a href="javascript:window.injected = \'link\'">查看详情</a></p>',
  '<iframe src="javascript:parent.injected = \'iframe\'"></iframe>',
].join('');

Given('产品{string}的{section}夹带了脚本、事件代码和javascript:链接', async function (this: ScenarioWorld, code: string, section: SectionName) {
  await this.driver.publishText(section, code, HOSTILE_TEXT);
});

When('客户展开{section}', async function (this: ScenarioWorld, section: SectionName) {
  await this.driver.toggleSection(section);
});

When('客户收起{section}', async function (this: ScenarioWorld, section: SectionName) {
  await this.driver.toggleSection(section);
});

When('客户查看{section}', async function (this: ScenarioWorld, section: SectionName) {
  await this.driver.toggleSection(section);
});

When('客户关闭{section}', async function (this: ScenarioWorld, section: SectionName) {
  await this.driver.toggleSection(section);
});

Then('详情页没有{section}入口', async function (this: ScenarioWorld, section: SectionName) {
  assert.equal(await this.driver.sectionOffered(section), false);
});

When('客户重新加载{section}', async function (this: ScenarioWorld, section: SectionName) {
  await this.driver.retrySection(section);
});

Then('{section}中写着{string}', async function (this: ScenarioWorld, section: SectionName, text: string) {
  const shown = await this.driver.sectionText(section);
  assert.ok(shown.includes(text), `${section} reads: ${shown}`);
});

Then('{section}还没有加载', async function (this: ScenarioWorld, section: SectionName) {
  assert.equal(await this.driver.requestCount(PUBLISHED[section].service), 0);
});

Then('{section}只加载过一次', async function (this: ScenarioWorld, section: SectionName) {
  assert.equal(await this.driver.requestCount(PUBLISHED[section].service), 1);
});

Then('页面没有执行任何夹带的代码', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.injectedCodeRan(), false);
});

Then('{section}中没有javascript:链接', async function (this: ScenarioWorld, section: SectionName) {
  const links = await this.driver.sectionLinks(section);
  assert.ok(links.every((href) => !/^\s*javascript:/i.test(href)), `links: ${JSON.stringify(links)}`);
});

// ---- tiered products -------------------------------------------------------------------------

Then('分档收益为', async function (this: ScenarioWorld, table: DataTable) {
  const { rows, message } = await this.driver.tierTable();
  assert.equal(message, null);
  assert.deepEqual(rows, table.rows());
});

Then('分档收益说明{string}', async function (this: ScenarioWorld, text: string) {
  assert.equal((await this.driver.tierTable()).message, text);
});

When('客户重新加载分档收益', async function (this: ScenarioWorld) {
  await this.driver.retryTierRates();
});
