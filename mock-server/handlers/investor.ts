import dayjs from 'dayjs';
import { personalAccount } from '../params';
import { qualificationOf } from '../rules/buyer-steps';
import type { SeedQualification } from '../seed/personas';
import type { Handler } from './context';

/** The customer's qualified-investor status as the calls answer it: qualified '1' with the declaration, or '0'. */
const statusOf = (record: SeedQualification | null) => (record ? { qualified: '1', ...record } : { qualified: '0' });

/** Issue 18 item 6: 合格投资者, confirmed before the first private purchase (rules/buyer-steps.ts). */
export const investorHandlers: Record<string, Handler> = {
  'POST /api/dbank/queryQualifiedInvestor': ({ customer, body }) => {
    personalAccount(body);
    return statusOf(customer().qualifiedInvestor);
  },
  /** The customer's declaration (experienced '1', basis, amountWan): kept when it meets the criteria, refused (E2206) with the reason when not. */
  'POST /api/dbank/confirmQualifiedInvestor': ({ db, customer, now, body }) => {
    personalAccount(body);
    const c = customer();
    const record = qualificationOf(body, dayjs(now()).format('YYYY-MM-DD HH:mm:ss'));
    db.get('customers').find({ id: c.id }).assign({ qualifiedInvestor: record }).write();
    return statusOf(record);
  },
};
