import { describe, expect, it, vi } from 'vitest';
import type { CallOutcome } from '../domain/errors/call-outcome';
import { endOfTry, SettledOnce } from './settled-once';

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

describe('endOfTry', () => {
  const ending = (held: string) => ({
    taken: (value: string) => `taken ${value}`,
    ask: vi.fn(async () => held),
    isTaken: (answer: string) => answer.startsWith('taken'),
    refused: (message: string) => `refused ${message}`,
    unknownText: '结果未知',
    failures: { present: vi.fn(async () => undefined) },
  });
  const lost: CallOutcome<string> = { kind: 'networkError', message: '错误：服务暂时不可用（500）' };

  it('settles a try without an answer by what the bank holds, saying nothing when it was taken', async () => {
    const taken = ending('taken O1');
    expect(await endOfTry(lost, taken)).toBe('taken O1');
    expect(taken.failures.present).not.toHaveBeenCalled();
  });

  it("says the catalogue's words when the bank holds nothing of a try without an answer", async () => {
    const notTaken = ending('notReceived');
    expect(await endOfTry(lost, notTaken)).toBe('notReceived');
    expect(notTaken.failures.present).toHaveBeenCalledWith(lost);
  });

  it('re-identifies on E1014 and refuses; a refusal keeps the bank\'s words, or the unknown text', async () => {
    const session = ending('never asked');
    expect(await endOfTry({ kind: 'sessionInvalid', message: '会话已失效' }, session)).toBe('refused 会话已失效');
    expect(session.failures.present).toHaveBeenCalledOnce();
    expect(await endOfTry({ kind: 'absent' }, session)).toBe('refused 结果未知');
    expect(session.ask).not.toHaveBeenCalled();
  });
});
