/**
 * The notice a customer reads before signing the wealth-management contract (t200005), plain
 * text, one paragraph a line. The store shows it after the signing prompt (SPEC §4).
 */
export const SIGNING_NOTICE = [
  '1. 签约后，您选择的银行卡将作为理财签约卡，用于理财产品的购买扣款、赎回到账和收益分配。',
  '2. 每位客户同一时间只能有一张理财签约卡；更换签约卡前，请确认该卡没有在途交易。',
  '3. 理财非存款，产品有风险，投资须谨慎。购买前请阅读产品说明书和风险揭示书，了解产品的风险等级和您的风险承受能力。',
  '4. 签约需验证您的交易密码。我行工作人员不会以任何理由索要您的交易密码。',
  '5. 如有疑问，请致电客服热线：400 820 8888。',
].join('\n');

/** t200005 sends its text plus-encoded (form encoding: spaces as +). */
export const plusEncoded = (text: string): string => encodeURIComponent(text).replace(/%20/g, '+');
