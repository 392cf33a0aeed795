import type { Notifier } from '../../application/ports/interaction';
import type { ElderMode } from '../app/elder-mode';

/** Issue 18 item 3: the 长辈版 offer, loaded only for a customer of 65 or over who has not chosen yet. */
export const ELDER_OFFER_TEXT = {
  title: '长辈版',
  message: '您可以使用长辈版：字更大、按钮更大，产品的风险等级旁边用大白话说明。要打开长辈版吗？以后在理财首页或我的理财也可以随时切换。',
  accept: '打开长辈版',
  decline: '暂不需要',
} as const;

/** Asks once; either answer is the customer's choice, kept on the device, so the offer is never made again. */
export async function offerElderMode(notifier: Notifier, elderMode: ElderMode): Promise<void> {
  const accepted = await notifier.confirm({ title: ELDER_OFFER_TEXT.title, message: ELDER_OFFER_TEXT.message, confirmText: ELDER_OFFER_TEXT.accept, cancelText: ELDER_OFFER_TEXT.decline });
  if (accepted !== elderMode.on) elderMode.toggle();
  else elderMode.preferences.setElderMode(elderMode.on);
}
