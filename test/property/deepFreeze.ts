/**
 * Freezes the value and everything reachable from it through own properties (accessors are read),
 * so that any later write to it throws (the rules are ES modules: strict mode). An object already
 * frozen is taken as frozen all through: this function freezes the parts before the whole.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const key of Reflect.ownKeys(value)) deepFreeze(Reflect.get(value, key));
  return Object.freeze(value);
}
