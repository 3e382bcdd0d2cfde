import { describe, expect, it } from "vitest";
import { isIpAddressHost } from "./passkeySupport.ts";

describe("isIpAddressHost", () => {
  it("recognises IPv4 and IPv6 addresses, which WebAuthn refuses", () => {
    expect(["127.0.0.1", "192.168.1.20", "[::1]", "::1", "[fe80::1]"].map(isIpAddressHost)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("lets host names through", () => {
    expect(["localhost", "crm.example.com", "10.example.com", "bramble"].map(isIpAddressHost)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
