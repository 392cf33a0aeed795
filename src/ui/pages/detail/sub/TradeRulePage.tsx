import { ServerHtml } from '../../../components/ServerHtml';
import { TRADE_RULES_TEXT } from '../detail-texts';
import { SubPageBody } from './SubPageBody';
import { SubPageFrame } from './SubPageFrame';
import type { TradeRulesViewModel } from './sub-page-view-model';
import type { PageProps } from '../../../app/router';

/** SPEC §2 trade rules (every *TardRule route): the product's trading rules (t200001) on a full page, sanitised. */
export default function TradeRulePage({ viewModel, query }: PageProps<TradeRulesViewModel, 'prdCode'>) {
  return (
    <SubPageFrame title={TRADE_RULES_TEXT.title} testId="trade-rule-page" viewModel={viewModel} prdCode={query.prdCode}>
      {(tradeRules) => (
        <SubPageBody data={tradeRules} texts={TRADE_RULES_TEXT} isEmpty={(rules) => !rules.trim()}>
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
