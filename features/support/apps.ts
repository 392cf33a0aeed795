/**
 * The apps a customer opens the store in (SPEC §1: the channel comes from the user agent; DECISIONS.md:
 * MicroMessenger is the messaging app, everything else the bank app), as both assemblies present them.
 */
export type AppName = '微信' | '银行App';

export const USER_AGENTS: Record<AppName, string> = {
  微信: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  银行App: 'Mozilla/5.0 (Linux; Android 14; SM-S9180) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36 BankApp/6.2',
};

/**
 * Where a customer opens a link when the scenario does not say: a share (shareType 01) in the
 * messaging app, a bank-app link (02) in the bank app; a link without a mode where they already are (null).
 */
export const appOfLink = (link: Record<string, string>): AppName | null =>
  link.shareType === '01' ? '微信' : link.shareType === '02' ? '银行App' : null;
