import { createHmac, randomBytes } from "node:crypto";

// Standard Webhooks (https://www.standardwebhooks.com/): secrets are "whsec_" + base64 of random bytes,
// and a message is signed as "v1," + base64(HMAC-SHA256(secret bytes, "<id>.<timestamp>.<body>")).

const SECRET_PREFIX = "whsec_";
/** The specification asks for 24 to 64 bytes. */
const SECRET_BYTES = 32;

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString("base64")}`;
}

export type SignedMessage = { id: string; timestamp: number; body: string };

export function signWebhook(secret: string, { id, timestamp, body }: SignedMessage): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** The headers a delivery carries, `timestamp` in whole seconds since 1970. */
export function webhookHeaders(secret: string, message: SignedMessage): Record<string, string> {
  return {
    "webhook-id": message.id,
    "webhook-timestamp": String(message.timestamp),
    "webhook-signature": signWebhook(secret, message),
  };
}
