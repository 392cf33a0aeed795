/** SPEC §7 base paths. */
export const H5_QUERY_BASE = '/h5/api/query/';
export const DBANK_BASE = '/api/dbank/';

export type Params = Record<string, string | number | undefined>;

/**
 * A GET's address as axios writes it (`getUri`: the parameters in order, the ones without a value left
 * out, encoded as its `buildURL` does), without axios: an early answer is taken before axios's chunk is
 * there, and the early script writes the same addresses. A unit test holds it to axios.getUri.
 */
export function addressOf(url: string, params?: Params): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
  const query = Object.entries(params ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [`${encode(name)}=${encode(String(value))}`])).join('&');
  return query ? `${url}?${query}` : url;
}
