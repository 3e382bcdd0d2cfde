export const FAILURE_KINDS = [
  "network error",
  "timeout",
  "server error (5xx)",
  "rate limited (429)",
  "unexpected 4xx",
  "GraphQL error",
  "another workspace's row",
  "wrong answer",
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export type Failure = { kind: FailureKind; operation: string; detail: string };

export type OperationCounts = { requests: number; failures: number };

/** The first failures are kept whole; the rest are only counted. */
const KEPT_EXAMPLES = 20;

/** What the clients saw: every answered request's latency, requests and failures per operation. */
export class LoadRecorder {
  readonly latenciesMs: number[] = [];
  readonly operations = new Map<string, OperationCounts>();
  readonly failureCounts = new Map<FailureKind, number>();
  readonly examples: Failure[] = [];

  private counts(operation: string): OperationCounts {
    let counts = this.operations.get(operation);
    if (!counts) {
      counts = { requests: 0, failures: 0 };
      this.operations.set(operation, counts);
    }
    return counts;
  }

  /** A request was sent and ended, answered (with its latency) or not. */
  requested(operation: string, latencyMs: number | undefined) {
    this.counts(operation).requests += 1;
    if (latencyMs !== undefined) this.latenciesMs.push(latencyMs);
  }

  fail(failure: Failure) {
    this.counts(failure.operation).failures += 1;
    this.failureCounts.set(failure.kind, (this.failureCounts.get(failure.kind) ?? 0) + 1);
    if (this.examples.length < KEPT_EXAMPLES) this.examples.push(failure);
  }

  get requests(): number {
    return [...this.operations.values()].reduce((sum, counts) => sum + counts.requests, 0);
  }

  get failures(): number {
    return [...this.failureCounts.values()].reduce((sum, count) => sum + count, 0);
  }
}
