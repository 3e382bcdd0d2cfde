/** The part of a Relay connection the customer's page reads. */
export type Connection<Node> = {
  totalCount: number;
  totalCountIsLowerBound: boolean;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: ReadonlyArray<{ node: Node }>;
};

/** What a list of the customer's page shows: its rows so far, its size and whether more follow. */
export type ShownList<Node> = {
  items: Node[];
  totalCount: number;
  totalCountIsLowerBound: boolean;
  hasMore: boolean;
};

/** The rows shown so far followed by the next page, with the next page's cursor and count. */
export function appendPage<Page extends Connection<unknown>>(shown: Page, next: Page): Page {
  return { ...next, edges: [...shown.edges, ...next.edges] };
}

export function shownList<Node>(connection: Connection<Node>): ShownList<Node> {
  return {
    items: connection.edges.map((edge) => edge.node),
    totalCount: connection.totalCount,
    totalCountIsLowerBound: connection.totalCountIsLowerBound,
    hasMore: connection.pageInfo.hasNextPage,
  };
}

/** Open tasks first, then done ones once every open task is shown: one list over two connections. */
export function openThenDone<Node>(open: Connection<Node>, done: Connection<Node>): ShownList<Node> {
  const openList = shownList(open);
  const doneList = shownList(done);
  return {
    items: openList.hasMore ? openList.items : [...openList.items, ...doneList.items],
    totalCount: openList.totalCount + doneList.totalCount,
    totalCountIsLowerBound: openList.totalCountIsLowerBound || doneList.totalCountIsLowerBound,
    hasMore: openList.hasMore || doneList.hasMore,
  };
}

const countFormat = new Intl.NumberFormat("en-US");

function totalText(list: ShownList<unknown>): string {
  return `${countFormat.format(list.totalCount)}${list.totalCountIsLowerBound ? "+" : ""}`;
}

/** A section's heading with its size: "Activities (1,250)", or "(10,000+)" past the count's cap. */
export function headingWithCount(heading: string, list: ShownList<unknown>): string {
  return `${heading} (${totalText(list)})`;
}

/** What a screen reader hears after each page: "Showing 40 of 1,250 activities". */
export function shownOfTotal(noun: string, list: ShownList<unknown>): string {
  return list.totalCount > 0 ? `Showing ${countFormat.format(list.items.length)} of ${totalText(list)} ${noun}` : "";
}
