/** Express parses `?a=1&a=2` into an array and `?a[b]=1` into an object; a text parameter takes the first string. */
export function firstQueryValue(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return undefined;
}
