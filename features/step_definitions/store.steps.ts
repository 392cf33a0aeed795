import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import '../support/business-terms';
import type { StoreWorld } from '../support/world';
import type { FaultRule, ProductKindName, SectionName } from '../support/store-tasks';
import { PUBLISHED } from '../support/published-texts';

// ---- the mock bank -------------------------------------------------------------------------

Given('{service}{fault}', async function (this: StoreWorld, path: string, fault: Omit<FaultRule, 'path'>) {
  await this.store.useFaults([{ path, ...fault }]);
});

Given('{service}下一次返回错误码{string}和消息{string}', async function (this: StoreWorld, path: string, code: string, msg: string) {
  await this.store.useFaults([{ path, code, msg, times: 1 }]);
});

// ---- entering ------------------------------------------------------------------------------

Given('客户从{mode}进入理财商城', async function (this: StoreWorld, mode: string) {
  await this.store.open({ shareType: mode });
});

Given('已登录的客户从微信分享进入理财商城', async function (this: StoreWorld) {
  await this.store.open({ shareType: '01', openId: 'o-scenario-openid', accessToken: 'scenario-token' });
});

Given('客户打开入口参数为{string}的链接', async function (this: StoreWorld, value: string) {
  await this.store.open(value === '无' ? {} : { shareType: value });
});

Given('客户打开客户经理{string}分享的产品{string}的链接', async function (this: StoreWorld, employeeNo: string, prdCode: string) {
  await this.store.open({ shareType: '01', prdCode, employeeNo });
});

When('客户不带入口参数再次打开理财首页', async function (this: StoreWorld) {
  await this.store.reopen('/');
});

When('客户打开没有产品编号的详情页', async function (this: StoreWorld) {
  await this.store.reopen('/expected');
});

Then('商城记住客户是从{mode}进入的', async function (this: StoreWorld, mode: string) {
  assert.equal(await this.store.sessionShareType(), mode);
});

Then('商城通过银行App识别了客户', async function (this: StoreWorld) {
  assert.equal(await this.store.requestCount('showUniCusInfo'), 1);
  assert.equal(await this.store.requestCount('custInfo'), 1);
});

Then('商城重新通过银行App识别了客户', async function (this: StoreWorld) {
  assert.equal(await this.store.requestCount('showUniCusInfo'), 2);
  assert.equal(await this.store.requestCount('custInfo'), 2);
});

Then('客户经过微信登录回到了理财首页', async function (this: StoreWorld) {
  assert.equal(await this.store.messagingLoginVisits(), 1);
  assert.equal(await this.store.currentPage(), '理财首页');
  assert.equal(await this.store.requestCount('queryCustomerInfo'), 2);
  assert.equal(await this.store.dialog(), null);
});

Then('行为记录中有进入商城的记录', async function (this: StoreWorld) {
  const records = await this.store.traceRecords();
  assert.ok(records.some((r) => r.behaviorNo === 'B001' && r.event === 'enter' && r.value === '02'), JSON.stringify(records));
});

Then('每条行为记录的版本是{string}，时间为14位数字', async function (this: StoreWorld, version: string) {
  const records = await this.store.traceRecords();
  assert.ok(records.length > 0);
  records.forEach((r) => {
    assert.equal(r.version, version);
    assert.match(r.time, /^\d{14}$/);
  });
});

// ---- pages ---------------------------------------------------------------------------------

Then('客户看到理财首页', async function (this: StoreWorld) {
  assert.equal(await this.store.currentPage(), '理财首页');
});

Then('客户看到{string}', async function (this: StoreWorld, text: string) {
  assert.ok(await this.store.pageShows(text), `the page does not show "${text}"`);
});

Then('客户看到提示{string}', async function (this: StoreWorld, text: string) {
  const toasts = await this.store.toasts();
  assert.ok(toasts.includes(text), `toasts were ${JSON.stringify(toasts)}`);
});

Then('弹出{string}对话框，内容为{string}', async function (this: StoreWorld, title: string, message: string) {
  assert.deepEqual(await this.store.dialog(), { title, message });
});

When('客户确认对话框', async function (this: StoreWorld) {
  await this.store.confirmDialog();
});

Then('没有弹出任何对话框', async function (this: StoreWorld) {
  assert.equal(await this.store.dialog(), null);
});

Then('商城照常通过微信识别了客户，没有任何提示', async function (this: StoreWorld) {
  assert.equal(await this.store.currentPage(), '理财首页');
  assert.equal(await this.store.requestCount('queryCustomerInfo'), 1);
  assert.equal(await this.store.messagingLoginVisits(), 0);
  assert.equal(await this.store.dialog(), null);
  assert.deepEqual(await this.store.toasts(), []);
});

When('客户打开一分钟读懂理财', async function (this: StoreWorld) {
  await this.store.openOneMinute();
});

Then('页面显示加载提示', async function (this: StoreWorld) {
  assert.equal(await this.store.loadingShown(), true);
});

Then('加载提示在{float}秒内消失', async function (this: StoreWorld, seconds: number) {
  assert.equal(await this.store.loadingGoneWithin(seconds * 1000), true);
});

// ---- home ----------------------------------------------------------------------------------

Then('首页{string}展示{int}个产品', async function (this: StoreWorld, kind: ProductKindName, count: number) {
  const section = await this.store.homeSection(kind);
  assert.equal(section.products.length, count);
});

Then('首页每个产品都展示名称、收益或业绩比较基准、起购金额和风险等级', async function (this: StoreWorld) {
  for (const kind of ['定期理财', '活期理财'] as const) {
    for (const product of (await this.store.homeSection(kind)).products) {
      assert.ok(product.name && product.yieldValue && product.minPurchase.endsWith('起购') && product.risk, JSON.stringify(product));
    }
  }
});

Then('首页{string}说明{string}', async function (this: StoreWorld, kind: ProductKindName, message: string) {
  assert.equal((await this.store.homeSection(kind)).message, message);
});

When('客户在首页向下浏览到{int}像素处', async function (this: StoreWorld, y: number) {
  await this.store.scrollHomeTo(y);
});

When('客户打开首页{string}的第{int}个产品', async function (this: StoreWorld, kind: ProductKindName, index: number) {
  await this.store.openProductFromHome(kind, index);
});

When('客户返回', async function (this: StoreWorld) {
  await this.store.goBack();
});

Then('首页回到{int}像素处', async function (this: StoreWorld, y: number) {
  assert.ok(Math.abs((await this.store.homeScroll()) - y) <= 2, `scrolled to ${await this.store.homeScroll()}`);
});

Then('首页的产品列表只加载过一次', async function (this: StoreWorld) {
  assert.equal(await this.store.requestCount('t100001'), 1);
  assert.equal(await this.store.requestCount('t100002'), 1);
});

// ---- the product list ----------------------------------------------------------------------

When('客户查看更多{string}', async function (this: StoreWorld, kind: ProductKindName) {
  await this.store.openList(kind);
});

When('客户继续上拉加载更多', async function (this: StoreWorld) {
  await this.store.loadMore();
});

When('客户一直上拉直到没有更多', async function (this: StoreWorld) {
  for (let page = 0; page < 20 && (await this.store.listEnd()) !== '没有更多产品了'; page += 1) await this.store.loadMore();
});

When('客户下拉刷新', async function (this: StoreWorld) {
  await this.store.pullToRefresh();
});

When('客户按{word}排序', async function (this: StoreWorld, sort: '收益率' | '业绩比较基准') {
  await this.store.sortBy(sort);
});

Then('列表展示{int}个产品', async function (this: StoreWorld, count: number) {
  assert.equal((await this.store.listed()).length, count);
});

Then('列表展示全部定期产品，至少{int}个', async function (this: StoreWorld, atLeast: number) {
  const listed = await this.store.listed();
  assert.ok(listed.length >= atLeast, `listed ${listed.length}`);
  assert.equal(new Set(listed.map((p) => p.code)).size, listed.length, 'a product was listed twice');
});

Then('列表底部显示{string}', async function (this: StoreWorld, text: string) {
  assert.equal(await this.store.listEnd(), text);
});

const percent = (text: string) => Number.parseFloat(text.split('-').pop()!.replace('%', ''));

Then('列表按收益率从高到低排列', async function (this: StoreWorld) {
  const shelf = (await this.store.bankProducts()).filter((p) => p.prdKind === 'term' && p.isPrivate !== '1');
  const byYield = shelf.sort((a, b) => Number(b.yearClientRatio) - Number(a.yearClientRatio) || a.prdCode.localeCompare(b.prdCode));
  const listed = (await this.store.listed()).map((p) => p.code);
  assert.deepEqual(listed, byYield.slice(0, listed.length).map((p) => p.prdCode));
});

Then('列表按业绩比较基准从{word}排列', async function (this: StoreWorld, direction: string) {
  const benchmarks = (await this.store.listed()).filter((p) => p.yieldLabel === '业绩比较基准').map((p) => percent(p.yieldValue));
  assert.ok(benchmarks.length >= 2, 'too few benchmarks to judge the order');
  const sorted = [...benchmarks].sort((a, b) => (direction === '高到低' ? b - a : a - b));
  assert.deepEqual(benchmarks, sorted);
});

Then('列表中都是活期产品', async function (this: StoreWorld) {
  const codes = (await this.store.listed()).map((p) => p.code);
  assert.ok(codes.length > 0);
  assert.ok(codes.every((code) => !code.startsWith('EXP') && !code.startsWith('RCLS')), codes.join(','));
});

// ---- detail --------------------------------------------------------------------------------

When('客户打开产品{string}的详情', async function (this: StoreWorld, code: string) {
  this.remembered.set('openedProduct', code);
  await this.store.openProduct(code);
});

When('服务恢复后客户重新加载产品详情', async function (this: StoreWorld) {
  await this.store.clearFaults();
  await this.store.retry();
});

When('客户点击购买', async function (this: StoreWorld) {
  await this.store.tapBuy();
});

Then('客户看到{string}详情页', async function (this: StoreWorld, family: string) {
  assert.equal((await this.store.detail()).family, family);
});

Then('详情页的产品名称是{string}', async function (this: StoreWorld, name: string) {
  assert.equal((await this.store.detail()).name, name);
});

Then('详情页的收益显示为{string}', async function (this: StoreWorld, value: string) {
  assert.equal((await this.store.detail()).yieldValue, value);
});

Then('详情页展示', async function (this: StoreWorld, table: DataTable) {
  const detail = await this.store.detail();
  const shown: Record<string, string> = { ...detail.facts, [detail.yieldLabel]: detail.yieldValue };
  for (const { 项目, 内容 } of table.hashes()) assert.equal(shown[项目], 内容, `${项目}: ${JSON.stringify(shown)}`);
});

Then('详情页展示{string}为{string}', async function (this: StoreWorld, name: string, value: string) {
  assert.equal((await this.store.detail()).facts[name], value);
});

Then('详情页展示本期开始日和下一开放日', async function (this: StoreWorld) {
  const { facts } = await this.store.detail();
  assert.match(facts['本期开始'] ?? '', /^\d{4}-\d{2}-\d{2}$/);
  assert.match(facts['下一开放日'] ?? '', /^\d{4}-\d{2}-\d{2}$/);
  assert.ok(facts['下一开放日'] > facts['本期开始']);
});

Then('底部栏显示{string}，{word}', async function (this: StoreWorld, text: string, actionable: string) {
  const { bottomBar } = await this.store.detail();
  assert.deepEqual({ text: bottomBar.text, actionable: bottomBar.actionable }, { text, actionable: actionable === '可以点击' });
});

Then('底部栏显示该产品的开售日期，不可点击', async function (this: StoreWorld) {
  const { bottomBar, facts } = await this.store.detail();
  assert.equal(bottomBar.kind, 'preSale');
  assert.equal(bottomBar.text, `${facts['募集开始']} 开售`);
  assert.equal(bottomBar.actionable, false);
});

Then('分享链接带有客户经理编号{string}', async function (this: StoreWorld, employeeNo: string) {
  const link = (await this.store.detail()).shareLink;
  assert.ok(link, 'no share link');
  assert.equal(new URL(link, 'http://store').searchParams.get('employeeNo'), employeeNo);
});

Then('分享链接不带客户经理编号', async function (this: StoreWorld) {
  const link = (await this.store.detail()).shareLink;
  assert.ok(link, 'no share link');
  assert.equal(new URL(link, 'http://store').searchParams.get('employeeNo'), null);
});

Then('详情页没有分享入口', async function (this: StoreWorld) {
  assert.equal((await this.store.detail()).shareLink, null);
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

Given('产品{string}的{section}夹带了脚本、事件代码和javascript:链接', async function (this: StoreWorld, code: string, section: SectionName) {
  await this.store.publishText(section, code, HOSTILE_TEXT);
});

When('客户展开{section}', async function (this: StoreWorld, section: SectionName) {
  await this.store.toggleSection(section);
});

When('客户收起{section}', async function (this: StoreWorld, section: SectionName) {
  await this.store.toggleSection(section);
});

When('客户查看{section}', async function (this: StoreWorld, section: SectionName) {
  await this.store.toggleSection(section);
});

When('客户关闭{section}', async function (this: StoreWorld, section: SectionName) {
  await this.store.toggleSection(section);
});

Then('详情页没有{section}入口', async function (this: StoreWorld, section: SectionName) {
  assert.equal(await this.store.sectionOffered(section), false);
});

When('客户重新加载{section}', async function (this: StoreWorld, section: SectionName) {
  await this.store.retrySection(section);
});

Then('{section}中写着{string}', async function (this: StoreWorld, section: SectionName, text: string) {
  const shown = await this.store.sectionText(section);
  assert.ok(shown.includes(text), `${section} reads: ${shown}`);
});

Then('{section}还没有加载', async function (this: StoreWorld, section: SectionName) {
  assert.equal(await this.store.requestCount(PUBLISHED[section].service), 0);
});

Then('{section}只加载过一次', async function (this: StoreWorld, section: SectionName) {
  assert.equal(await this.store.requestCount(PUBLISHED[section].service), 1);
});

Then('页面没有执行任何夹带的代码', async function (this: StoreWorld) {
  assert.equal(await this.store.injectedCodeRan(), false);
});

Then('{section}中没有javascript:链接', async function (this: StoreWorld, section: SectionName) {
  const links = await this.store.sectionLinks(section);
  assert.ok(links.every((href) => !/^\s*javascript:/i.test(href)), `links: ${JSON.stringify(links)}`);
});

// ---- tiered products -------------------------------------------------------------------------

Then('分档收益为', async function (this: StoreWorld, table: DataTable) {
  const { rows, message } = await this.store.tierTable();
  assert.equal(message, null);
  assert.deepEqual(rows, table.rows());
});

Then('分档收益说明{string}', async function (this: StoreWorld, text: string) {
  assert.equal((await this.store.tierTable()).message, text);
});

When('客户重新加载分档收益', async function (this: StoreWorld) {
  await this.store.retryTierRates();
});
