export interface Card {
  cardNo: string;
  bankName: string;
  /** The signed wealth-management card. */
  signed: boolean;
}

/** SPEC §3 user info, without anything the store must not keep (no tokens here). */
export interface Customer {
  cusNm: string;
  idNo: string;
  mobile: string;
  signCard: string;
  hasSameCard: boolean;
  /** empFlg 0: no trading password yet. */
  hasTradingPassword: boolean;
  cards: Card[];
}
