import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { DETAIL_ROUTES } from '../../domain/catalog/template-route';
import { BROWSE_TEXT } from '../pages/browse/browse-texts';
import { HOLDINGS_LIST_TEXT, WEALTH_TEXT } from '../pages/wealth/wealth-texts';
import { HoldingsListFrame } from '../pages/wealth/HoldingsListFrame';
import { SHARE_TYPE_ERROR_TEXT } from '../pages/entry/InvalidEntry';
import { DetailSkeleton } from '../pages/detail/DetailSkeleton';
import { HomeFirstScreen } from '../pages/browse/HomeFrame';
import { ElderSwitchButton } from '../components/ElderMode';
import { FIRST_SCREEN_FILES, pageFileAt, SHELL_FILE, type FirstScreenName } from './first-screens';
import { FIRST_PAGE_TYPE } from './first-page-type';
import { renderFirstScreens } from './prerender';

const fileAt = (address: string) => {
  const url = new URL(address, 'https://store.example');
  return pageFileAt(url.pathname, url.searchParams);
};

describe('the HTML file each address is sent (issue 19)', () => {
  it('sends the home list, every detail page, My wealth and the invalid-entry page their own first screen', () => {
    expect(fileAt('/?shareType=02')).toBe('index.html');
    for (const route of DETAIL_ROUTES) expect(fileAt(`${route}?prdCode=NWD0000001`)).toBe(route === '/regularColsedPrivate' ? 'regularColsedPrivate.html' : 'detail.html');
    expect(fileAt('/wxPrdDetail?prdCode=NWD0000001')).toBe('detail.html');
    expect(fileAt('/myHome')).toBe('myHome.html');
    expect(fileAt('/shareTypeError')).toBe('shareTypeError.html');
  });

  it('sends a shared product link at the root the detail page\'s first screen, and any other page the shell', () => {
    expect(fileAt('/?shareType=01&prdCode=NWD0000001&employeeNo=800123')).toBe('detail.html');
    expect(fileAt('/buy?prdCode=NWD0000001')).toBe('buy.html');
    expect(fileAt('/list?kind=term')).toBe('list.html');
    expect(fileAt('/currentMoreSum')).toBe('currentMoreSum.html');
    expect(fileAt('/regularMoreSum')).toBe('regularMoreSum.html');
    expect(fileAt('/risklevel')).toBe(SHELL_FILE);
  });
});

describe('the prerendered first screens', () => {
  const screens = renderFirstScreens();

  it('writes one file per first screen and the shell, each with the loading indicator', () => {
    expect(Object.keys(screens).sort()).toEqual([...Object.values(FIRST_SCREEN_FILES), SHELL_FILE].sort());
    for (const markup of Object.values(screens)) expect(markup).toContain('loading-indicator');
  });

  it('holds each page\'s own words', () => {
    expect(screens['index.html']).toContain(BROWSE_TEXT.disclosure);
    expect(screens['myHome.html']).toContain(WEALTH_TEXT.totalAssets);
    expect(screens['shareTypeError.html']).toContain(SHARE_TYPE_ERROR_TEXT.message);
    expect(screens['currentMoreSum.html']).toContain(HOLDINGS_LIST_TEXT.currentTitle);
    expect(screens['regularMoreSum.html']).toContain(HOLDINGS_LIST_TEXT.regularTitle);
  });

  it('is the markup the pages draw while they load, so the store takes over without a flash', () => {
    const drawn = (element: React.ReactNode) => renderToStaticMarkup(<StaticRouter location="/">{element}</StaticRouter>);
    expect(screens['index.html']).toContain(drawn(<HomeFirstScreen elderSwitch={<ElderSwitchButton on={false} />} />));
    expect(screens['detail.html']).toContain(drawn(<DetailSkeleton />));
    expect(screens['currentMoreSum.html']).toContain(drawn(<HoldingsListFrame flag="0" busy />));
  });

  it('samples each page\'s type, in the type scale\'s sizes, hidden from sight and from screen readers until the store lays it out', () => {
    for (const name of Object.keys(FIRST_SCREEN_FILES) as FirstScreenName[]) {
      const sample = screens[FIRST_SCREEN_FILES[name]].match(/<div class="type-sample" aria-hidden="true">(.*?)<\/div>/)?.[1] ?? '';
      const sizes = [...sample.matchAll(/<span hidden="" style="font-size:var\(--fs-(\w+)\);font-weight:(\d+)">/g)].map(([, size, weight]) => [size, Number(weight)]);
      expect(sizes).toEqual(FIRST_PAGE_TYPE[name]);
    }
    expect(screens[SHELL_FILE]).not.toContain('type-sample');
  });
});

describe('docs/shell.md\'s nginx rules', () => {
  it('send every page with a file of its own that file, as pageFileAt does', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync('docs/shell.md', 'utf8');
    const rule = doc.match(/location ~ \^\/\(([^)]+)\)\$ \{\s*try_files \/detail\.html/);
    expect(rule).not.toBeNull();
    const paths = rule![1].split('|').map((name) => `/${name}`);
    expect(paths.map(fileAt)).toEqual(paths.map(() => 'detail.html'));
    const own = [...doc.matchAll(/location = (\/\w+) \{ try_files \/([\w.]+) =404; \}/g)].map(([, path, file]) => [path, file]);
    expect(own.map(([path]) => [path, fileAt(path)])).toEqual(own);
    expect(new Set([...paths, ...own.map(([path]) => path)])).toEqual(new Set([...DETAIL_ROUTES, '/wxPrdDetail', '/myHome', '/shareTypeError', '/list', '/buy', '/currentMoreSum', '/regularMoreSum']));
  });
});
