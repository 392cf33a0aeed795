import type { Page } from 'playwright-core';
import type { ElderLayoutView } from '../../tasks/views';

/**
 * Measures every visible text and control of the page as it is now (getComputedStyle and
 * getBoundingClientRect): text size, line height and contrast against the backgrounds behind the
 * text (each colour of a gradient counted), the headings' sizes, each control's height.
 */
export async function measureElderLayout(page: Page): Promise<ElderLayoutView> {
  // The test runner's transform wraps named helpers in a __name the page does not have.
  await page.evaluate('globalThis.__name ??= (helper) => helper');
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility === 'visible';
    };
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      const words = (element.textContent ?? '').trim().slice(0, 16) || element.getAttribute('aria-label') || '';
      return `${element.tagName.toLowerCase()}${classes} “${words}”`;
    };

    // Computed colours read rgb()/rgba(); a gradient's colours are read out of its text.
    const colours = (text: string): Rgba[] => (text.match(/rgba?\([^)]*\)/g) ?? []).map((colour) => {
      const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    });
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    /** The solid colours that can be behind an element: its ancestors' backgrounds laid over the white page. */
    const backdrops = (element: Element): Rgba[] => {
      const layers: Element[] = [];
      for (let at: Element | null = element; at; at = at.parentElement) layers.unshift(at);
      return layers.reduce<Rgba[]>((under, layer) => {
        const style = getComputedStyle(layer);
        const stops = colours(style.backgroundImage);
        const base = stops.length > 0 ? stops.flatMap((stop) => under.map((colour) => over(stop, colour))) : under;
        const [fill] = colours(style.backgroundColor);
        return fill && fill[3] > 0 ? base.map((colour) => over(fill, colour)) : base;
      }, [[255, 255, 255, 1]]);
    };
    const opacity = (element: Element) => {
      let product = 1;
      for (let at: Element | null = element; at; at = at.parentElement) product *= Number(getComputedStyle(at).opacity);
      return product;
    };
    const contrast = (element: Element, style: CSSStyleDeclaration) => {
      if (element instanceof SVGElement) return null; // SVG text is drawn in `fill`, not `color`
      const empty = (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && !element.value;
      const [ink] = colours(empty ? getComputedStyle(element, '::placeholder').color : style.color);
      const faded: Rgba = [ink[0], ink[1], ink[2], ink[3] * opacity(element)];
      return Math.min(...backdrops(element).map((backdrop) => ratio(over(faded, backdrop), backdrop)));
    };

    const holders = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (node.textContent?.trim() && parent && !parent.closest('script, style, noscript, template')) holders.add(parent);
    }
    const fields = [...document.querySelectorAll('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea')];
    const texts = [...holders, ...fields].filter(shown).map((element) => {
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const lineHeight = holders.has(element) ? (style.lineHeight === 'normal' ? 1.2 : parseFloat(style.lineHeight) / size) : null;
      return { what: describe(element), size, lineHeight, contrast: contrast(element, style) };
    });

    const headings = [...document.querySelectorAll('h1, h2, h3, h4')].filter(shown)
      .map((heading) => ({ what: describe(heading), size: parseFloat(getComputedStyle(heading).fontSize) }));

    const controls = 'a[href], button, input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea, summary, [role=tab], label:has(> input[type=checkbox]), label:has(> input[type=radio])';
    const targets = [...document.querySelectorAll(controls)]
      // A link inside running text grows with its line (WCAG 2.5.8's inline exception).
      .filter((control) => shown(control) && !(control.tagName === 'A' && getComputedStyle(control).display === 'inline'))
      .map((control) => ({ what: describe(control), height: control.getBoundingClientRect().height }));

    return { texts, bodySize: parseFloat(getComputedStyle(document.body).fontSize), headings, targets };
  });
}
