/**
 * The ceiling of `npm run bench`: bare `node:http` answering every request with the page, fetched and
 * serialised once at start. Run as a child process with DATABASE_URL and PORT.
 */
import { createServer } from "node:http";
import pg from "pg";
import { CUSTOMER_PAGE_QUERY } from "./customer-page.ts";

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const { rows } = await client.query(CUSTOMER_PAGE_QUERY);
await client.end();
const page = Buffer.from(JSON.stringify({ data: rows }));

createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json", "content-length": page.length });
  response.end(page);
}).listen(Number(process.env.PORT), "127.0.0.1");

process.on("SIGTERM", () => process.exit(0));
