import { describe, expect, it } from 'vitest';
import { SettledOnce } from './settled-once';

describe('SettledOnce', () => {
  it('gives a second call while a try is on its way that same try', async () => {
    const once = new SettledOnce<string>((answer) => answer === 'done');
    let tries = 0;
    const attempt = async () => (tries += 1, 'done');
    const [a, b] = await Promise.all([once.run(attempt), once.run(attempt)]);
    expect([a, b, tries]).toEqual(['done', 'done', 1]);
  });

  it('tries again after an answer that is not final, never after a final one', async () => {
    const once = new SettledOnce<string>((answer) => answer === 'done');
    expect(await once.run(async () => 'refused')).toBe('refused');
    expect(await once.run(async () => 'done')).toBe('done');
    expect(await once.run(async () => 'refused')).toBe('done');
  });

  it('lets a failed try be tried again', async () => {
    const once = new SettledOnce<string>(() => true);
    await expect(once.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await once.run(async () => 'done')).toBe('done');
  });
});
