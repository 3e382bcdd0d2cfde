import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

export type LagSample = { bytes: number; replayMs: number | null };
export type LagSummary = {
  samples: number;
  maxBytes: number;
  medianBytes: number;
  maxReplayMs: number;
  medianReplayMs: number;
};

/**
 * Samples the replica's lag every `everyMs` until stopped: how far its replay position trails the
 * primary's WAL (pg_current_wal_lsn on the primary against pg_last_wal_replay_lsn on the replica), and
 * how long the primary waited for its last commits to be replayed there (pg_stat_replication.replay_lag).
 */
export function sampleReplicaLag(primaryUrl: string, replicaUrl: string, everyMs = 250) {
  const samples: LagSample[] = [];
  let running = true;
  const sampling = (async () => {
    const primary = new pg.Client({ connectionString: primaryUrl });
    const replica = new pg.Client({ connectionString: replicaUrl });
    await Promise.all([primary.connect(), replica.connect()]);
    try {
      while (running) {
        const replayed = await replica.query<{ lsn: string }>("SELECT pg_last_wal_replay_lsn()::text AS lsn");
        const lag = await primary.query<{ bytes: string; replay_ms: number | null }>(
          `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn) AS bytes,
                  (SELECT extract(epoch FROM replay_lag) * 1000 FROM pg_stat_replication LIMIT 1) AS replay_ms`,
          [replayed.rows[0]!.lsn],
        );
        const row = lag.rows[0]!;
        samples.push({
          bytes: Math.max(0, Number(row.bytes)),
          replayMs: row.replay_ms === null ? null : Number(row.replay_ms),
        });
        await sleep(everyMs);
      }
    } finally {
      await Promise.all([primary.end(), replica.end()]);
    }
  })();
  return {
    async stop(): Promise<LagSummary> {
      running = false;
      await sampling;
      const bytes = samples.map((sample) => sample.bytes).sort((a, b) => a - b);
      const replay = samples
        .flatMap((sample) => (sample.replayMs === null ? [] : [sample.replayMs]))
        .sort((a, b) => a - b);
      const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;
      return {
        samples: samples.length,
        maxBytes: bytes.at(-1) ?? 0,
        medianBytes: median(bytes),
        maxReplayMs: replay.at(-1) ?? 0,
        medianReplayMs: median(replay),
      };
    },
  };
}
