import { describe, expect, it } from "vitest";
import { hasReplayed, isWalPosition, walBytes } from "./wal-position.ts";

describe("WAL positions", () => {
  it("reads PostgreSQL's notation as a byte offset", () => {
    expect(walBytes("0/0")).toBe(0n);
    expect(walBytes("0/16B3748")).toBe(0x16b3748n);
    expect(walBytes("16/B374D848")).toBe((0x16n << 32n) + 0xb374d848n);
    expect(walBytes("FFFFFFFF/FFFFFFFF")).toBe(2n ** 64n - 1n);
  });

  it("compares by offset, not as text", () => {
    expect(hasReplayed("1/0", "0/FFFFFFFF")).toBe(true);
    expect(hasReplayed("0/A", "0/9")).toBe(true);
    expect(hasReplayed("0/9", "0/A")).toBe(false);
    expect(hasReplayed("0/10", "0/10")).toBe(true);
    expect(hasReplayed("0/F", "0/10")).toBe(false);
  });

  it("tells a position from anything else a cookie or a column might hold", () => {
    expect(isWalPosition("16/B374D848")).toBe(true);
    expect(isWalPosition("16/B374D848 ")).toBe(false);
    expect(isWalPosition("G/0")).toBe(false);
    expect(isWalPosition("123456789/0")).toBe(false);
    expect(isWalPosition(42)).toBe(false);
    expect(() => walBytes("nope")).toThrow("not a WAL position: nope");
  });
});
