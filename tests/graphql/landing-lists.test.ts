import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_PRICING_PLANS } from "#schema/content/landing-lists.defaults.ts";
import { errorOf } from "#tests/support/graphql.ts";
import {
  LANDING_LIST_CASES,
  landingListOperations,
  resetLandingLists,
  run,
  withoutIds,
} from "#tests/support/landing-lists.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let user: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAgent(t, { username: "editor", role: "admin" });
  user = await signedInAgent(t, { username: "plain" });
});
afterAll(() => t.close());
beforeEach(() => resetLandingLists(t.db));

const MISSING_ID = "0190c5f2-0000-7000-8000-000000000000";

describe.each(LANDING_LIST_CASES)("$name", (list) => {
  const operation = landingListOperations(list);
  const entries = async () => (await run(t.request(), operation.list())).data?.[list.name] as { id: string }[];
  const ids = async () => (await entries()).map(({ id }) => id);

  it("answers the fresh install's entries, in order, to anyone", async () => {
    expect(withoutIds(await entries())).toEqual(list.defaults);
  });

  it("adds an entry at the end", async () => {
    const added = await run(admin, operation.add(list.sample));
    expect(withoutIds([added.data?.[`add${list.entry}`]])).toEqual([list.sample]);
    expect(withoutIds(await entries())).toEqual([...list.defaults, list.sample]);
  });

  it("edits an entry in its place", async () => {
    const [first, second] = await ids();
    const updated = await run(admin, operation.update(second!, list.sample));
    expect(updated.data?.[`update${list.entry}`]).toEqual({ id: second, ...list.sample });
    expect((await entries()).map(({ id }) => id)[0]).toBe(first);
    expect(withoutIds(await entries())).toEqual([list.defaults[0], list.sample, ...list.defaults.slice(2)]);
  });

  it("deletes an entry, and the next one added comes last", async () => {
    const [first, ...rest] = await ids();
    expect((await run(admin, operation.remove(first!))).data).toEqual({ [`delete${list.entry}`]: { id: first } });
    expect(await ids()).toEqual(rest);
    expect(withoutIds(await entries())).toEqual(list.defaults.slice(1));
    await run(admin, operation.add(list.sample));
    expect(withoutIds(await entries())).toEqual([...list.defaults.slice(1), list.sample]);
    // Editing the entry before it writes that row anew: the order must come from the positions alone.
    await run(admin, operation.update(rest.at(-1)!, list.defaults.at(-1)!));
    expect(withoutIds(await entries())).toEqual([...list.defaults.slice(1), list.sample]);
  });

  it("moves one entry and keeps the others in their order", async () => {
    const [first, second, ...rest] = await ids();
    await run(admin, operation.remove(second!));
    await run(admin, operation.reorder([...rest, first!]));
    expect(await ids()).toEqual([...rest, first]);
    const [added] = withoutIds([(await run(admin, operation.add(list.sample))).data?.[`add${list.entry}`]]);
    expect(added).toEqual(list.sample);
    expect((await ids()).slice(0, -1)).toEqual([...rest, first]);
  });

  it("reorders the entries", async () => {
    const reversed = (await ids()).reverse();
    const answer = await run(admin, operation.reorder(reversed));
    expect((answer.data?.[`reorder${list.entries}`] as { id: string }[]).map(({ id }) => id)).toEqual(reversed);
    expect(await ids()).toEqual(reversed);
    expect(withoutIds(await entries())).toEqual([...list.defaults].reverse());
  });

  it("replaces the whole list", async () => {
    const answer = await run(admin, operation.replace([list.sample, list.defaults[0]!]));
    expect(withoutIds(answer.data?.[`replace${list.entries}`])).toEqual([list.sample, list.defaults[0]]);
    expect(withoutIds(await entries())).toEqual([list.sample, list.defaults[0]]);
  });

  it("refuses an invalid entry with the rule's message and changes nothing", async () => {
    const [first] = await ids();
    for (const attempt of [
      operation.add(list.invalid.input),
      operation.update(first!, list.invalid.input),
      operation.replace([list.invalid.input]),
    ]) {
      expect(errorOf(await run(admin, attempt))).toEqual({ message: list.invalid.message, code: "BAD_USER_INPUT" });
    }
    expect(withoutIds(await entries())).toEqual(list.defaults);
  });

  it("keeps at least one entry", async () => {
    const keepOne = { message: list.messages.keepOne, code: "BAD_USER_INPUT" };
    expect(errorOf(await run(admin, operation.replace([])))).toEqual(keepOne);
    const [last, ...others] = await ids();
    for (const id of others) await run(admin, operation.remove(id));
    expect(errorOf(await run(admin, operation.remove(last!)))).toEqual(keepOne);
    expect(await ids()).toEqual([last]);
  });

  it(`holds at most ${list.max} entries`, async () => {
    const tooMany = { message: list.messages.tooMany, code: "BAD_USER_INPUT" };
    const full = Array.from({ length: list.max }, () => list.sample);
    expect(errorOf(await run(admin, operation.replace([...full, list.sample])))).toEqual(tooMany);
    await run(admin, operation.replace(full));
    expect(errorOf(await run(admin, operation.add(list.sample)))).toEqual(tooMany);
    expect(await ids()).toHaveLength(list.max);
  });

  it("refuses an order that leaves out, repeats or invents an entry", async () => {
    const current = await ids();
    for (const order of [current.slice(1), [...current, current[0]!], [...current.slice(1), MISSING_ID]]) {
      expect(errorOf(await run(admin, operation.reorder(order)))).toEqual({
        message: list.messages.order,
        code: "BAD_USER_INPUT",
      });
    }
    expect(await ids()).toEqual(current);
  });

  it("answers an entry that does not exist with its not-found message", async () => {
    const notFound = { message: list.messages.notFound, code: "NOT_FOUND" };
    for (const id of [MISSING_ID, "not-an-id"]) {
      expect(errorOf(await run(admin, operation.update(id, list.sample)))).toEqual(notFound);
      expect(errorOf(await run(admin, operation.remove(id)))).toEqual(notFound);
    }
  });

  it("lets only the site admin change it", async () => {
    const [first] = await ids();
    const writes = [
      operation.add(list.sample),
      operation.update(first!, list.sample),
      operation.remove(first!),
      operation.reorder(await ids()),
      operation.replace([list.sample]),
    ];
    for (const write of writes) {
      expect(errorOf(await run(t.request(), write))).toEqual({ message: "Not signed in", code: "UNAUTHENTICATED" });
      expect(errorOf(await run(user, write))).toEqual({ message: "Admin access required", code: "FORBIDDEN" });
    }
    expect(withoutIds(await entries())).toEqual(list.defaults);
  });
});

describe("the Most Popular plan", () => {
  const plans = landingListOperations(LANDING_LIST_CASES.find((list) => list.name === "pricingPlans")!);
  const popularNames = async () =>
    ((await run(t.request(), plans.list())).data?.pricingPlans as { name: string; popular: boolean }[])
      .filter((plan) => plan.popular)
      .map((plan) => plan.name);

  it("moves to the plan an edit marks, and to a plan added as popular", async () => {
    expect(await popularNames()).toEqual(["Professional"]);
    const [starter] = (await run(t.request(), plans.list())).data?.pricingPlans as { id: string }[];
    await run(admin, plans.update(starter!.id, { ...DEFAULT_PRICING_PLANS[0], popular: true }));
    expect(await popularNames()).toEqual(["Starter"]);
    await run(admin, plans.add({ ...DEFAULT_PRICING_PLANS[0], name: "Scale", popular: true }));
    expect(await popularNames()).toEqual(["Scale"]);
  });

  it("is one plan in a replacement list", async () => {
    const twoPopular = DEFAULT_PRICING_PLANS.map((plan) => ({ ...plan, popular: true }));
    expect(errorOf(await run(admin, plans.replace(twoPopular)))).toEqual({
      message: "Only one plan can be Most Popular",
      code: "BAD_USER_INPUT",
    });
    expect(await popularNames()).toEqual(["Professional"]);
  });
});
