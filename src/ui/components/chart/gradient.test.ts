import { describe, expect, it } from 'vitest';
import { checkGradient, GRADIENT_MESSAGES, gradientOf } from './gradient';

describe('a gradients option needs exactly two colours (SPEC §5)', () => {
  it('takes two colours, top first', () => {
    expect(checkGradient(['#e8455a', '#C8152D'])).toEqual({ ok: true, gradient: ['#e8455a', '#C8152D'] });
    expect(gradientOf(['#fff', '#00000080'])).toEqual(['#fff', '#00000080']);
  });

  it.each([[[]], [['#c8152d']], [['#c8152d', '#e8455a', '#ffffff']]])('refuses %j', (colours) => {
    expect(checkGradient(colours)).toEqual({ ok: false, reason: GRADIENT_MESSAGES.count(colours.length) });
    expect(() => gradientOf(colours)).toThrow(GRADIENT_MESSAGES.count(colours.length));
  });

  it('refuses a text that is no colour', () => {
    expect(checkGradient(['#c8152d', 'red; background:url(x)'])).toEqual({ ok: false, reason: GRADIENT_MESSAGES.colour('red; background:url(x)') });
    expect(checkGradient(['#12345', '#fff'])).toMatchObject({ ok: false });
  });
});
