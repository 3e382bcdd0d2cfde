/**
 * What `npm run seed:bench` writes and `npm run bench` reads: the big workspace, the bench user who
 * owns it, their API key, and the search terms whose share of customers the seed controls. The
 * secrets are fixed on purpose: they open only the bench database, which listens on loopback.
 */
export const BENCH_WORKSPACE = { id: "0193a000-0000-7000-8000-00000000be0c", name: "Bench Inc." } as const;

export const BENCH_USER = {
  id: "0193a000-0000-7000-8000-0000000be0c1",
  username: "bench",
  email: "bench@bench.test",
  password: "bench-password",
} as const;

export const BENCH_API_KEY = { id: "0193a000-0000-7000-8000-0000000be0c2", secret: "brk_bench-key-for-loopback-only" };

/** Every COMMON_TERM_EVERY-th customer works at an "Acme" company (the acme had 3,386 of 100,000). */
export const COMMON_TERM = "acme";
export const COMMON_TERM_EVERY = 29;
/** A handful of customers work at a "Quetzal" company (one per RARE_TERM_EVERY, from the eighth on). */
export const RARE_TERM = "quetzal";
export const RARE_TERM_EVERY = 25_000;
/** What the search palette is asked first when someone starts typing: one letter, found in most rows. */
export const SINGLE_LETTER_TERM = "a";

/**
 * The big workspace's companies (issue 25: 100,000 companies for 1,000,000 customers): the first six are
 * the Acme ones, the seventh the Quetzal one, and the first is the company the bench's company page shows.
 */
export const COMPANIES_PER_CUSTOMER = 0.1;
export const BENCH_COMPANY = { id: "0193a000-0000-7000-8000-0000000c0a01", name: "Acme Corp" } as const;
/** What the company picker is asked as someone types a company's name. */
export const COMPANY_PICKER_TERM = "acm";

export const DEFAULT_CUSTOMERS = 100_000;
/** Per customer in the big workspace, as in the issue: 300,000 activities, 50,000 tasks, 20,000 deals. */
export const ACTIVITIES_PER_CUSTOMER = 3;
export const TASKS_PER_CUSTOMER = 0.5;
export const DEALS_PER_CUSTOMER = 0.2;

export const SMALL_WORKSPACES = 1_000;
export const SMALL_WORKSPACE_ROWS = { companies: 3, customers: 10, activities: 30, tasks: 5, deals: 2 } as const;

/** The one page every server answers in the comparison: the newest 50 customers of the big workspace. */
export const PAGE_SIZE = 50;
