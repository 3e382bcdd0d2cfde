import { describe, expect, it } from "vitest";
import { newWebhookSecret, signWebhook, webhookHeaders } from "./webhook-signature.ts";

// The example of the Standard Webhooks specification (its reference libraries' tests use the same).
const SPEC_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const SPEC_MESSAGE = {
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
};

describe("webhook signatures", () => {
  it("signs the specification's example message to its published signature", () => {
    expect(signWebhook(SPEC_SECRET, SPEC_MESSAGE)).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("puts the id, the timestamp in seconds and the signature in the three headers", () => {
    expect(webhookHeaders(SPEC_SECRET, SPEC_MESSAGE)).toEqual({
      "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
      "webhook-timestamp": "1614265330",
      "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    });
  });

  it("makes secrets of 32 random bytes behind whsec_", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice("whsec_".length), "base64")).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
