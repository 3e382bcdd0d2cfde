import { readFileSync } from "node:fs";
import net from "node:net";

/** Where the cluster's ports are drawn from when the kernel does not say where its ephemeral ports begin. */
const LOWEST_PORT = 20_000;
const LINUX_EPHEMERAL_START = 32_768;

/** The first port of the kernel's ephemeral range (`net.ipv4.ip_local_port_range`). */
export function ephemeralRangeStart(): number {
  try {
    const [start] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/);
    const port = Number(start);
    return Number.isInteger(port) && port > LOWEST_PORT ? port : LINUX_EPHEMERAL_START;
  } catch {
    return LINUX_EPHEMERAL_START;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * `count` distinct loopback ports nothing listens on, from below the kernel's ephemeral range. The
 * cluster binds its last port (HAProxy's) a minute after choosing it, once the gateways have migrated:
 * a port the kernel handed out (port 0) could meanwhile go to another test's server or to an outgoing
 * connection, and HAProxy would fail to bind while the other listener answered for it (CI saw every
 * cluster test refused). Below the range, only a program asking for that very port can take it.
 */
export async function clusterPorts(count: number, random: () => number = Math.random): Promise<number[]> {
  const end = ephemeralRangeStart();
  const ports = new Set<number>();
  for (let attempt = 0; ports.size < count; attempt++) {
    if (attempt > count * 100) throw new Error(`no ${count} free ports between ${LOWEST_PORT} and ${end - 1}`);
    const port = LOWEST_PORT + Math.floor(random() * (end - LOWEST_PORT));
    if (!ports.has(port) && (await isFree(port))) ports.add(port);
  }
  return [...ports];
}
