// The generator's passes work on typed arrays over the map (a value per hex, or six per hex in the
// neighbour table), read at indices that are in range by construction. `inRange` takes such a read and
// throws when it came back empty after all, so an indexing bug stops the generator loudly instead of
// spreading undefined (NaN once added to) through a map.
//
// It takes the value read, not the array and index, on purpose: the read stays at its call site, where
// V8 sees one kind of typed array. A shared `at(array, i)` makes one read site for Int32Array, Uint8Array
// and Float32Array alike; V8 then checks the kind on every read, and generating a map got about a fifth slower.

/** A typed-array read, `cells[i]`, whose index is in range by construction; a RangeError when it is not. */
export function inRange(value: number | undefined): number {
  if (value === undefined) throw new RangeError('mapgen: read outside a map-sized array (an index out of range)');
  return value;
}
