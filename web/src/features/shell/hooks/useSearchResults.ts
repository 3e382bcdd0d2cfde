import { useQuery } from "@apollo/client/react";
import { SearchDocument } from "#web/graphql/generated/graphql.ts";
import { useDebouncedValue } from "#web/ui/useDebouncedValue.ts";
import { serverMessage } from "#web/ui/userFacingError.ts";
import type { FoundItem } from "../utils/searchResultPath.ts";

/** Long enough to skip the letters of a word typed at speed, short enough to feel immediate. */
export const SEARCH_DELAY_MS = 200;

export type SearchResults = {
  /** What the search found for the text (or, while the next answer is on its way, for the text before). */
  found: readonly FoundItem[];
  /** The text changed and its answer has not come yet. */
  searching: boolean;
  /** Why the search failed, or null. */
  failure: string | null;
};

/** The workspace's customers, deals, tasks and activities matching the typed text, asked for once typing pauses. */
export function useSearchResults(text: string): SearchResults {
  const wanted = text.trim();
  const term = useDebouncedValue(wanted, SEARCH_DELAY_MS);
  const { data, previousData, loading, error } = useQuery(SearchDocument, {
    variables: { query: term },
    skip: term === "",
    fetchPolicy: "cache-and-network",
  });
  if (wanted === "") return { found: [], searching: false, failure: null };
  return {
    found: (data ?? previousData)?.search ?? [],
    searching: term !== wanted || loading,
    failure: error ? serverMessage(error) || "Search failed" : null,
  };
}
