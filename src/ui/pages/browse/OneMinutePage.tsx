import { Link } from 'react-router-dom';
import { RISK_IN_PLAIN_WORDS } from '../../../domain/catalog/risk-in-plain-words';
import { usePageTitle } from '../../components/use-page-title';
import { BROWSE_TEXT } from './browse-texts';
import { ROUTES } from '../../app/router';

const RISK_LEVELS: ReadonlyArray<[string, string, string]> = [
  ['R1', '低风险', '保守型（C1）及以上客户'],
  ['R2', '中低风险', '稳健型（C2）及以上客户'],
  ['R3', '中风险', '平衡型（C3）及以上客户'],
  ['R4', '中高风险', '成长型（C4）及以上客户'],
  ['R5', '高风险', '进取型（C5）客户'],
];

/** /onemtufm — one minute to understand wealth-management products before choosing one. */
export default function OneMinutePage() {
  usePageTitle(BROWSE_TEXT.oneMinute);
  return (
    <main className="page article">
      <h1>{BROWSE_TEXT.oneMinute}</h1>
      <section>
        <h2>理财产品是什么</h2>
        <p>理财产品由理财公司或银行发行，把客户的资金投向债券、存款、货币市场工具等资产，收益随投资结果变化。理财非存款，不受存款保险保障，本金和收益都可能受损失。</p>
      </section>
      <section>
        <h2>定期和活期</h2>
        <p><strong>定期理财</strong>有固定的投资期限或开放周期，期限内一般不能赎回，到期或在开放日才能取回资金。</p>
        <p><strong>活期理财</strong>（如现金管理类产品）可以在交易日随时申购和赎回，适合存放日常备用的钱。</p>
      </section>
      <section>
        <h2>怎么看收益</h2>
        <p><strong>业绩比较基准</strong>是产品管理人设定的投资目标，不是预期收益率，也不是对收益的承诺。</p>
        <p><strong>七日年化收益率</strong>和<strong>近一年年化收益率</strong>是过去的表现，过往业绩不代表未来表现。</p>
        <p><strong>净值</strong>反映每份产品现在值多少钱；净值上涨即为盈利，下跌即为亏损。</p>
      </section>
      <section>
        <h2>风险等级与您的风险承受能力</h2>
        <p>每个产品都有风险等级，购买前需完成风险承受能力评估，只能购买与评估结果相匹配的产品。</p>
        <table className="table">
          <caption className="visually-hidden">产品风险等级与适合的客户</caption>
          <thead>
            <tr><th scope="col">产品等级</th><th scope="col">风险</th><th scope="col" className="elder-only">{BROWSE_TEXT.riskColumn}</th><th scope="col">适合的客户</th></tr>
          </thead>
          <tbody>
            {RISK_LEVELS.map(([level, risk, suits]) => (
              <tr key={level}><td>{level}</td><td>{risk}</td><td className="elder-only">{RISK_IN_PLAIN_WORDS[level]}</td><td>{suits}</td></tr>
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h2>购买前请留意</h2>
        <ul>
          <li>起购金额和追加金额：低于起购金额或不是追加金额的整数倍时不能购买。</li>
          <li>费用：认购费、申购费、赎回费等以产品说明书为准。</li>
          <li>到账时间：赎回资金一般在确认后划入您的理财签约卡。</li>
        </ul>
      </section>
      <p className="disclosure">{BROWSE_TEXT.disclosure}</p>
      <Link to={ROUTES.home.path} className="button">去看看产品</Link>
    </main>
  );
}
