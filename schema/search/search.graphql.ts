import { builder } from "#core/builder.ts";
import { atMost } from "#core/lists/list-size.ts";
import type { SearchResult } from "./search-results.ts";
import { RECENT_ROWS } from "./search-matches.ts";
import { search } from "./search.service.ts";
import { DEFAULT_SEARCH_RESULTS, MAX_SEARCH_RESULTS, SEARCH_KINDS } from "./search.rules.ts";

const SearchResultKind = builder.enumType("SearchResultKind", { values: SEARCH_KINDS });

const SearchResultType = builder.objectRef<SearchResult>("SearchResult").implement({
  description: "A customer, company, deal, task or activity a search found.",
  fields: (t) => ({
    kind: t.expose("kind", { type: SearchResultKind }),
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    detail: t.exposeString("detail", { description: "A line telling the result from its namesakes." }),
    customerId: t.exposeID("customerId", {
      nullable: true,
      description:
        "The customer a deal, task or activity belongs to (where an activity opens); null for a customer or a company.",
    }),
  }),
});

builder.queryFields((t) => ({
  search: t.field({
    type: [SearchResultType],
    description:
      `The current workspace's customers, companies (by name and domain), deals, tasks and activities matching the query (trimmed, 1 to 200 ` +
      `characters; a term of one or two characters matches where a word starts): up to \`first\` of each kind ` +
      `(default ${DEFAULT_SEARCH_RESULTS}, at most ${MAX_SEARCH_RESULTS}), customers first, then companies, ` +
      `deals, tasks and activities, each kind best match first (among its newest ${RECENT_ROWS} rows when they hold enough matches).`,
    args: { query: t.arg.string({ required: true }), first: t.arg.int() },
    extensions: atMost(SEARCH_KINDS.length * MAX_SEARCH_RESULTS),
    resolve: (_root, args, ctx) => search(ctx, args),
  }),
}));
