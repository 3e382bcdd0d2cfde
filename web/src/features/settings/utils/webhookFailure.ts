/** The host and port an endpoint's URL names, as its owner typed them: "127.0.0.1:9", "hooks.example.com". */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Why a delivery failed, in words: the server records only "Connection refused", "Timed out" or the
 * status the endpoint answered (never an address it resolved); the host and port are the URL's own.
 */
export function webhookFailureReason(url: string, error: string): string {
  const host = hostOf(url);
  if (error === "Connection refused") return `Can't connect to ${host} (connection refused)`;
  if (error === "Timed out") return `${host} did not answer in time`;
  const answered = /^Answered (\d{3})(.*)$/.exec(error);
  if (answered) return `${host} answered ${answered[1]}${answered[2] ?? ""}`;
  return error;
}

type Delivery = { status: string; lastError: string | null };

/** An enabled endpoint whose deliveries fail: since when, and its latest failure in words. */
export function endpointFailure(endpoint: {
  url: string;
  enabled: boolean;
  failingSince: string | null;
  recentDeliveries: readonly Delivery[];
}): { since: string; reason: string | null } | null {
  if (!endpoint.enabled || !endpoint.failingSince) return null;
  const failed = endpoint.recentDeliveries.find((delivery) => delivery.status !== "succeeded" && delivery.lastError);
  return {
    since: endpoint.failingSince,
    reason: failed?.lastError ? webhookFailureReason(endpoint.url, failed.lastError) : null,
  };
}
