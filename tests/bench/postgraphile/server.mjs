/**
 * The peer of `npm run bench`: PostGraphile 5 (Amber preset, production mode, no GraphiQL) over the
 * bench database's public schema, on bare `node:http` through grafserv. It lives in its own package
 * because PostGraphile 5 needs graphql 16 and the app pins graphql 17 for every package it installs.
 * Run as a child process (Node 22 or later) with DATABASE_URL and PORT.
 */
import { createServer } from "node:http";
import { postgraphile } from "postgraphile";
import { makePgService } from "postgraphile/adaptors/pg";
import { grafserv } from "postgraphile/grafserv/node";
import { PostGraphileAmberPreset } from "postgraphile/presets/amber";

const preset = {
  extends: [PostGraphileAmberPreset],
  // pg's default pool of 10 connections, as the app's and the floor's.
  pgServices: [makePgService({ connectionString: process.env.DATABASE_URL, schemas: ["public"] })],
  grafserv: { graphiql: false, watch: false },
  grafast: { explain: false },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = createServer();
serv.addTo(server);
server.listen(Number(process.env.PORT), "127.0.0.1");

process.on("SIGTERM", () => {
  server.close();
  void Promise.resolve(pgl.release()).then(() => process.exit(0));
});
