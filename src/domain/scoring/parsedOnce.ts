/**
 * A derived value computed once per object: the ingest scores every event against the same tournament
 * and booster objects, and parsing their ISO dates anew for each event cost more than the rules
 * themselves. The inputs are treated as immutable (the store's objects are, and the server replaces a
 * tournament's object when it changes), so a cached value never goes stale.
 */
export function parsedOnce<K extends object, V>(derive: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    if (cache.has(key)) return cache.get(key) as V;
    const value = derive(key);
    cache.set(key, value);
    return value;
  };
}
