import { describe, expect, it } from "vitest";
import { browserHost } from "./browser-host.ts";

describe("browserHost", () => {
  it("names a loopback or every-address listener localhost, which WebAuthn accepts", () => {
    expect(["127.0.0.1", "127.1.2.3", "::1", "0.0.0.0", "::", "localhost"].map(browserHost)).toEqual(
      Array(6).fill("localhost"),
    );
  });

  it("keeps any other host as it is", () => {
    expect(["crm.example.com", "192.168.1.20", "10.0.0.7", "fe80::1"].map(browserHost)).toEqual([
      "crm.example.com",
      "192.168.1.20",
      "10.0.0.7",
      "fe80::1",
    ]);
  });
});
