/**
 * The floor of `npm run bench`: bare `node:http` and `pg` running the page's SQL as a prepared
 * statement on every request, with pg's default pool of 10 connections (the app's pool size too).
 * Run as a child process with DATABASE_URL and PORT.
 */
import { createServer } from "node:http";
import pg from "pg";
import { CUSTOMER_PAGE_QUERY } from "./customer-page.ts";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

createServer((_request, response) => {
  pool.query(CUSTOMER_PAGE_QUERY).then(
    ({ rows }) => {
      const body = Buffer.from(JSON.stringify({ data: rows }));
      response.writeHead(200, { "content-type": "application/json", "content-length": body.length });
      response.end(body);
    },
    (error: Error) => {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(error.message);
    },
  );
}).listen(Number(process.env.PORT), "127.0.0.1");

process.on("SIGTERM", () => void pool.end().then(() => process.exit(0)));
