import { describe, expect, it } from 'vitest';
import { activeFirst, isValidSchedule, planDays, recordStatusText, scheduleText } from './plan';

describe('fixed-amount plan schedules', () => {
  it('offers Monday to Friday for weekly and fortnightly plans, the 1st to the 28th for monthly ones', () => {
    expect(planDays('1').map((d) => d.text)).toEqual(['周一', '周二', '周三', '周四', '周五']);
    expect(planDays('3')).toHaveLength(28);
    expect(planDays('3').at(-1)).toEqual({ day: '28', text: '28日' });
  });

  it.each([
    [{ period: '3', day: '8' }, '每月8日'],
    [{ period: '1', day: '1' }, '每周周一'],
    [{ period: '2', day: '5' }, '每两周周五'],
  ] as const)('words %o as %s', (schedule, text) => {
    expect(scheduleText(schedule)).toBe(text);
  });

  it('refuses a day its period does not offer (the 20th carried over to a weekly plan)', () => {
    expect(isValidSchedule({ period: '1', day: '20' })).toBe(false);
    expect(isValidSchedule({ period: '3', day: '29' })).toBe(false);
    expect(isValidSchedule({ period: '3', day: '20' })).toBe(true);
  });

  it('words a schedule whose day its period does not offer by the period alone, never a wrong day', () => {
    expect(scheduleText({ period: '1', day: '20' })).toBe('每周');
  });
});

describe('the plans and instalments in words', () => {
  it('lists the active plans first, keeping the bank\'s order within each group', () => {
    const plans = [{ id: 'a', active: false }, { id: 'b', active: true }, { id: 'c', active: false }, { id: 'd', active: true }];
    expect(activeFirst(plans).map((plan) => plan.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('words an instalment as the bank does', () => {
    expect(recordStatusText({ succeeded: true })).toBe('扣款成功');
    expect(recordStatusText({ succeeded: false })).toBe('扣款失败');
  });
});
