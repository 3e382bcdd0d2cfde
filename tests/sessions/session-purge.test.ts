import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SESSION_LIFETIMES } from "#gateway/session.ts";
import { pino } from "pino";
import { purgeSessions, SESSION_PURGE_CRONTAB } from "#schema/account/session-purge.job.ts";
import { JOB_CRONTAB } from "#schema/job-list.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the expired sessions' purge", () => {
  it("runs every hour from the job queue's crontab", () => {
    expect(JOB_CRONTAB.split("\n")).toContain(SESSION_PURGE_CRONTAB);
    expect(SESSION_PURGE_CRONTAB).toBe("30 * * * * session_purge");
  });

  it("deletes the rows of sessions past their idle timeout (the admin's shorter one) or absolute lifetime", async () => {
    const user = await createUser(t.db, { username: "purged-user" });
    const admin = await createUser(t.db, { username: "purged-admin", role: "admin" });
    const now = Date.now();
    const { idleMs, adminIdleMs, absoluteMs } = DEFAULT_SESSION_LIFETIMES;
    const rows = {
      fresh: [user.id, now - DAY_MS, now - HOUR_MS],
      idleButWithinAMinute: [user.id, now - idleMs - HOUR_MS, now - idleMs + MINUTE_MS / 2],
      idle: [user.id, now - idleMs - HOUR_MS, now - idleMs - 2 * MINUTE_MS],
      tooOld: [user.id, now - absoluteMs - MINUTE_MS, now - MINUTE_MS],
      adminFresh: [admin.id, now - HOUR_MS, now - adminIdleMs + HOUR_MS],
      adminIdle: [admin.id, now - DAY_MS, now - adminIdleMs - 2 * MINUTE_MS],
    } as const;
    const ids: Record<string, string> = {};
    for (const [name, [userId, createdAt, lastUsedAt]] of Object.entries(rows)) {
      const row = await t.db.accountSession.create({
        data: { userId, tokenHash: name, createdAt: new Date(createdAt), lastUsedAt: new Date(lastUsedAt) },
      });
      ids[row.id] = name;
    }

    const log = pino({ level: "silent" });
    await purgeSessions({ db: t.db, log, sessionLifetimes: DEFAULT_SESSION_LIFETIMES })();

    const left = await t.db.accountSession.findMany({ where: { userId: { in: [user.id, admin.id] } } });
    expect(left.map(({ id }) => ids[id]).sort()).toEqual(["adminFresh", "fresh", "idleButWithinAMinute"]);
  });
});
