import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { phoneFontsEnv } from './phone-fonts';

describe('the phone\'s fonts for Chromium (issue 34 item 5)', () => {
  const env = { ...process.env, ...phoneFontsEnv() };
  const families = () => execFileSync('fc-list', [':', 'family'], { env, encoding: 'utf8' }).split('\n').filter(Boolean).map((line) => line.split(',')[0]);

  it('names only the phone\'s two sans fonts, whatever else the host has', () => {
    expect(new Set(families().map((family) => (family.startsWith('WenQuanYi') ? 'WenQuanYi' : family.replace(/ (Narrow)$/, ''))))).toEqual(new Set(['WenQuanYi', 'Liberation Sans', 'Liberation Serif', 'Liberation Mono']));
  });

  it('draws Chinese in WenQuanYi Zen Hei and sans-serif Latin in Liberation Sans', () => {
    const match = (pattern: string) => execFileSync('fc-match', ['-f', '%{family[0]}', pattern], { env, encoding: 'utf8' });
    expect(match('sans-serif:lang=zh-cn:charset=7406')).toBe('WenQuanYi Zen Hei');
    expect(match('sans-serif')).toBe('Liberation Sans');
    expect(match('PingFang SC')).toBe('Liberation Sans');
  });
});
