import { NO_SUCH_PRODUCT } from '../envelopes';
import { exactly, optionalChoice, optionalText, requiredText, wholeNumber } from '../params';
import { annualisedReturn, publishedYield } from '../rules/past-performance';
import { productFamily } from '../seed/families';
import { lifetimeLogNav } from '../seed/net-values';
import type { SeedProduct } from '../seed/products';
import type { Handler, HandlerContext } from './context';
import { plusEncoded, SIGNING_NOTICE } from '../seed/signing-notice';

const CODE = /^[A-Za-z0-9]{1,32}$/;
const SERIES = /^[A-Za-z0-9]{1,16}$/;

const benchmarkTop = (p: SeedProduct) => {
  const top = p.formatModelComment.split('-').pop()?.replace('%', '');
  return top ? Number.parseFloat(top) : NaN;
};

/** SPEC §9 sorting: by yield (1, high to low) or by the benchmark's upper bound (3) in either direction. */
function sorted(products: SeedProduct[], sortType: '1' | '3', sortOrder: 'desc' | 'asc'): SeedProduct[] {
  const byCode = (a: SeedProduct, b: SeedProduct) => a.prdCode.localeCompare(b.prdCode);
  if (sortType === '1') return [...products].sort((a, b) => Number(b.yearClientRatio) - Number(a.yearClientRatio) || byCode(a, b));
  const sign = sortOrder === 'desc' ? -1 : 1;
  return [...products].sort((a, b) => {
    const [x, y] = [benchmarkTop(a), benchmarkTop(b)];
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1; // no benchmark: last
    return (Number.isNaN(x) ? 0 : sign * (x - y)) || byCode(a, b);
  });
}

/**
 * A product as the bank publishes it: a net-value product's yearClientRatio is a figure only over a
 * period it has lived (rules/past-performance.ts publishedYield); the record keeps the rate its
 * walk, income and statements run on.
 */
function published(p: SeedProduct): SeedProduct {
  if (productFamily(p) !== 'netValue') return p;
  const sinceInception = () => annualisedReturn(lifetimeLogNav(p), p.estabDate, { startDate: p.estabDate, endDate: p.navDate });
  return { ...p, yearClientRatio: publishedYield(p, p.yearClientRatio, sinceInception) };
}

const productList = (kind: SeedProduct['prdKind']): Handler => ({ db, query }: HandlerContext) => {
  const offSet = wholeNumber(query, 'offSet', 0, 100_000);
  const queryNum = wholeNumber(query, 'queryNum', 1, 100);
  exactly(query, 'channel', 'Q');
  const sortType = optionalChoice(query, 'sortType', ['1', '3'] as const, '1');
  const sortOrder = optionalChoice(query, 'sortOrder', ['desc', 'asc'] as const, 'desc');
  const seriesCode = optionalText(query, 'seriesCode', SERIES);
  const shelf = db.get('products').value().filter((p) => p.prdKind === kind && p.isPrivate !== '1' && (seriesCode === undefined || p.seriesCode === seriesCode));
  // In the order of the rates the bank keeps; each product then as it publishes it.
  return { lineList: sorted(shelf, sortType, sortOrder).slice(offSet, offSet + queryNum).map(published), totNum: shelf.length };
};

export function findProduct(context: HandlerContext, params = context.query): SeedProduct {
  const prdCode = requiredText(params, 'prdCode', CODE);
  const product = context.db.get('products').value().find((p) => p.prdCode === prdCode);
  if (!product) throw NO_SUCH_PRODUCT;
  return product;
}

export const publishedTexts = (context: HandlerContext) => {
  const { prdCode } = findProduct(context);
  return context.db.get('rules').value().find((r) => r.id === prdCode);
};

/** A published list as it stands in the rules record; none when the record lacks it (or a test broke it). */
const listed = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const catalogHandlers: Record<string, Handler> = {
  'GET /h5/api/query/t100001': productList('term'),
  'GET /h5/api/query/t100002': productList('demand'),
  'GET /h5/api/query/t100003': (context) => {
    const prdDetail: Partial<SeedProduct> = { ...published(findProduct(context)) };
    delete prdDetail.tiers; // served by showPrdRate
    return { prdDetail };
  },
  /** A tiered product's rates by holding days (SPEC §7: lineList and retNum). */
  'POST /api/dbank/showPrdRate': (context) => {
    const { tiers } = findProduct(context, context.body);
    const offSet = wholeNumber(context.body, 'offSet', 0, 100_000);
    const queryNum = wholeNumber(context.body, 'queryNum', 1, 999);
    return { lineList: tiers.slice(offSet, offSet + queryNum), retNum: tiers.length };
  },
  /** Trading rules, url-encoded HTML; an empty text when the product has none. */
  'GET /h5/api/query/t200001': (context) => ({ content: publishedTexts(context)?.content ?? '' }),
  /** The notice before signing the wealth contract, plus-encoded plain text; the same for every product on sale. */
  'GET /h5/api/query/t200005': (context) => {
    findProduct(context);
    return { content: plusEncoded(SIGNING_NOTICE) };
  },
  /** The basis of the performance benchmark, HTML; an empty text for a product without a benchmark. */
  'GET /h5/api/query/t100019': (context) => ({ benchmarkRules: publishedTexts(context)?.benchmarkRules ?? '' }),
  /** The risk warning, HTML; an empty text when the product has none. */
  'GET /h5/api/query/t100009': (context) => ({ content: publishedTexts(context)?.riskWarning ?? '' }),
  /** Selling points (DETAIL-CALLS.md): { title, desc }. */
  'GET /h5/api/query/t200002': (context) => ({ lineList: listed(publishedTexts(context)?.traits) }),
  /** The product's elements and its fees. */
  'GET /h5/api/query/t200003': (context) => {
    const rules = publishedTexts(context);
    return { lineList: listed(rules?.elements), feeList: listed(rules?.fees) };
  },
  /** The sales material: sections of plain HTML. */
  'GET /h5/api/query/t200007': (context) => ({ lineList: listed(publishedTexts(context)?.synopsis) }),
  /** The instruction documents, same-origin PDFs under /h5/files. */
  'GET /h5/api/query/t100011': (context) => ({ lineList: listed(publishedTexts(context)?.documents) }),
};
