import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { killGateway, startReplica, startStoppedGateway, stopReplica } from "#scripts/cluster/cluster-control.ts";
import { createApiKey, signUpAndSignIn } from "./support/accounts.ts";
import { cluster, gatewayUrls } from "./support/cluster.ts";
import { runLoadClient, type AcknowledgedWrite, type Outcome } from "./support/load-client.ts";
import { readsByCopy, type ReadsByCopy } from "./support/metrics.ts";

const CLIENTS = 4;
const KILLED_GATEWAY = 2;
/** How long HAProxy takes to send to a gateway again once it is up: two good checks 500 ms apart, and some. */
const HAPROXY_RISE_MS = 1_500;
const REPLICA_AWAY_MS = 4_000;
/** The most the replica may take to serve reads again once it is back: a bound, not a measure. */
const REPLICA_RETURN_LIMIT_MS = 30_000;

describe("load through HAProxy while a gateway dies and the replica goes away", () => {
  it("fails only the requests the killed gateway was serving, loses no acknowledged write, and reads from the primary while the replica is away", async () => {
    const state = cluster();
    const urls = gatewayUrls(state);
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, index) => {
        const baseUrl = urls[index % urls.length]!;
        const client = await signUpAndSignIn(
          baseUrl,
          `loader${index}`,
          `198.51.100.${100 + index}`,
          inject("mailFile"),
        );
        await createApiKey(client, baseUrl, `load ${index}`);
        return client;
      }),
    );
    // Metrics that are not there yet are reported with the other results rather than stopping the run.
    const reads = () => readsByCopy(urls, state.metricsToken).catch((error: unknown) => String(error));

    const outcomes: Outcome[] = [];
    const acknowledged: AcknowledgedWrite[] = [];
    let running = true;
    const load = Promise.all(
      clients.map((client, index) =>
        runLoadClient(
          { index, baseUrl: state.haproxyUrl, client, seed: 1300 + index },
          () => running,
          outcomes,
          acknowledged,
        ),
      ),
    );
    let killing = 0;
    let killedBy = 0;
    const samples: Record<string, ReadsByCopy | string> = {};
    try {
      await sleep(3_000);
      killing = Date.now();
      await killGateway(state, KILLED_GATEWAY);
      killedBy = Date.now();
      await sleep(1_000);
      await startStoppedGateway(state, KILLED_GATEWAY);
      await sleep(HAPROXY_RISE_MS);

      samples.beforeReplicaStops = await reads();
      await stopReplica(state);
      samples.replicaStopped = await reads();
      await sleep(REPLICA_AWAY_MS);
      samples.replicaAway = await reads();
      await startReplica(state);
      const deadline = Date.now() + REPLICA_RETURN_LIMIT_MS;
      do {
        await sleep(500);
        samples.replicaBack = await reads();
      } while (
        Date.now() < deadline &&
        typeof samples.replicaBack !== "string" &&
        typeof samples.replicaAway !== "string" &&
        samples.replicaBack.replica === samples.replicaAway.replica
      );
    } finally {
      running = false;
      await load;
    }

    const failed = outcomes.filter((outcome) => outcome.status !== outcome.expected || outcome.error);
    // In flight on the killed gateway: sent between the SIGKILL and the moment its port stopped taking
    // connections (killGateway waits for that). HAProxy then has no answer to pass on: it answers 502
    // or closes the client's connection.
    const inFlightOnKilled = (outcome: Outcome) =>
      outcome.startedAt <= killedBy &&
      outcome.endedAt >= killing &&
      ((outcome.status === 502 && outcome.gateway === `gateway${KILLED_GATEWAY}`) ||
        (outcome.status === 0 && outcome.error === "SocketError: other side closed"));
    console.log(
      `${outcomes.length} requests, ${acknowledged.length} acknowledged writes, ${failed.filter(inFlightOnKilled).length} failed in flight on the killed gateway; reads by copy: ${JSON.stringify(samples)}`,
    );
    expect(failed.filter((outcome) => !inFlightOnKilled(outcome))).toEqual([]);

    const primary = new pg.Client({ connectionString: state.urls.primarySuperuser.replace(/\/postgres$/, "/bramble") });
    await primary.connect();
    try {
      const stored = await primary.query<{ id: string; name: string }>(
        "SELECT id::text, name FROM customers WHERE id = ANY($1::uuid[])",
        [acknowledged.map((write) => write.id)],
      );
      const byId = (a: AcknowledgedWrite, b: AcknowledgedWrite) => a.id.localeCompare(b.id);
      expect(stored.rows.sort(byId)).toEqual([...acknowledged].sort(byId));
    } finally {
      await primary.end();
    }

    expect(Object.values(samples).filter((sample) => typeof sample === "string")).toEqual([]);
    const { beforeReplicaStops, replicaStopped, replicaAway, replicaBack } = samples as Record<string, ReadsByCopy>;
    expect(beforeReplicaStops!.replica).toBeGreaterThan(0);
    expect(replicaAway!.replica).toBe(replicaStopped!.replica);
    expect(replicaAway!.primary).toBeGreaterThan(replicaStopped!.primary);
    expect(replicaBack!.replica).toBeGreaterThan(replicaAway!.replica);
  });
});
