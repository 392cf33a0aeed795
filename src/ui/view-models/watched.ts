import { createAtom } from 'mobx';

/** An application object that tells its listeners when it changes (the application layer has no MobX). */
export interface Changing {
  subscribe(listener: () => void): () => void;
}

/**
 * The object as MobX sees it: a view-model's getter that reads it through the returned function is
 * recomputed, and its page re-rendered, when the object says it changed.
 */
export function watched<T extends Changing>(source: T): () => T {
  const atom = createAtom('watched');
  source.subscribe(() => atom.reportChanged());
  return () => {
    atom.reportObserved();
    return source;
  };
}
