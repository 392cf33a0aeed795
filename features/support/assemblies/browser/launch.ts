import { chromium, type Browser } from 'playwright-core';
import { phoneFontsEnv } from '../../../../scripts/phone-fonts';
import { startStore, type RunningStore } from '../../../../scripts/store-server';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The customer's phone: every scenario's browser context. */
export const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' };

export interface SharedLaunch {
  browser: Browser;
  store: RunningStore;
}

let shared: Promise<SharedLaunch> | null = null;

/** One production store with its mock bank and one Chromium for the whole run. */
export function sharedLaunch(): Promise<SharedLaunch> {
  shared ??= (async () => {
    const store = await startStore('production', { port: 0, mockPort: 0 });
    // A phone's fonts, not the host's (scripts/phone-fonts.ts): the same layouts and font lookups on any machine.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, env: { ...process.env, ...phoneFontsEnv() } });
    return { browser, store };
  })();
  return shared;
}

export async function shutDownBrowserAssembly(): Promise<void> {
  if (!shared) return;
  const { browser, store } = await shared;
  await browser.close();
  await store.close();
  shared = null;
}
