import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServicesProvider } from '../../../../src/ui/app/services';
import { createShell } from '../../../../src/ui/compose/first-load';
import type { DomainSession } from './session';

/**
 * What the store's own components show for the session's view-models: their markup, rendered as
 * the first paint of a page is (no effects run). A step that reads it reads the page, not a
 * harness's copy of how the page words things.
 */
export function renderedMarkup(session: DomainSession, element: ReactElement): string {
  const app = createElement(ServicesProvider, { shell: createShell(session.resolve), stores: session.stores, children: element });
  return renderToStaticMarkup(createElement(MemoryRouter, null, app));
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:"[^"]*"|[^>"])*?)(\/?)>/g;
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);

/** The outermost elements whose opening tag matches `opening` (/^<strong/, /class="x"/, /data-testid="y"/), each whole. */
export function elementsOf(markup: string, opening: RegExp): string[] {
  const found: string[] = [];
  let start = -1;
  let name = '';
  let depth = 0;
  for (const tag of markup.matchAll(TAG)) {
    const [whole, closing, tagName, , selfClosing] = tag;
    const at = tag.index;
    if (start < 0) {
      if (closing || !opening.test(whole)) continue;
      if (selfClosing || VOID.has(tagName)) {
        found.push(whole);
        continue;
      }
      [start, name, depth] = [at, tagName, 1];
    } else if (tagName === name && !selfClosing) {
      depth += closing ? -1 : 1;
      if (depth === 0) {
        found.push(markup.slice(start, at + whole.length));
        start = -1;
      }
    }
  }
  return found;
}

/** The first element of `markup` whose opening tag matches, or '' when there is none. */
export const elementOf = (markup: string, opening: RegExp): string => elementsOf(markup, opening)[0] ?? '';

/** The elements directly inside an element (its markup as elementsOf gives it). */
export function childrenOf(element: string): string[] {
  const inner = element.replace(/^<[^>]*>/, '').replace(/<\/[a-zA-Z0-9]+>$/, '');
  return elementsOf(inner, /^/);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };

/** The text a reader sees in markup: its tags dropped, its character references read. */
export const textOf = (markup: string): string => markup.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);

/** An attribute's value in an element's opening tag, or null. */
export function attributeOf(element: string, name: string): string | null {
  const opening = /^<[^>]*>/.exec(element)?.[0] ?? '';
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(opening)?.[1];
  return value === undefined ? null : textOf(value);
}
