import { describe, expect, it } from "vitest";
import { base64ToBytes } from "./base64ToBytes.ts";

describe("base64ToBytes", () => {
  it("decodes binary content byte for byte", () => {
    // "PK\x03\x04" opens every zip archive; 0xff checks bytes above 127 survive.
    expect([...base64ToBytes("UEsDBP8=")]).toEqual([0x50, 0x4b, 0x03, 0x04, 0xff]);
  });

  it("gives no bytes for an empty string", () => {
    expect(base64ToBytes("")).toHaveLength(0);
  });
});
