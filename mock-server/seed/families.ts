import { isNetValue, TEMPLATE } from '../rules/products';
import type { SeedProduct } from './products';

/** What a product publishes about its performance follows from its template (DETAIL-CALLS.md). */
export type ProductFamily = 'netValue' | 'cash' | 'benchmark' | 'other';

const BENCHMARK_TEMPLATES = ['D100', 'D102', 'D306'];

export function productFamily(p: Pick<SeedProduct, 'prdTemplate'>): ProductFamily {
  if (isNetValue(p.prdTemplate)) return 'netValue';
  if (p.prdTemplate === TEMPLATE.cashManagement) return 'cash';
  return BENCHMARK_TEMPLATES.includes(p.prdTemplate) ? 'benchmark' : 'other';
}

/**
 * A number in [0, 1) from a text: the seed's stand-in for randomness, the same on every run.
 * FNV-1a, then murmur3's finaliser so that keys differing in their last character (dates) spread.
 */
export function unitHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 0x1_0000_0000;
}
