import type { IncomingMessage, ServerResponse } from "node:http";
import { sealData } from "iron-session";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createSessionOptions,
  createSessionReader,
  DEFAULT_SESSION_LIFETIMES,
  RESEAL_AFTER_MS,
  SESSION_COOKIE,
  sessionStanding,
} from "./session.ts";

const options = createSessionOptions({ secret: "a-session-secret-of-at-least-32-characters", secure: false });

function exchange(cookie?: string) {
  const headers: Record<string, string[]> = {};
  const req = { headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} } as IncomingMessage;
  const res = {
    headersSent: false,
    getHeader: (name: string) => headers[name],
    setHeader: (name: string, value: string[]) => (headers[name] = value),
  } as unknown as ServerResponse;
  return { req, res, setCookies: () => headers["set-cookie"] ?? [] };
}

const seal = (data: object, ttl = options.ttl) => sealData(data, { password: options.password, ttl });

afterEach(() => vi.useRealTimers());

describe("reading sessions", () => {
  it("reads the same contents from a cookie however often it comes, each read its own copy", async () => {
    const read = createSessionReader(options);
    const cookie = await seal({ userId: "u1", sessionToken: "t3" });
    const first = await read(exchange(cookie).req, exchange(cookie).res);
    first.userId = "changed by the first request";
    const second = await read(exchange(cookie).req, exchange(cookie).res);
    expect({ ...second }).toEqual({ userId: "u1", sessionToken: "t3" });
  });

  it("reads nothing from a tampered, foreign or missing cookie", async () => {
    const read = createSessionReader(options);
    const cookie = await seal({ userId: "u1" });
    const tampered = cookie.replace(/\*[^*]+~2$/, "*AAAA~2");
    const foreign = await sealData({ userId: "u1" }, { password: "another-secret-of-at-least-32-characters!" });
    await read(exchange(cookie).req, exchange(cookie).res);
    for (const bad of [tampered, foreign, undefined]) {
      const { req, res } = exchange(bad);
      expect({ ...(await read(req, res)) }).toEqual({});
    }
  });

  it("stops reading a cookie once its seal has expired, even one read before", async () => {
    const read = createSessionReader(options);
    vi.useFakeTimers({ toFake: ["Date"] });
    const cookie = await seal({ userId: "u1" }, 60);
    expect({ ...(await read(exchange(cookie).req, exchange(cookie).res)) }).toEqual({ userId: "u1" });
    // iron allows 60 seconds of clock skew past the seal's expiry.
    vi.setSystemTime(Date.now() + 121_000);
    expect({ ...(await read(exchange(cookie).req, exchange(cookie).res)) }).toEqual({});
  });

  it("saves and destroys a session read before as it would a new one", async () => {
    const read = createSessionReader(options);
    const cookie = await seal({ userId: "u1" });
    await read(exchange(cookie).req, exchange(cookie).res);

    const saving = exchange(cookie);
    const session = await read(saving.req, saving.res);
    session.workspaceId = "w1";
    await session.save();
    const [saved] = saving.setCookies();
    const resealed = saved!.split(";")[0]!.slice(SESSION_COOKIE.length + 1);
    expect(resealed).not.toBe(cookie);
    expect({ ...(await read(exchange(resealed).req, exchange(resealed).res)) }).toEqual({
      userId: "u1",
      workspaceId: "w1",
    });

    const leaving = exchange(cookie);
    (await read(leaving.req, leaving.res)).destroy();
    expect(leaving.setCookies()).toEqual([expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`))]);
  });
});

describe("a session's standing", () => {
  const now = 1_800_000_000_000;
  const hour = 60 * 60 * 1000;
  const standing = (hoursSinceSignIn: number, msSinceUse: number, admin = false) =>
    sessionStanding(
      { userId: "u1", signedInAt: now - hoursSinceSignIn * hour, activeAt: now - msSinceUse },
      now,
      DEFAULT_SESSION_LIFETIMES,
      admin,
    );

  it("is current until its last seal is 5 minutes old, then due to be sealed again", () => {
    expect(standing(1, RESEAL_AFTER_MS - 1)).toBe("current");
    expect(standing(1, RESEAL_AFTER_MS)).toBe("reseal");
  });

  it("expires a week unused, 12 hours for the site admin, and 14 days after sign-in", () => {
    expect([standing(200, 168 * hour - 1), standing(200, 168 * hour)]).toEqual(["reseal", "expired"]);
    expect([standing(20, 12 * hour - 1, true), standing(20, 12 * hour, true)]).toEqual(["reseal", "expired"]);
    expect([standing(336 - 1 / 3600, 0), standing(336, 0)]).toEqual(["current", "expired"]);
  });

  it("expires a cookie sealed without the timestamps", () => {
    expect(sessionStanding({ userId: "u1" }, now, DEFAULT_SESSION_LIFETIMES, false)).toBe("expired");
  });
});
