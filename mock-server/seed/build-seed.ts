import dayjs from 'dayjs';
import { buildDeals, type SeedOrder } from './deals';
import { buildPlans, type SeedPlan } from './plans';
import { buildCustomers, type SeedCustomer } from './personas';
import { buildProducts, type SeedProduct } from './products';
import { buildRules, type SeedRules } from './rules';

/** A signature (CA) purchase's transaction as the bank keeps it (`jsOrders`). */
export interface SeedJsOrder {
  appOrderId: string;
  customer: string;
  /** Issued by getJsAuth for this transaction; a purchase needs it. */
  jsAuthCode?: string;
  /** A purchase has been taken with its code. */
  used: boolean;
}

export interface MockDb {
  products: SeedProduct[];
  rules: SeedRules[];
  personas: Array<{ id: string; description: string }>;
  customers: SeedCustomer[];
  behaviors: Array<Record<string, unknown>>;
  /** Every deal (purchases, redemptions, quick redemptions), the seeded history first (seed/deals.ts). */
  orders: SeedOrder[];
  /** Every keypad `random` a purchase has used: each is good once. */
  usedRandoms: string[];
  /** Signature (CA) transactions: jsRequest opens one, getJsAuth authorises it, buyPrd uses it. */
  jsOrders: SeedJsOrder[];
  /** Fixed-amount plans (定投): autoInvestAdd makes one, autoInvestUpdate changes or stops it; default has two seeded (seed/plans.ts). */
  plans: SeedPlan[];
}

const EVERY_COLLECTION: Record<keyof MockDb, true> = {
  products: true, rules: true, personas: true, customers: true, behaviors: true, orders: true, usedRandoms: true, jsOrders: true, plans: true,
};
/** The collections of the data, each an array: what a data file (MOCK_DB) must have to be read as the bank's. */
export const MOCK_DB_COLLECTIONS = Object.keys(EVERY_COLLECTION) as Array<keyof MockDb>;

/** The mock bank's whole world on a given day (YYYY-MM-DD), built fresh on every reset. */
export function buildSeed(today: string): MockDb {
  const day = dayjs(today);
  const customers = buildCustomers(day);
  const products = buildProducts(day);
  return {
    products,
    rules: buildRules(products),
    personas: customers.map(({ id, description }) => ({ id, description })),
    customers,
    behaviors: [],
    orders: buildDeals(customers, products, day),
    usedRandoms: [],
    jsOrders: [],
    plans: buildPlans(products, day),
  };
}
