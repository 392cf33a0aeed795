import type { PageRequest, ProductCatalog, ProductPage } from '../../application/ports/product-catalog';
import type { ProductKind, Product } from '../../domain/catalog/product';
import type { InstructionDocument, ProductData, ProductTrait, SynopsisSection } from '../../domain/catalog/published';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { FIXED_FIELDS } from './fixed-fields';
import type { HttpClient } from './http-client';
import { count, isObject, listOf, mapOk } from './parse';
import { toDocument, toFeeLine, toProduct, toProductElement, toSynopsisSection, toTrait } from './product-mapping';

const LIST_QUERY: Record<ProductKind, string> = { term: 't100001', demand: 't100002' };

export class HttpProductCatalog implements ProductCatalog {
  constructor(private readonly http: HttpClient) {}

  async list(kind: ProductKind, page: PageRequest): Promise<CallOutcome<ProductPage>> {
    const outcome = await this.http.query(LIST_QUERY[kind], {
      offSet: page.offSet,
      queryNum: page.queryNum,
      channel: FIXED_FIELDS.channel,
      sortType: page.sort?.sortType,
      sortOrder: page.sort?.sortOrder,
      seriesCode: page.seriesCode,
    });
    return mapOk(outcome, (result) => {
      if (!isObject(result)) return null;
      const products = listOf(result.lineList, toProduct);
      return products && { products, total: count(result.totNum) };
    });
  }

  async detail(prdCode: string): Promise<CallOutcome<Product>> {
    const outcome = await this.http.query('t100003', { prdCode });
    return mapOk(outcome, (result) => (isObject(result) ? toProduct(result.prdDetail) : null));
  }

  async tradeRules(prdCode: string): Promise<CallOutcome<string>> {
    const outcome = await this.http.query('t200001', { prdCode });
    return mapOk(outcome, (result) => textField(result, 'content', urlDecoded));
  }

  async signingNotice(prdCode: string): Promise<CallOutcome<string>> {
    const outcome = await this.http.query('t200005', { prdCode });
    return mapOk(outcome, (result) => textField(result, 'content', plusDecoded));
  }

  async riskWarning(prdCode: string): Promise<CallOutcome<string>> {
    const outcome = await this.http.query('t100009', { prdCode });
    return mapOk(outcome, (result) => textField(result, 'content'));
  }

  async benchmarkBasis(prdCode: string): Promise<CallOutcome<string>> {
    const outcome = await this.http.query('t100019', { prdCode });
    return mapOk(outcome, (result) => textField(result, 'benchmarkRules'));
  }

  async traits(prdCode: string): Promise<CallOutcome<ProductTrait[]>> {
    return mapOk(await this.http.query('t200002', { prdCode }), (result) => lineList(result, toTrait));
  }

  async data(prdCode: string): Promise<CallOutcome<ProductData>> {
    return mapOk(await this.http.query('t200003', { prdCode }), (result) => {
      const elements = lineList(result, toProductElement);
      const fees = isObject(result) ? listOf(result.feeList ?? [], toFeeLine) : null;
      return elements && fees && { elements, fees };
    });
  }

  async synopsis(prdCode: string): Promise<CallOutcome<SynopsisSection[]>> {
    return mapOk(await this.http.query('t200007', { prdCode }), (result) => lineList(result, toSynopsisSection));
  }

  async documents(prdCode: string): Promise<CallOutcome<InstructionDocument[]>> {
    return mapOk(await this.http.query('t100011', { prdCode }), (result) => lineList(result, toDocument));
  }

  async contractFiles(): Promise<CallOutcome<InstructionDocument[]>> {
    return mapOk(await this.http.get('/contractFile.json', {}), (response) => lineList(response, toDocument));
  }
}

/** A payload's lineList, every line mapped; null when it is not a list of such lines. */
export const lineList = <T>(payload: unknown, item: (raw: unknown) => T | null): T[] | null => (isObject(payload) ? listOf(payload.lineList, item) : null);

const textField = (result: unknown, field: string, decode = (text: string) => text) =>
  isObject(result) && typeof result[field] === 'string' ? decode(result[field]) : null;

/** t200005 sends its text plus-encoded (SPEC §7: form encoding, a space as +). */
const plusDecoded = (content: string): string => urlDecoded(content.replace(/\+/g, ' '));

/** t200001 sends its text url-encoded (SPEC §7); a text that is not validly encoded is shown as it came. */
function urlDecoded(content: string): string {
  try {
    return decodeURIComponent(content);
  } catch {
    return content;
  }
}
