import type { ElderLayoutView } from './views';

/** 长辈版 (features/elder-mode.feature). */
export interface ElderModeTasks {
  /** Sets the 长辈版 switch of the open page (理财首页, 我的理财) on or off, tapping it when it is not already. */
  switchElderMode(on: boolean): Promise<void>;
  /** Whether the store shows itself in 长辈版 (and, where the page has the switch, that the switch says so). */
  elderModeOn(): Promise<boolean>;
  /** The same phone later: the tab closed (the session gone), the store opened again with this link. */
  visitAgain(link: Record<string, string>): Promise<void>;
  /** What the open detail page says beside the product's risk level, in plain words, or null. */
  riskInPlainWords(): Promise<string | null>;
  /** The open page measured against 长辈版's sizes and contrast (browser only). */
  elderLayout(): Promise<ElderLayoutView>;
  /** The 长辈版 switch as a screen reader and a finger meet it on the open page (browser only). */
  elderSwitch(): Promise<{ name: string; pressed: boolean; height: number }>;
  /** Moves the keyboard's focus to the 长辈版 switch and presses Space (browser only). */
  pressElderSwitchByKeyboard(): Promise<void>;
  /** The page's viewport settings, as its meta tag says them (browser only). */
  viewport(): Promise<string>;
}
