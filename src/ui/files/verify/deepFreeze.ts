/**
 * Freezes a value and everything in it. A verified game is frozen a part at a time as it arrives:
 * the game store (immer) then takes it as it is, instead of walking and freezing it all in one go.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  // By index: Object.keys on an array of 100,000 events would first make 100,000 strings.
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
  else for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
