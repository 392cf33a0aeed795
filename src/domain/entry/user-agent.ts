/** DECISIONS.md: the messaging app is recognised by MicroMessenger; everything else is the bank app. */
export type Channel = 'messaging' | 'bankApp';
export type Platform = 'ArkWeb' | 'iOS' | 'Android' | 'other';

export const channelOf = (userAgent: string): Channel =>
  /MicroMessenger/i.test(userAgent) ? 'messaging' : 'bankApp';

/** Ordered: HarmonyOS ArkWeb user agents may also mention Android, so ArkWeb is tested first. */
const PLATFORM_RULES: ReadonlyArray<[RegExp, Platform]> = [
  [/ArkWeb|OpenHarmony|HarmonyOS/i, 'ArkWeb'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Android/i, 'Android'],
];

export function platformOf(userAgent: string): Platform {
  return PLATFORM_RULES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'other';
}
