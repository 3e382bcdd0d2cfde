/**
 * The CSV download of a list as its screen filters it: each filter becomes a query parameter of the
 * same name, and one showing everything (empty, null or undefined) is left out, so the server exports
 * the whole list.
 */
export function csvExportUrl(path: string, filters: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
