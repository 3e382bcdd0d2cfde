import { createHmac, timingSafeEqual } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedWebhook = {
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed body. */
  event: { type: string; timestamp: string; data: Record<string, unknown> };
  /** What the receiver answered. */
  status: number;
};

export type Receiver = {
  /** e.g. http://127.0.0.1:41234/hooks */
  url: string;
  port: number;
  /** Every request, answered or failed, oldest first. */
  requests: ReceivedWebhook[];
  /** The events answered with 204, oldest first. */
  delivered(): ReceivedWebhook[];
  /** Answers the next `count` requests with 500. */
  failNext(count: number): void;
  close(): Promise<void>;
};

/** A program an owner might point a webhook at: node:http on 127.0.0.1, on a free port. */
export async function startReceiver(): Promise<Receiver> {
  const requests: ReceivedWebhook[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const status = failures > 0 ? 500 : 204;
      if (failures > 0) failures -= 1;
      requests.push({ headers: request.headers, body, event: JSON.parse(body) as ReceivedWebhook["event"], status });
      response.writeHead(status).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    requests,
    delivered: () => requests.filter((received) => received.status === 204),
    failNext: (count) => {
      failures = count;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Checks a delivery as the Standard Webhooks specification tells receivers to, written here without
 * the server's code: HMAC-SHA256 over "<webhook-id>.<webhook-timestamp>.<body>" with the secret's
 * base64-decoded bytes, compared in constant time with each "v1," signature of the header.
 */
export function signatureVerifies(secret: string, { headers, body }: Pick<ReceivedWebhook, "headers" | "body">) {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (typeof id !== "string" || typeof timestamp !== "string" || typeof signatures !== "string") return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(" ").some((signature) => {
    const [version, value] = signature.split(",");
    const given = Buffer.from(value ?? "", "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
