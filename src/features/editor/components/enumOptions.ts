/** Select options of a number enum, in the order of its labels. */
export function enumOptions<Value extends number>(labels: Record<Value, string>): { value: Value; label: string }[] {
  return Object.entries<string>(labels).map(([value, label]) => ({ value: Number(value) as Value, label }));
}
