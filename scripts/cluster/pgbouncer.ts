import { chownSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launch, type ClusterProcess } from "./child-process.ts";
import { PGBOUNCER } from "./debian-packages.ts";
import { waitForPort } from "./port-waits.ts";
import { APP_DATABASE, APP_ROLE } from "./postgres-servers.ts";
import type { ServiceUser } from "./service-user.ts";

export type PgBouncerOptions = {
  name: string;
  folder: string;
  port: number;
  postgresPort: number;
  /** The app role's SCRAM secret from pg_authid: PgBouncer checks clients with it, and logs in to PostgreSQL with their proof. */
  scramSecret: string;
  user: ServiceUser;
};

/**
 * The configuration deploy/pgbouncer.ini describes, for one PostgreSQL on loopback. Transaction
 * pooling; a server that cannot be reached fails the waiting clients within seconds
 * (server_connect_timeout, query_wait_timeout) instead of holding them, so the app can fall back to
 * the primary when the replica is away.
 */
export function pgbouncerIni(options: { port: number; postgresPort: number; userlist: string }): string {
  return `[databases]
${APP_DATABASE} = host=127.0.0.1 port=${options.postgresPort} dbname=${APP_DATABASE}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${options.port}
unix_socket_dir =
auth_type = scram-sha-256
auth_file = ${options.userlist}
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
server_connect_timeout = 2
server_login_retry = 1
query_wait_timeout = 2
ignore_startup_parameters = extra_float_digits,options
log_connections = 0
log_disconnections = 0
`;
}

export async function startPgBouncer(options: PgBouncerOptions): Promise<ClusterProcess> {
  const ini = path.join(options.folder, `${options.name}.ini`);
  const userlist = path.join(options.folder, `${options.name}-userlist.txt`);
  writeFileSync(userlist, `"${APP_ROLE}" "${options.scramSecret}"\n`, { mode: 0o600 });
  writeFileSync(ini, pgbouncerIni({ port: options.port, postgresPort: options.postgresPort, userlist }), {
    mode: 0o600,
  });
  if (options.user) for (const file of [ini, userlist]) chownSync(file, options.user.uid, options.user.gid);
  const logFile = path.join(options.folder, `${options.name}.log`);
  const bouncer = launch({ name: options.name, command: PGBOUNCER, args: [ini], logFile, user: options.user });
  await waitForPort(options.port, 15_000, options.name);
  return bouncer;
}
