import { writeFileSync } from "node:fs";
import path from "node:path";
import { isAlive, launch, type ClusterProcess } from "./child-process.ts";
import { HAPROXY } from "./debian-packages.ts";
import { waitForPort } from "./port-waits.ts";

/**
 * The configuration deploy/haproxy.cfg describes, on loopback. A gateway is taken out after two failed
 * health checks half a second apart and back after two good ones; a request whose connection a dead
 * gateway refuses is sent to another (retries + redispatch), so only the requests a gateway was
 * serving when it died fail.
 */
export function haproxyConfig(port: number, gatewayPorts: number[]): string {
  const servers = gatewayPorts.map((gatewayPort, index) => `  server gateway${index + 1} 127.0.0.1:${gatewayPort}`);
  return `global
  maxconn 4096
  log stderr format short local0 warning

defaults
  mode http
  log global
  option dontlognull
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  # Only a refused connection is retried, on another gateway: a request a gateway had begun may have
  # written, and sending it again could write twice.
  retries 3
  option redispatch 1
  # A fresh connection to a gateway for every request, closed after its answer: a connection kept
  # from before a gateway died would fail the next request sent on it, which the gateway never saw;
  # a fresh connection to a dead gateway is refused, and the request retried on another.
  option http-server-close

frontend bramble
  bind 127.0.0.1:${port}
  option forwardfor
  # Which gateway answered (or died answering): the cluster tests count failures per gateway.
  http-after-response set-header X-Bramble-Gateway %s
  # Each gateway's /metrics describes that process only: Prometheus scrapes the gateways directly.
  http-request deny deny_status 404 if { path /metrics }
  default_backend gateways

backend gateways
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  default-server check inter 500ms fall 2 rise 2
${servers.join("\n")}
`;
}

export async function startHaproxy(folder: string, port: number, gatewayPorts: number[]): Promise<ClusterProcess> {
  const config = path.join(folder, "haproxy.cfg");
  writeFileSync(config, haproxyConfig(port, gatewayPorts));
  const logFile = path.join(folder, "haproxy.log");
  // -db: stay in the foreground, as our child, instead of becoming a daemon.
  const proxy = launch({ name: "haproxy", command: HAPROXY, args: ["-db", "-f", config], logFile });
  await waitForPort(port, 15_000, "HAProxy");
  await waitForRouting(proxy, port);
  return proxy;
}

/**
 * Waits until the port answers as this HAProxy does: a gateway's /healthz with the X-Bramble-Gateway
 * header HAProxy adds. Something else listening on the port (HAProxy then exits, unable to bind) is
 * an error that says so, rather than every test refused later.
 */
async function waitForRouting(proxy: ClusterProcess, port: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(
      () => null,
    );
    if (response?.status === 200 && response.headers.has("x-bramble-gateway")) return;
    if (!(await isAlive(proxy))) throw new Error(`HAProxy exited while starting: see ${proxy.logFile}`);
    if (Date.now() > deadline)
      throw new Error(`HAProxy did not pass /healthz to a gateway within 15 s: see ${proxy.logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
