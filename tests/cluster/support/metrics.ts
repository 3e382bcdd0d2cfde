/** Reads served by each copy of the database, summed over the gateways' /metrics. */
export type ReadsByCopy = { primary: number; replica: number };

const READS = /^bramble_database_reads_total\{([^}]*)\}\s+([0-9.e+]+)$/;

/** Sums `bramble_database_reads_total` by its `copy` label over the gateways' /metrics answers. */
export async function readsByCopy(gatewayUrls: string[], token: string): Promise<ReadsByCopy> {
  const total: ReadsByCopy = { primary: 0, replica: 0 };
  for (const url of gatewayUrls) {
    const response = await fetch(`${url}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status !== 200) throw new Error(`${url}/metrics answered ${response.status}`);
    for (const line of (await response.text()).split("\n")) {
      const match = READS.exec(line.trim());
      const copy = match && /copy="(primary|replica)"/.exec(match[1]!)?.[1];
      if (copy === "primary" || copy === "replica") total[copy] += Number(match![2]);
    }
  }
  return total;
}
