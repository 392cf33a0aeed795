import { describe, expect, it } from 'vitest';
import { allowInertMarkup, isInertMarkup } from './inert-markup-policy';

describe('the default policy (G2\'s tooltip)', () => {
  it('passes the tooltip\'s own markup: its box, title, item rows and the empty string', () => {
    expect(isInertMarkup('')).toBe(true);
    expect(isInertMarkup('<div class="g2-tooltip"></div>')).toBe(true);
    expect(isInertMarkup('2026-11-20')).toBe(true);
    expect(isInertMarkup(`<li class="g2-tooltip-list-item" data-index="0">
        <span class="g2-tooltip-list-item-name">
          <span class="g2-tooltip-list-item-marker" style="background:#c8152d"></span>
          <span class="g2-tooltip-list-item-name-label" title="单位净值">单位净值</span>
        </span>
        <span class="g2-tooltip-list-item-value" title="1.0325">1.0325</span>
      </li>`)).toBe(true);
    expect(isInertMarkup('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(true);
  });

  it('refuses anything that could run, load or frame', () => {
    for (const html of [
      '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<div onclick="alert(1)"></div>', '<span onmouseover=alert(1)>x</span>',
      '<a href="javascript:alert(1)">x</a>', '<iframe srcdoc="x"></iframe>', '<svg onload=alert(1)>', '<div style="background:url(https://evil.example/x)"></div>',
      '<div class="a" x=1>', '<div class="a"', '<<script>script>', '<style>*{}</style>', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ]) expect(isInertMarkup(html), html).toBe(false);
  });

  it('is made once, named default, and throws on what it refuses', () => {
    const made: Array<{ name: string; createHTML(html: string): string }> = [];
    const factory = { createPolicy: (name: 'default', rules: { createHTML(html: string): string }) => made.push({ name, ...rules }) };
    allowInertMarkup(factory);
    allowInertMarkup(factory);
    expect(made.map((policy) => policy.name)).toEqual(['default']);
    expect(made[0].createHTML('<div class="g2-tooltip"></div>')).toBe('<div class="g2-tooltip"></div>');
    expect(() => made[0].createHTML('<img src=x onerror=alert(1)>')).toThrow(TypeError);
  });
});
