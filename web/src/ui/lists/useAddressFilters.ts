import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";

/** What every list screen keeps in the address: the page, and the text searched for. */
type AddressFilters = { page: number; search: string };

/**
 * A list screen's filters, kept in the address (so a reload, Back or a shared link shows the same list):
 * read with `read`, written with `write`. A new filter or order starts at page 1. Each change but the
 * typing is a step Back returns from.
 */
export function useAddressFilters<Filters extends AddressFilters>(
  read: (params: URLSearchParams) => Filters,
  write: (params: URLSearchParams, filters: Filters) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();

  // A change asked for while the one before it is still on its way builds on that one, not on the
  // address shown (a filter chosen, then a column sorted at once, keeps both).
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [searchParams]);

  function changeFilters(next: Partial<Filters>) {
    const base = asked.current ?? searchParams;
    const params = write(base, { ...read(base), page: 1, ...next });
    asked.current = params;
    setSearchParams(params, { replace: next.search !== undefined });
  }

  return { filters: read(searchParams), changeFilters };
}
