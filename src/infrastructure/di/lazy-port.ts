/**
 * What a lazy port stands on: an object of a class, like the adapter it stands for, so that
 * nothing takes it for plain data (a view-model keeps plain data as observable state, a copy).
 */
class LazyPort {}

/**
 * A port whose adapter (and what it imports) loads on its first call, so the entry chunk carries
 * only its name. Every method of such a port is async, so a call can wait for the load.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loaded: Promise<T> | null = null;
  return new Proxy(new LazyPort() as T, {
    get: (_target, name) => {
      // Not a thenable: awaiting the port itself must not start a load.
      if (name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const port = (await (loaded ??= load())) as Record<PropertyKey, (...a: unknown[]) => unknown>;
        return port[name](...args);
      };
    },
  });
}

/**
 * A module loaded on demand, imported once: later ports made of it (the fast test assembly builds a
 * container for every page load) find it loaded, without waiting for an import again.
 */
export function once<M>(load: () => Promise<M>): () => Promise<M> {
  let loaded: Promise<M> | null = null;
  return () => (loaded ??= load());
}
