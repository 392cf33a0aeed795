import { isObservableMap, isObservableSet, makeAutoObservable, type AnnotationsMap } from 'mobx';

/**
 * A collaborator of a view-model rather than part of what its page shows: a function (a fetch, a
 * watched order), an instance of a class (a port, a use case, another view-model, which is
 * observable by itself or not at all) or a plain object with a method (a port written as an object
 * literal, options carrying callbacks). Primitives, null, arrays, Map, Set and plain data objects
 * are view state.
 */
function isCollaborator(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value) || value instanceof Map || value instanceof Set || isObservableMap(value) || isObservableSet(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return true;
  return Object.values(value).some((field) => typeof field === 'function');
}

/**
 * Makes a view-model's view state observable and leaves its collaborators alone, without a list:
 * makeAutoObservable with `false` for every own field that holds a collaborator when it is called
 * (at the end of the constructor). Getters become computed, methods actions, everything else deep
 * observable. The rule looks at values, not at declared types, so `overrides` (MobX annotations,
 * taking precedence) names the exceptions: a field that starts as a collaborator and is given
 * another value later (it must stay observable: `true`), or a field that starts as view state but
 * is bookkeeping the page never shows (`false`).
 */
export function makeViewState<T extends object, Private extends PropertyKey = never>(
  target: T,
  overrides?: AnnotationsMap<T, NoInfer<Private>>,
): T {
  const annotations: Record<PropertyKey, boolean> = {};
  for (const key of Object.getOwnPropertyNames(target)) {
    if (isCollaborator((target as Record<string, unknown>)[key])) annotations[key] = false;
  }
  for (const key of Object.keys(overrides ?? {})) {
    if (!(key in target)) throw new Error(`makeViewState: ${key} is not a field of ${target.constructor.name}`);
  }
  return makeAutoObservable(target, { ...annotations, ...overrides } as AnnotationsMap<T, never>);
}
