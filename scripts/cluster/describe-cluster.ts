import path from "node:path";
import { gatewayUrl, type ClusterState } from "./cluster-state.ts";

/** The addresses, credentials and log files of a running cluster, for a person to read. */
export function describeCluster(state: ClusterState): string {
  const { ports, urls, admin } = state;
  const gateways = state.gateways.map(
    (gateway) => `  gateway ${gateway.index}         ${gatewayUrl(state, gateway.index)}   (log ${gateway.logFile})`,
  );
  return [
    `Bramble CRM cluster in ${state.folder}`,
    `  HAProxy           ${state.haproxyUrl}   <- open this`,
    ...gateways,
    `  PgBouncer         primary 127.0.0.1:${ports.primaryBouncer}, replica 127.0.0.1:${ports.replicaBouncer}`,
    `  PostgreSQL        primary 127.0.0.1:${ports.primary}, replica 127.0.0.1:${ports.replica}`,
    `  DATABASE_URL          ${urls.database}`,
    `  DATABASE_DIRECT_URL   ${urls.direct}`,
    `  DATABASE_REPLICA_URL  ${urls.replica}`,
    `  superuser         ${urls.primarySuperuser}`,
    `  admin             ${admin.username} / ${admin.password}  (${state.haproxyUrl}/admin/login)`,
    `  /metrics token    ${state.metricsToken}`,
    `  logs              ${path.join(state.folder, "*.log")}`,
  ].join("\n");
}
