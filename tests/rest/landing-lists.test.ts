import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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

const json = { "Content-Type": "application/json" };

describe.each(LANDING_LIST_CASES)("GET and PUT $path", (list) => {
  const operation = landingListOperations(list);
  const withRestFields = (entries: object[]) => entries.map((entry) => ({ ...entry, ...list.restExtra }));

  it("answers the fresh install's entries to anyone, with the ids GraphQL has", async () => {
    const response = await t.request().get(list.path);
    expect(response.status).toBe(200);
    expect(withoutIds(response.body)).toEqual(withRestFields(list.defaults));
    const graphqlIds = ((await run(t.request(), operation.list())).data?.[list.name] as { id: string }[]).map(
      ({ id }) => id,
    );
    expect(response.body.map(({ id }: { id: string }) => id)).toEqual(graphqlIds);
  });

  it("lets the admin replace the list, which GET and GraphQL then answer", async () => {
    const response = await admin.put(list.path).set(json).send([list.sample, list.defaults[0]]);
    expect(response.status).toBe(200);
    expect(withoutIds(response.body)).toEqual(withRestFields([list.sample, list.defaults[0]!]));
    expect((await t.request().get(list.path)).body).toEqual(response.body);
    expect(withoutIds((await run(t.request(), operation.list())).data?.[list.name])).toEqual([
      list.sample,
      list.defaults[0],
    ]);
  });

  it("refuses invalid lists with GraphQL's messages, and keeps the saved one", async () => {
    const cases: [object[], string][] = [
      [[list.invalid.input], list.invalid.message],
      [[], list.messages.keepOne],
      [Array.from({ length: list.max + 1 }, () => list.sample), list.messages.tooMany],
    ];
    for (const [body, message] of cases) {
      const response = await admin.put(list.path).set(json).send(body);
      expect([response.status, response.text]).toEqual([400, message]);
      const sameOverGraphql = await run(admin, operation.replace(body));
      expect(errorOf(sameOverGraphql)).toEqual({ message, code: "BAD_USER_INPUT" });
    }
    expect(withoutIds((await t.request().get(list.path)).body)).toEqual(withRestFields(list.defaults));
  });

  it("refuses a body that is not a list", async () => {
    const response = await admin
      .put(list.path)
      .set(json)
      .send({ entries: [list.sample] });
    expect([response.status, response.text]).toEqual([400, list.messages.notAList]);
  });

  it("is the site admin's to change", async () => {
    const anonymous = await t.request().put(list.path).set(json).send([list.sample]);
    expect([anonymous.status, anonymous.text]).toEqual([401, "Not signed in"]);
    const plain = await user.put(list.path).set(json).send([list.sample]);
    expect([plain.status, plain.text]).toEqual([403, "Admin access required"]);
    expect(withoutIds((await t.request().get(list.path)).body)).toEqual(withRestFields(list.defaults));
  });
});
