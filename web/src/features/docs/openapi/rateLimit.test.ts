import { describe, expect, it } from "vitest";
import { OPEN_API_FIXTURE } from "./openApiFixture.ts";
import { rateLimitSentence } from "./rateLimit.ts";

describe("rateLimitSentence", () => {
  it("words the document's x-rate-limit", () => {
    expect(rateLimitSentence(OPEN_API_FIXTURE)).toBe("Each API key may make 1000 requests per hour.");
    expect(
      rateLimitSentence({
        ...OPEN_API_FIXTURE,
        "x-rate-limit": { requests: 10, window: "15 minutes", per: "IP address" },
      }),
    ).toBe("Each IP address may make 10 requests every 15 minutes.");
  });

  it("is null when the document announces no limit", () => {
    expect(rateLimitSentence({ ...OPEN_API_FIXTURE, "x-rate-limit": undefined })).toBeNull();
  });
});
