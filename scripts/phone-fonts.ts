import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Issue 34 item 5: the fonts Chromium sees are the same on every host. Chrome on Linux looks each
 * font up through fontconfig, synchronously, and a host with hundreds of fonts (or a cold cache)
 * pays for it in the page's layouts: the measure would be the host's, not the store's. So the bench
 * and the browser assembly run Chromium with a fontconfig of the project's own, naming only what a
 * phone has, one sans for Chinese and one for Latin text, its cache built before the first load.
 */

/** The fonts, from Debian's packages (.ci/run installs them): WenQuanYi Zen Hei, and Liberation Sans (Arial's metrics, as a phone's Latin sans). */
export const PHONE_FONT_DIRS = ['/usr/share/fonts/truetype/wqy', '/usr/share/fonts/truetype/liberation'] as const;

const HOME = resolve(import.meta.dirname, '../.tmp/phone-fonts');

const config = (cacheDir: string) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by scripts/phone-fonts.ts: only a phone's kinds of font, whatever the host has. -->
<fontconfig>
${PHONE_FONT_DIRS.map((dir) => `  <dir>${dir}</dir>`).join('\n')}
  <cachedir>${cacheDir}</cachedir>
  <!-- A family the phone lacks falls back to its sans, as 49-sansserif.conf does for a host. -->
  <match target="pattern">
${['sans-serif', 'serif', 'monospace'].map((generic) => `    <test qual="all" name="family" compare="not_eq"><string>${generic}</string></test>`).join('\n')}
    <edit name="family" mode="append_last"><string>sans-serif</string></edit>
  </match>
${['sans-serif', 'serif', 'monospace', 'system-ui'].map((generic) => `  <alias binding="strong"><family>${generic}</family><prefer><family>Liberation Sans</family><family>WenQuanYi Zen Hei</family></prefer></alias>`).join('\n')}
</fontconfig>
`;

/**
 * The environment that gives Chromium the phone's fonts: FONTCONFIG_FILE, its cache built now
 * (once per configuration). Throws, saying what to install, when a font is missing.
 */
export function phoneFontsEnv(): { FONTCONFIG_FILE: string } {
  const missing = PHONE_FONT_DIRS.filter((dir) => !existsSync(dir));
  if (missing.length) throw new Error(`the phone's fonts are missing (${missing.join(', ')}): apt-get install fonts-wqy-zenhei fonts-liberation`);
  const file = resolve(HOME, 'fonts.conf');
  const text = config(resolve(HOME, 'cache'));
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
    mkdirSync(HOME, { recursive: true });
    writeFileSync(file, text);
  }
  // fc-cache writes nothing when the cache is current: cheap to ask every time.
  execFileSync('fc-cache', [], { env: { ...process.env, FONTCONFIG_FILE: file }, stdio: 'ignore' });
  return { FONTCONFIG_FILE: file };
}
