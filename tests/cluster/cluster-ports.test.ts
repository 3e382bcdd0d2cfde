import net from "node:net";
import { describe, expect, it } from "vitest";
import { clusterPorts, ephemeralRangeStart } from "#scripts/cluster/cluster-ports.ts";

const listenOn = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });

describe("the cluster's ports", () => {
  it("are distinct free ports below the kernel's ephemeral range, where port 0 never lands", async () => {
    const ports = await clusterPorts(8);
    expect(new Set(ports).size).toBe(8);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(ephemeralRangeStart());
    }
    const servers = await Promise.all(ports.map(listenOn));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it("skip a port something listens on", async () => {
    const [taken] = await clusterPorts(1);
    const holder = await listenOn(taken!);
    try {
      // The draw lands on the taken port first, then on the next one up.
      const fraction = (port: number) => (port - 20_000 + 0.5) / (ephemeralRangeStart() - 20_000);
      const draws = [fraction(taken!), fraction(taken! + 1)];
      const [port] = await clusterPorts(1, () => draws.shift() ?? Math.random());
      expect(port).toBe(taken! + 1);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
