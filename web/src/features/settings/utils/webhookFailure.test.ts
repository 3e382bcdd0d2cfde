import { describe, expect, it } from "vitest";
import { endpointFailure, webhookFailureReason } from "./webhookFailure.ts";

describe("webhookFailureReason", () => {
  it("says in words why a delivery failed, naming the URL's host and port", () => {
    expect(webhookFailureReason("http://127.0.0.1:9/hook", "Connection refused")).toBe(
      "Can't connect to 127.0.0.1:9 (connection refused)",
    );
    expect(webhookFailureReason("https://hooks.example.com/in", "Timed out")).toBe(
      "hooks.example.com did not answer in time",
    );
    expect(webhookFailureReason("https://hooks.example.com/in", "Answered 500")).toBe("hooks.example.com answered 500");
    expect(webhookFailureReason("https://hooks.example.com/in", "Answered 302: redirects are not followed")).toBe(
      "hooks.example.com answered 302: redirects are not followed",
    );
    expect(webhookFailureReason("https://x.test", "Not sent: the endpoint is disabled")).toBe(
      "Not sent: the endpoint is disabled",
    );
  });
});

describe("endpointFailure", () => {
  const failing = {
    url: "http://127.0.0.1:9/hook",
    enabled: true,
    failingSince: "2026-11-27T10:00:00.000Z",
    recentDeliveries: [
      { status: "pending", lastError: "Connection refused" },
      { status: "succeeded", lastError: null },
    ],
  };

  it("tells an enabled endpoint whose deliveries fail, with its latest failure", () => {
    expect(endpointFailure(failing)).toEqual({
      since: "2026-11-27T10:00:00.000Z",
      reason: "Can't connect to 127.0.0.1:9 (connection refused)",
    });
  });

  it("is nothing for an endpoint that delivers, or one that is disabled", () => {
    expect(endpointFailure({ ...failing, failingSince: null })).toBeNull();
    expect(endpointFailure({ ...failing, enabled: false })).toBeNull();
  });
});
