import { ServerHtml } from '../../../components/ServerHtml';
import { TRADE_RULES_TEXT } from '../detail-texts';
import { SubPageBody } from './SubPageBody';
import { SubPageFrame } from './SubPageFrame';
import { SUB_PAGE_CONTENT } from './sub-page-content';

/** SPEC §2 trade rules (every *TardRule route): the product's trading rules (t200001) on a full page, sanitised. */
export default function TradeRulePage() {
  return (
    <SubPageFrame title={TRADE_RULES_TEXT.title} testId="trade-rule-page">
      {(product) => (
        <SubPageBody product={product} load={SUB_PAGE_CONTENT.tradeRules} texts={TRADE_RULES_TEXT} isEmpty={(rules) => !rules.trim()}>
          {(rules) => (
            <section className="detail-section">
              <ServerHtml className="server-html" html={rules} />
            </section>
          )}
        </SubPageBody>
      )}
    </SubPageFrame>
  );
}
