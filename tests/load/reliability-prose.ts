import { number, type LoadFigures } from "./load-figures.ts";
import type { LoadOptions } from "./load-options.ts";
import { LOAD_SERVER_SETTINGS } from "./load-server.ts";
import { MAX_OWN_ROWS } from "./operation.ts";
import { MAX_GROWTH, WARM_UP_SHARE, type MemoryFigures } from "./server-memory.ts";

/**
 * The smallest leak, in kB per request, that would cross the memory bound between the two compared
 * quarters at the run's pace (their middles are half the run apart).
 */
function leakAtBound(earlyMb: number, figures: LoadFigures): number {
  return (MAX_GROWTH * earlyMb * 1024) / (figures.requestsPerSecond * figures.seconds * 0.5);
}

/** docs/reliability.md's account of what the test does, with this run's numbers where it quotes them. */
export function whatTheTestDoes(options: LoadOptions, figures: LoadFigures, memory: MemoryFigures): string {
  const settings = Object.entries(LOAD_SERVER_SETTINGS)
    .map(([name, value]) => `\`${name}=${value}\``)
    .join(", ");
  const restRequests = figures.operations
    .filter(({ name }) => name.startsWith("REST "))
    .reduce((sum, { requests }) => sum + requests, 0);
  const restPerKeyPerSecond = restRequests / options.clients / figures.seconds;
  return `## What the test does

- **The server** is the real one, \`gateway/server.ts\` from the sources, started as \`npm start\` starts it:
  on a free 127.0.0.1 port, in a throwaway \`DATA_DIR\` with its own embedded PostgreSQL (durability on, as in
  production), with ${settings}. \`AUTH_RATE_LIMIT\` keeps its default (10): sign-ins run four at a time, and a
  right password is taken back from the count, so the test never nears it. \`API_RATE_LIMIT\` is raised from
  its default of 1,000 requests per key per hour (for occasional integrations) as an operator raises it for
  scripts that call without pause: in this run each client's key carried ${number(restPerKeyPerSecond, 2)} requests a
  second, ${number(restPerKeyPerSecond * 3600)} an hour at that pace (a 60-second run alone stays under 1,000, a longer one would not).
- **The people**: ${options.workspaces} workspaces, and one account per client spread over them (the first of each
  workspace owns it), written into the database. Each person signs in through the web app's \`Login\`
  mutation and keeps the session cookie; each workspace's owner issues every member an API key with
  \`createApiKey\`.
- **The clients**: ${options.clients} at once, each one person of one workspace, one request after another without pause
  for ${options.seconds} s. Each draws its next step by weight from a generator seeded with \`--seed\` plus its number:
  REST calls under its API key and GraphQL operations under its cookie (the web app's own documents),
  listing and searching customers, reading the dashboard, reading its own customers, and creating,
  updating and deleting customers, deals, tasks and activities (the weights are in the table below). A
  client changes only rows it created, so what each acknowledged write left is exact whatever the others
  do; it keeps at most ${MAX_OWN_ROWS.customers} customers, ${MAX_OWN_ROWS.deals} deals, ${MAX_OWN_ROWS.tasks} tasks and ${MAX_OWN_ROWS.activities} activities, creating below that and
  deleting too.
- **During the run** every answer must be a 2xx (GraphQL: without \`errors\`). Every name and title a
  client writes starts with its workspace's tag (\`W03 C017 Customer 12\`), and every row of every read
  answer must carry the reader's tag: customers, deals, tasks and activities, the customers they name,
  the assignees and authors (by username), and on REST the \`workspaceId\`. A client reading its own rows
  back (a customer, its deals, tasks and activities) must get exactly what it last wrote; a search must
  only find rows that contain the term.
- **After the run** the database is read directly: every acknowledged row must be there exactly as
  acknowledged and in its client's workspace, every acknowledged delete (with what its customer took
  along) must be gone, and no other row may exist; each stored row's tag must match its workspace.
  Each workspace's list totals (\`GET /api/customers|deals|tasks|activities\`) and the dashboard's total
  customers and active deals (kept by triggers while the writes raced) must equal the rows written.
  The server must have logged nothing at level error or fatal.
- **Errors** are any 5xx, network error, timeout (no answer within ${options.requestTimeoutMs / 1000} s), 429 or other 4xx,
  GraphQL error, row of another workspace, or wrong answer. The run passes with zero of each.
- **Memory** is the server process's RSS and V8 heap in use, written by the process itself twice a second
  (\`tests/load/memory-reporter.ts\`, loaded with \`NODE_OPTIONS=--import\`). The first ${WARM_UP_SHARE * 100} % of the run is
  warm-up (Prisma compiles each kind of query once, V8 sizes its heap to the load, the pools fill). The
  run fails if the median of its last quarter exceeds the median of its second quarter by more than
  ${MAX_GROWTH * 100} %, for RSS or for the heap. Medians over a quarter ride over V8's garbage-collection sawtooth: in
  the runs made while writing the test (two of 60 s and two of 300 s before this one) a steady server
  moved by −8 % to −1 % in heap and +1 % to +6 % in RSS between those quarters, which the bound leaves
  room for. At this run's pace a leak of ${number(leakAtBound(memory.heapEarlyMb, figures), 1)} kB per request in the heap, or ${number(leakAtBound(memory.rssEarlyMb, figures), 1)} kB
  outside it, would cross the bound; a slower one needs a longer run (\`npm run load -- --seconds 300\`).
  The last such run levelled off: its RSS medians per tenth of the run were 520, 548, 561, 562, 562,
  563, 563, 565, 566 and 567 MB, its heap went from 165 to 159 MB, with no error.
- **In \`npm test\`**, \`tests/load/load.test.ts\` runs the same load with 20 clients over 4 workspaces for 5 s
  (seed 1) against the server on a test database, and asserts zero errors and no lost, changed,
  unacknowledged or cross-workspace row; never timings or memory (and a request only counts as a
  timeout after a minute there, so a machine busy with the rest of the suite cannot fail it).`;
}

/** What the test found while it was being written, each fixed in the product with a test of its own. */
export const WHAT_IT_FOUND = `## What it found

- **The dashboard failed while activities were deleted.** Its recent activities came from the dashboard's
  one statement, and Pothos then loaded each one's customer and author with a query of its own, which
  failed when the activity had been deleted in between (a customer deleted with its activities, say):
  GraphQL answered "Unexpected error." for the whole dashboard. The relations are now read in one
  statement with GraphQL's selection, and an activity deleted meanwhile drops out of the list
  (\`withSelectedRelations\` in \`schema/dashboard/dashboard.service.ts\`, tested in \`tests/dashboard.test.ts\`).
- **Writes in a transaction failed under a burst.** Prisma gives a transaction 2 s to get a connection from
  the pool, while a plain query waits in pg's pool until one is free: over a 300 s run, a task's PATCH
  (a transaction, for its assignment mail) answered 500 while every other request was served in turn.
  Transactions now wait up to 10 s (\`TRANSACTION_MAX_WAIT_MS\` in \`schema/core/db/db.ts\`, tested in \`schema/db.test.ts\`).`;
