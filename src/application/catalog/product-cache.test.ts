import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/catalog/product';
import { ok } from '../../domain/errors/call-outcome';
import type { ProductCatalog } from '../ports/product-catalog';
import { KEPT_PRODUCT_MS, ProductCache, withProductCache } from './product-cache';

const product = { prdCode: 'P001', prdName: '稳享' } as Product;
const fromBank = { prdCode: 'P001', prdName: '稳享（银行）' } as Product;

function setUp() {
  let now = 1_000_000;
  const asked: string[] = [];
  const cache = new ProductCache({ now: () => new Date(now) });
  const bank = { detail: async (prdCode: string) => (asked.push(prdCode), ok(fromBank)) } as ProductCatalog;
  return { cache, catalog: withProductCache(bank, cache), asked, wait: (ms: number) => (now += ms) };
}

describe('ProductCache: the product a page kept for the next one', () => {
  it('answers the next ask once; the ask after that goes to the bank', async () => {
    const { cache, catalog, asked } = setUp();
    cache.keep(product.prdCode, product);
    expect(await catalog.detail('P001')).toEqual(ok(product));
    expect(await catalog.detail('P001')).toEqual(ok(fromBank));
    expect(asked).toEqual(['P001']);
  });

  it('goes to the bank once the kept product is older than KEPT_PRODUCT_MS', async () => {
    const { cache, catalog, asked, wait } = setUp();
    cache.keep(product.prdCode, product);
    wait(KEPT_PRODUCT_MS + 1);
    expect(await catalog.detail('P001')).toEqual(ok(fromBank));
    expect(asked).toEqual(['P001']);
  });

  it('keeps a product for its own code only', async () => {
    const { cache, catalog, asked } = setUp();
    cache.keep(product.prdCode, product);
    await catalog.detail('P002');
    expect(asked).toEqual(['P002']);
  });
});
