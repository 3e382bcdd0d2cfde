import type { SearchResultKind } from "#web/graphql/generated/graphql.ts";
import { goToEntriesFor } from "./goToEntries.ts";
import { searchResultPath, type FoundItem } from "./searchResultPath.ts";

/** One choice in the palette: what it shows and where it leads. */
export type PaletteOption = { key: string; label: string; detail: string | null; path: string };

/** A heading and its choices. */
export type PaletteGroup = { heading: string; options: PaletteOption[] };

const KIND_HEADINGS: ReadonlyArray<{ kind: SearchResultKind; heading: string }> = [
  { kind: "customer", heading: "Customers" },
  { kind: "company", heading: "Companies" },
  { kind: "deal", heading: "Deals" },
  { kind: "task", heading: "Tasks" },
  { kind: "activity", heading: "Activities" },
];

/**
 * The palette's choices for the typed text: the screens whose name holds it ("Go to"), then what the
 * search found, one heading per kind in the server's order (best match first). Empty groups are left out.
 */
export function paletteGroups(text: string, found: readonly FoundItem[]): PaletteGroup[] {
  const goTo: PaletteGroup = {
    heading: "Go to",
    options: goToEntriesFor(text).map(({ label, path }) => ({
      key: `go-to ${path} ${label}`,
      label,
      detail: null,
      path,
    })),
  };
  const kinds = KIND_HEADINGS.map(({ kind, heading }) => ({
    heading,
    options: found
      .filter((item) => item.kind === kind)
      .map((item) => ({
        key: `${kind} ${item.id}`,
        label: item.title,
        detail: item.detail || null,
        path: searchResultPath(item),
      })),
  }));
  return [goTo, ...kinds].filter((group) => group.options.length > 0);
}
