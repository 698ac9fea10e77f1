/** A list search (spec §2): `search` found in any of the fields as a substring, ignoring case and outer spaces. */
export function matchesSubstring(search: string, ...fields: string[]): boolean {
  const needle = search.trim().toLowerCase();
  return fields.some((field) => field.toLowerCase().includes(needle));
}
