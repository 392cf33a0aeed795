/** What the bank publishes about a product beside its detail (SPEC §7 t200002, t200003, t200007, t100011). */

/** A selling point (t200002), shown in the detail page's swiper. */
export interface ProductTrait {
  title: string;
  desc: string;
}

/** One of the product's elements (t200003 lineList), e.g. 管理人 / 招银理财有限责任公司. */
export interface ProductElement {
  name: string;
  value: string;
}

/** buy: 认购费/申购费; redeem: 赎回费 (may be tiered by holding days); ongoing: 销售服务费, 托管费, 管理费. */
export type FeeType = 'buy' | 'redeem' | 'ongoing';

/** A fee line of t200003 feeList; the rate keeps the server's text ('0.30%/年'). */
export interface FeeLine {
  feeType: FeeType;
  feeName: string;
  feeRate: string;
  /** When the rate applies, e.g. 持有不足7天; empty when always. */
  feeDesc: string;
}

/** t200003: the product's elements and its fees. */
export interface ProductData {
  elements: ProductElement[];
  fees: FeeLine[];
}

/** A section of the sales material (t200007): its title and its HTML, not yet sanitised. */
export interface SynopsisSection {
  title: string;
  html: string;
}

/** An instruction document (SPEC §3 t100011): its name and where the PDF is. */
export interface InstructionDocument {
  insName: string;
  webAddress: string;
}
