/** The part of a Relay connection a record's page reads (a customer's, a company's). */
export type Connection<Node> = {
  totalCount: number;
  totalCountIsLowerBound: boolean;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  edges: ReadonlyArray<{ node: Node }>;
};

/** What a list of a record's page shows: its rows so far, its size and whether more follow. */
export type ShownList<Node> = {
  items: Node[];
  totalCount: number;
  totalCountIsLowerBound: boolean;
  hasMore: boolean;
};

/** A shown list with its "Show more": whether the next page is on its way, and how to ask for it. */
export type PagedList<Node> = ShownList<Node> & { loadingMore: boolean; loadMore: () => void };

/** The rows shown so far followed by the next page, with the next page's cursor and count. */
export function appendPage<Page extends Connection<unknown>>(shown: Page, next: Page): Page {
  return { ...next, edges: [...shown.edges, ...next.edges] };
}

/** A connection's rows as a list; an empty one while the connection has not come in yet. */
export function shownList<Node>(connection: Connection<Node> | undefined): ShownList<Node> {
  return {
    items: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? 0,
    totalCountIsLowerBound: connection?.totalCountIsLowerBound ?? false,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
  };
}

/** Open tasks first, then done ones once every open task is shown: one list over two. */
export function openThenDone<Node>(open: ShownList<Node>, done: ShownList<Node>): ShownList<Node> {
  return {
    items: open.hasMore ? open.items : [...open.items, ...done.items],
    totalCount: open.totalCount + done.totalCount,
    totalCountIsLowerBound: open.totalCountIsLowerBound || done.totalCountIsLowerBound,
    hasMore: open.hasMore || done.hasMore,
  };
}

const countFormat = new Intl.NumberFormat("en-US");

type ListSize = Pick<ShownList<unknown>, "totalCount" | "totalCountIsLowerBound">;

function totalText(list: ListSize): string {
  return `${countFormat.format(list.totalCount)}${list.totalCountIsLowerBound ? "+" : ""}`;
}

/** A section's heading with its size: "Activities (1,250)", or "(10,000+)" past the count's cap. */
export function headingWithCount(heading: string, list: ListSize): string {
  return `${heading} (${totalText(list)})`;
}

/** What a screen reader hears after each page: "Showing 40 of 1,250 activities". */
export function shownOfTotal(noun: string, list: ShownList<unknown>): string {
  return list.totalCount > 0 ? `Showing ${countFormat.format(list.items.length)} of ${totalText(list)} ${noun}` : "";
}
