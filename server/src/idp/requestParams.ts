/** OAuth parameters as plain strings, from the query, a form body, or both (first one wins). */
export type Params = Record<string, string | undefined>;

export function requestParams(...sources: unknown[]): Params {
  const result: Params = {};
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const [name, raw] of Object.entries(source)) {
      const value: unknown = Array.isArray(raw) ? raw[0] : raw;
      if (typeof value === 'string' && result[name] === undefined) result[name] = value;
    }
  }
  return result;
}
