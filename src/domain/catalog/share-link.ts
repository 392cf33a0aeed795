import type { Product } from './product';

/**
 * The query of a product link a customer shares in the messaging app (SPEC §6): mode 01, the
 * product, and the client manager who brought the customer, carried as employeeNo.
 * Private placements are never offered for sharing.
 */
export function shareLinkQuery(product: Pick<Product, 'prdCode' | 'isPrivate'>, clientManager: string | null): Record<string, string> | null {
  if (product.isPrivate) return null;
  return clientManager ? { shareType: '01', prdCode: product.prdCode, employeeNo: clientManager } : { shareType: '01', prdCode: product.prdCode };
}
