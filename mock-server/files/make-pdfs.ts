/**
 * Makes the sample documents the mock bank serves at /h5/files/<name>.pdf (t100011). Run once and
 * commit the PDFs: `npx tsx mock-server/files/make-pdfs.ts [file.pdf …]` (needs Debian's chromium and fonts-wqy-zenhei);
 * naming files makes only those, so the others stay byte for byte as committed.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

interface SampleDocument {
  file: string;
  title: string;
  /** Each entry is one A5 page: a heading and its paragraphs. */
  pages: Array<{ heading: string; paragraphs: string[] }>;
}

const NOTICE = '本文件为模拟银行为开发与测试生成的样例文件，不构成任何产品的真实销售文件，内容仅供页面展示使用。';

const DOCUMENTS: SampleDocument[] = [
  {
    file: 'product-instructions.pdf',
    title: '理财产品说明书（样例）',
    pages: [
      {
        heading: '第一章 产品基本信息',
        paragraphs: [
          '一、产品名称：以销售页面展示的产品名称为准。产品代码、登记编码、管理人、托管人、募集期、成立日及到期日等要素详见产品详情页“产品要素”。',
          '二、产品类型：固定收益类或现金管理类净值型理财产品，不保证本金和收益。产品风险等级由管理人评定，销售机构另行评级的，以两者孰高为准。',
          '三、销售对象：经销售机构风险承受能力评估，评估结果与产品风险等级相匹配的个人投资者。私募理财产品仅向合格投资者销售。',
          '四、起购金额与追加金额：以产品详情页展示为准。投资者认购或申购时，须确保理财签约卡内有足额可用资金。',
        ],
      },
      {
        heading: '第二章 投资范围与投资策略',
        paragraphs: [
          '一、投资范围：国债、地方政府债、政策性金融债、高等级信用债、同业存单、银行存款、债券回购等固定收益类资产及货币市场工具。',
          '二、投资比例：固定收益类资产占产品总资产的比例不低于80%。因市场变化等非管理人原因导致投资比例超出上述范围的，管理人将在流动性受限资产可出售之日起十个交易日内调整至合规范围。',
          '三、投资策略：以票息收益为主，通过久期管理、信用精选和杠杆控制，力争在控制回撤的前提下获取稳健回报。',
          '四、业绩比较基准：业绩比较基准是管理人基于产品投资范围、投资策略和市场情况设定的投资目标，不是预期收益率，不代表产品的未来表现和实际收益。',
        ],
      },
      {
        heading: '第三章 费用、估值与信息披露',
        paragraphs: [
          '一、产品费用：认购费、申购费、赎回费、销售服务费、托管费和固定管理费的费率以产品详情页“费率说明”为准；年化费率按前一日产品资产净值每日计提。',
          '二、估值：产品资产按照企业会计准则及监管规定估值，管理人每个工作日公布产品份额净值。',
          '三、信息披露：管理人通过销售机构官方渠道披露产品发行公告、成立公告、定期报告、到期公告及重大事项公告。',
          NOTICE,
        ],
      },
    ],
  },
  {
    file: 'risk-disclosure.pdf',
    title: '理财产品风险揭示书（样例）',
    pages: [
      {
        heading: '重要提示',
        paragraphs: [
          '理财非存款、产品有风险、投资须谨慎。本理财产品不保证本金和收益，您的本金可能因市场变动而蒙受损失，您应充分认识投资风险，谨慎投资。',
          '本产品过往业绩不代表其未来表现，不等于产品实际收益，投资须谨慎。业绩比较基准不是预期收益率，不构成对产品收益的承诺。',
          '请您在购买前仔细阅读本风险揭示书、产品说明书及销售协议书，确认已理解产品的投资范围、风险等级、费用和赎回安排。',
        ],
      },
      {
        heading: '主要风险',
        paragraphs: [
          '一、市场风险：利率、汇率、证券价格等市场因素的变化可能导致产品资产价值下跌。',
          '二、信用风险：债券发行人或交易对手违约，可能导致产品资产损失。',
          '三、流动性风险：封闭期内或非开放日不能赎回；发生巨额赎回时，管理人可能延期支付赎回款项。',
          '四、政策风险、管理风险、信息传递风险、产品不成立风险、提前终止风险及不可抗力风险等，详见产品说明书。',
        ],
      },
      {
        heading: '投资者确认',
        paragraphs: [
          '本人已阅读并充分理解上述风险揭示内容，确认本人的风险承受能力评估结果与所购产品的风险等级相匹配，自愿承担投资风险。',
          '投资者签字（电子签名）：＿＿＿＿＿＿　日期：＿＿＿＿年＿＿月＿＿日',
          NOTICE,
        ],
      },
    ],
  },
  {
    file: 'investor-rights.pdf',
    title: '投资者权益须知（样例）',
    pages: [
      {
        heading: '尊敬的投资者',
        paragraphs: [
          '为保护您的合法权益，请在购买理财产品前认真阅读本须知。您享有知情权、自主选择权、公平交易权、财产安全权、信息安全权及依法求偿权。',
          '一、理财产品销售流程：风险承受能力评估、了解产品信息、阅读销售文件、签署确认、支付购买款项、购买确认。',
          '二、风险承受能力评估：您应如实填写评估问卷；评估结果有效期为一年，超过有效期或情况发生变化时，请重新评估。',
        ],
      },
      {
        heading: '信息查询与投诉渠道',
        paragraphs: [
          '三、信息披露与查询：您可以通过手机银行“理财”频道、营业网点及客服热线查询产品净值、持仓和交易记录。',
          '四、冷静期：私募理财产品设有不少于24小时的投资冷静期，冷静期内您可以解除已签订的销售文件，销售机构将及时退还全部投资款项。',
          '五、投诉渠道：如对产品或服务有异议，可拨打模拟银行客服热线（样例号码 400-000-0000）或前往营业网点反映，我们将在规定时限内答复。',
          NOTICE,
        ],
      },
    ],
  },
  {
    file: 'sales-agreement.pdf',
    title: '理财产品销售协议书（样例）',
    pages: [
      {
        heading: '第一条 协议双方与适用范围',
        paragraphs: [
          '一、本协议由投资者（以下称“甲方”）与模拟银行（以下称“乙方”）就甲方通过乙方购买理财产品的相关事宜订立，适用于甲方通过乙方各渠道购买、赎回和持有的全部理财产品。',
          '二、理财产品的具体要素以各产品的产品说明书、风险揭示书及销售页面展示为准，上述文件与本协议共同构成完整的销售文件。',
          '三、甲方确认已完成风险承受能力评估，并仅购买与评估结果相匹配的产品。',
        ],
      },
      {
        heading: '第二条 资金划转与份额确认',
        paragraphs: [
          '一、甲方授权乙方从理财签约卡扣划认购、申购款项，并将赎回款、分红款及到期兑付款划入该卡。',
          '二、认购、申购、赎回的确认日与资金到账日以产品说明书约定为准；确认前，甲方可按乙方规则撤单。',
          '三、快速赎回仅适用于乙方指定的现金管理类产品，单日额度以页面展示为准，资金实时到账理财签约卡。',
          NOTICE,
        ],
      },
    ],
  },
];

/** The files named on the command line, or every one. */
const chosen = process.argv.slice(2);
const toMake = chosen.length > 0 ? DOCUMENTS.filter((doc) => chosen.includes(doc.file)) : DOCUMENTS;

const page = (p: SampleDocument['pages'][number], index: number, doc: SampleDocument) =>
  `<section><h1>${doc.title}</h1><h2>${p.heading}</h2>${p.paragraphs.map((text) => `<p>${text}</p>`).join('')}` +
  `<footer>模拟银行 · 样例文件 · 第${index + 1}页／共${doc.pages.length}页</footer></section>`;

const html = (doc: SampleDocument) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
  body { font-family: 'WenQuanYi Zen Hei', sans-serif; margin: 0; color: #222; }
  section { page-break-after: always; position: relative; min-height: 180mm; }
  section:last-child { page-break-after: auto; }
  h1 { font-size: 15pt; text-align: center; margin: 0 0 6mm; }
  h2 { font-size: 12pt; margin: 0 0 4mm; color: #a4262c; }
  p { font-size: 10pt; line-height: 1.7; text-indent: 2em; margin: 0 0 3mm; }
  footer { position: absolute; bottom: 0; width: 100%; text-align: center; font-size: 8pt; color: #888; }
</style></head><body>${doc.pages.map((p, i) => page(p, i, doc)).join('')}</body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const tab = await browser.newPage();
  for (const doc of toMake) {
    await tab.setContent(html(doc), { waitUntil: 'load' });
    const pdf = await tab.pdf({ format: 'A5', printBackground: true, margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' } });
    writeFileSync(new URL(doc.file, import.meta.url), pdf);
    console.log(`${doc.file}: ${pdf.length} bytes`);
  }
} finally {
  await browser.close();
}
