import { describe, expect, it } from 'vitest';
import { money } from '../../../domain/money/money';
import type { Deal } from '../../../domain/holdings/deal';
import { shares } from '../../../domain/holdings/shares';
import { dealRows, dealSize, transitKind } from './deal-rows';

const base: Deal = {
  uniOrderId: 'ABCDEFGHIJ0123456789', transType: '购买', prdCode: 'CUR0000001', prdName: '天天宝货币A', amt: money(100000n), vol: shares(100000n),
  divMode: '0', status: '确认中', orderDate: '2024-03-01', confirmDate: '2024-03-02', arrivalDate: '', cancelable: true, cardNo: '',
};

describe('deal rows', () => {
  it('a list shows a purchase in 元 and a redemption in 份', () => {
    expect(dealSize(base)).toEqual({ kind: 'amount', text: '1,000.00元' });
    expect(dealSize({ ...base, transType: '快速赎回' })).toEqual({ kind: 'volume', text: '1,000.00份' });
  });

  it('a pending purchase: its amount, the expected confirm date, no shares yet', () => {
    expect(dealRows(base, '2024-03-01')).toEqual([
      ['产品', '天天宝货币A'], ['交易类型', '购买'], ['金额', '1,000.00元'], ['状态', '确认中'], ['申请日期', '2024-03-01'],
      ['预计确认日期', '2024-03-02'], ['订单号', 'ABCDEFGHIJ0123456789'],
    ]);
  });

  it('a confirmed redemption in transit: shares and money, the expected arrival, the card masked', () => {
    const inTransit = { ...base, transType: '赎回', status: '确认成功', arrivalDate: '2024-03-03', cancelable: false, cardNo: '6222021234567890123' };
    expect(dealRows(inTransit, '2024-03-02')).toEqual([
      ['产品', '天天宝货币A'], ['交易类型', '赎回'], ['金额', '1,000.00元'], ['份额', '1,000.00份'], ['状态', '确认成功'], ['申请日期', '2024-03-01'],
      ['确认日期', '2024-03-02'], ['预计到账日期', '2024-03-03'], ['收款卡', '6222 **** **** 0123'], ['订单号', 'ABCDEFGHIJ0123456789'],
    ]);
    expect(dealRows(inTransit, '2024-03-03')).toContainEqual(['到账日期', '2024-03-03']);
  });

  it('a cancelled redemption: its shares only, no confirmation, no arrival', () => {
    const rows = dealRows({ ...base, transType: '赎回', status: '已撤单', arrivalDate: '2024-03-03' }, '2024-03-01');
    expect(rows.map(([name]) => name)).toEqual(['产品', '交易类型', '份额', '状态', '申请日期', '订单号']);
  });

  it('a purchase cancelled in its cooling-off: its refund on its way, in transit as 冷静期撤单退款', () => {
    const refunded = { ...base, status: '已撤单', arrivalDate: '2024-03-02', cancelable: false, coolingOffEnd: '2024-03-02T10:00:00+08:00' };
    expect(dealRows(refunded, '2024-03-01')).toContainEqual(['退款预计到账日期', '2024-03-02']);
    expect(dealRows(refunded, '2024-03-02')).toContainEqual(['退款到账日期', '2024-03-02']);
    expect(transitKind(refunded)).toBe('冷静期撤单退款');
    expect(transitKind({ ...base, transType: '赎回', status: '确认成功' })).toBe('赎回');
  });
});
