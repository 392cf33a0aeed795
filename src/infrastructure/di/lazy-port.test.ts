import { describe, expect, it, vi } from 'vitest';
import { lazyPort, once } from './lazy-port';

describe('lazyPort', () => {
  it('loads the adapter once, on the first call, and passes calls through', async () => {
    const load = vi.fn(async () => ({ twice: async (n: number) => n * 2 }));
    const port = lazyPort(load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([port.twice(2), port.twice(3)])).resolves.toEqual([4, 6]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is an object of a class, like its adapter, not plain data', () => {
    const port = lazyPort(async () => ({ twice: async (n: number) => n * 2 }));
    expect(Object.getPrototypeOf(port)).not.toBe(Object.prototype);
  });

  it('is not a thenable', async () => {
    const load = vi.fn(async () => ({}));
    expect(await lazyPort(load)).toBeTypeOf('object');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('once', () => {
  it('imports a module on the first ask only, and answers the same promise after', async () => {
    const load = vi.fn(async () => ({ name: 'module' }));
    const module = once(load);
    expect(load).not.toHaveBeenCalled();
    const first = module();
    expect(module()).toBe(first);
    await expect(first).resolves.toEqual({ name: 'module' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
