import { dateKey, isoDate } from '../../domain/calendar';
import type { Product } from '../../domain/catalog/product';
import type { CallOutcome, Failure } from '../../domain/errors/call-outcome';
import type { Customer } from '../../domain/identity/customer';
import { customerBlock, riskRecordVerdict, saleBlock, type BuyBlock } from '../../domain/purchase/buy-preconditions';
import { buyerSteps, type BuyerStep } from '../../domain/purchase/buyer-steps';
import { VALID_RISK_PASSES, type RiskRecord } from '../../domain/risk/risk-record';
import type { CustomerDirectory } from '../ports/customer-directory';
import type { InvestorStatus } from '../ports/investor-status';
import type { RiskAssessment } from '../ports/risk-assessment';
import type { Clock } from '../ports/system';
import type { CustomerSession } from '../session/customer-session';
import { KeptOnce } from '../catalog/product-cache';

export type BuyCheck =
  /**
   * The customer may buy, after the steps this purchase adds before the amount (issue 18: the
   * qualified-investor confirmation, the older customer's care), in their order; with the risk record
   * the check read, so that a step can set the customer's level against the product's.
   */
  | { kind: 'ok'; customer: Customer; steps: BuyerStep[]; riskRecord: RiskRecord | null }
  | { kind: 'blocked'; block: BuyBlock }
  /** Mode 01 without the messaging login: log in first, then come back. */
  | { kind: 'needsLogin' }
  /** A call failed (network, session): the failure, to present as the catalogue says. */
  | { kind: 'failed'; failure: Failure<unknown> };

const blocked = (block: BuyBlock): BuyCheck => ({ kind: 'blocked', block });

/** How long a pass on the detail page's 购买 stands for the /buy page the tap opens. */
export const TAP_PASS_MS = 10_000;

/**
 * SPEC §4's buy preconditions, in order: the product on sale (status 4 or 5, sold out, pre-sale:
 * the detail page's words, before anything is asked), the customer's info (trading password), the
 * signing card, then the risk check of SPEC §5; then which steps the purchase adds (a private product's
 * qualified-investor confirmation, asked of the bank; an older customer's care for R4 and above). The
 * bank checks all of it again when the order comes; this tells the customer before they type an amount and a PIN.
 */
export class CheckBuyPreconditions {
  /** Checks that passed on 购买, each kept for the /buy page the tap opens. */
  private readonly tapPasses: KeptOnce<BuyCheck>;

  constructor(
    private readonly customers: CustomerDirectory,
    private readonly risk: RiskAssessment,
    private readonly session: CustomerSession,
    private readonly clock: Clock,
    private readonly investors: InvestorStatus,
  ) {
    this.tapPasses = new KeptOnce<BuyCheck>(clock, TAP_PASS_MS);
  }

  /** The check for a tap on 购买: a pass is kept for the /buy page the tap opens, which then asks the bank nothing again. */
  async runForTap(product: Product): Promise<BuyCheck> {
    const check = await this.run(product);
    if (check.kind === 'ok') this.tapPasses.keep(product.prdCode, check);
    else this.tapPasses.take(product.prdCode);
    return check;
  }

  /** The check a page makes as it opens: the tap's pass when the customer came from it just now (once), a new one otherwise. */
  async runOnOpen(product: Product): Promise<BuyCheck> {
    return this.tapPasses.take(product.prdCode) ?? this.run(product);
  }

  /** @param pageRead the customer's record as the page has just read it: the check does not read it again */
  async run(product: Product, pageRead?: Promise<CallOutcome<RiskRecord>>): Promise<BuyCheck> {
    const notOnSale = saleBlock(product, dateKey(this.clock.now()));
    if (notOnSale) return blocked(notOnSale);
    if (this.session.shareType === '01') {
      if (product.isSignature) return blocked({ kind: 'channelUnsupported' });
      // The messaging login works only inside the messaging app (SPEC §1: the flow differs by channel).
      if (!this.session.credentials) return this.session.channel === 'messaging' ? { kind: 'needsLogin' } : blocked({ kind: 'messagingOnly' });
    } else if (!this.session.inBankApp) return blocked({ kind: 'bankAppOnly' });
    // Both reads at once (one round trip, not two: the detail page's notices wait for them); the
    // preconditions are still judged in SPEC's order.
    const [info, record] = await Promise.all([this.customers.customerInfo(), pageRead ?? this.risk.riskLevel()]);
    if (info.kind === 'networkError' || info.kind === 'sessionInvalid') return { kind: 'failed', failure: info };
    // SPEC §8: "no customer for this ID type and number" comes as a message: the session names nobody the bank knows.
    if (info.kind === 'message') return blocked({ kind: 'userInfoInvalid', variant: 'E1' });
    if (info.kind !== 'ok') return blocked({ kind: 'customerQueryFailed' });
    const own = customerBlock(info.value);
    if (own) return blocked(own);
    const risk = await this.riskCheck(product, record);
    if ('kind' in risk) return risk;
    return this.stepsFor(product, info.value, risk.record);
  }

  /** SPEC §5: the record decides, or sends the decision to validRisk; the record when the product fits. */
  private async riskCheck(product: Product, level: CallOutcome<RiskRecord>): Promise<BuyCheck | { record: RiskRecord | null }> {
    if (level.kind !== 'ok' && level.kind !== 'message') return { kind: 'failed', failure: level };
    const record = level.kind === 'ok' ? level.value : null;
    const verdict = riskRecordVerdict(product, record, isoDate(this.clock.now()));
    if (verdict === 'fits') return { record };
    if (verdict !== 'askBank') return blocked(verdict);
    const valid = await this.risk.validRisk(product.prdCode);
    if (valid.kind !== 'ok') return { kind: 'failed', failure: valid };
    return valid.value === VALID_RISK_PASSES ? { record } : blocked({ kind: 'riskExceeded' });
  }

  /** Issue 18: the steps before the amount; the bank is asked for the qualified-investor status only for a private product. */
  private async stepsFor(product: Product, customer: Customer, riskRecord: RiskRecord | null): Promise<BuyCheck> {
    const status = product.isPrivate ? await this.investors.qualification() : null;
    if (status && status.kind !== 'ok') return { kind: 'failed', failure: status };
    const steps = buyerSteps(product, customer.idNo, status === null || status.value !== null, isoDate(this.clock.now()));
    return { kind: 'ok', customer, steps, riskRecord };
  }
}
