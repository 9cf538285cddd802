/**
 * Freezes a value and everything in it. A verified game is frozen a part at a time as it arrives:
 * the game store (immer) then takes it as it is, instead of walking and freezing it all in one go.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
