import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { WorkspaceAccess } from "#core/context.ts";
import type { JobWorker } from "#core/jobs/job-worker.ts";
import { WEBHOOK_EVENTS } from "#schema/webhooks/webhooks.rules.ts";
import { graphql } from "#tests/support/graphql.ts";
import { jobsDone, startTestWorker } from "#tests/support/jobs.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";
import { startReceiver, signatureVerifies, type Receiver } from "./receiver.ts";
import { createApiKey, createEndpoint } from "./webhook-api.ts";

let t: TestApp;
let worker: JobWorker;
let receiver: Receiver;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let workspace: WorkspaceAccess;
let apiKey: string;
let endpoint: { id: string; secret: string };

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t, { username: "olive" });
  workspace = await workspaceOf(t.db, "olive");
  receiver = await startReceiver();
  apiKey = await createApiKey(owner);
  endpoint = await createEndpoint(owner, receiver.url, WEBHOOK_EVENTS);
  worker = await startTestWorker(t);
});
afterAll(async () => {
  await worker.stop();
  await receiver.close();
  await t.close();
});
beforeEach(async () => {
  await jobsDone(t.db);
  receiver.requests.length = 0;
});

async function gql(query: string, variables?: Record<string, unknown>) {
  const response = await graphql(owner, query, variables);
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data as Record<string, { id: string }>;
}

/** The events the receiver accepted while `act` and the deliveries it caused ran, as "type name/title". */
async function eventsDuring(act: () => Promise<unknown>): Promise<string[]> {
  const before = receiver.requests.length;
  await act();
  await jobsDone(t.db);
  return receiver.requests
    .slice(before)
    .filter((received) => received.status === 204)
    .map(({ event }) => `${event.type} ${String(event.data.name ?? event.data.title)}`)
    .sort();
}

describe("a webhook delivery", () => {
  it("is signed so the receiver verifies it with the secret, and carries the resource as the REST API returns it", async () => {
    const created = await gql(
      `mutation { createCustomer(input: { name: "Sia Signed", email: "sia@signed.test" }) { id } }`,
    );
    const id = created.createCustomer?.id;
    await jobsDone(t.db);
    const [received] = receiver.requests;
    const rest = await t.request().get(`/api/customers/${id}`).set("Authorization", `Bearer ${apiKey}`);
    const delivery = await workspace.db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });

    expect(receiver.requests).toHaveLength(1);
    expect(signatureVerifies(endpoint.secret, received!)).toBe(true);
    expect(signatureVerifies("whsec_" + Buffer.alloc(32, 7).toString("base64"), received!)).toBe(false);
    expect(received!.headers["webhook-id"]).toBe(delivery.eventId);
    expect(delivery.eventId).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(received!.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(received!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(received!.body)).toEqual({
      type: "customer.created",
      timestamp: delivery.createdAt.toISOString(),
      data: rest.body,
    });
    expect(rest.body).toMatchObject({ id, name: "Sia Signed", email: "sia@signed.test", currency: "USD" });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, responseStatus: 204, lastError: null });
  });

  it("announces each create, update and delete of customers, deals, tasks and activities made in the screens", async () => {
    const events = await eventsDuring(async () => {
      const customer = (await gql(`mutation { createCustomer(input: { name: "Cy", email: "cy@x.test" }) { id } }`))
        .createCustomer!.id;
      const deal = (
        await gql(`mutation ($c: ID!) { createDeal(input: { title: "Big", customerId: $c }) { id } }`, { c: customer })
      ).createDeal!.id;
      const task = (await gql(`mutation { createTask(input: { title: "Call" }) { id } }`)).createTask!.id;
      const activity = (await gql(`mutation { createActivity(input: { title: "Met", type: meeting }) { id } }`))
        .createActivity!.id;
      await gql(`mutation ($id: ID!) { updateCustomer(id: $id, input: { name: "Cy 2", email: "cy@x.test" }) { id } }`, {
        id: customer,
      });
      await gql(
        `mutation ($id: ID!, $c: ID!) { updateDeal(id: $id, input: { title: "Big 2", customerId: $c }) { id } }`,
        {
          id: deal,
          c: customer,
        },
      );
      await gql(`mutation ($id: ID!) { updateTask(id: $id, input: { title: "Call 2" }) { id } }`, { id: task });
      await gql(`mutation ($id: ID!) { updateActivity(id: $id, input: { title: "Met 2", type: meeting }) { id } }`, {
        id: activity,
      });
      for (const [resource, id] of [
        ["Deal", deal],
        ["Task", task],
        ["Activity", activity],
        ["Customer", customer],
      ] as const) {
        await gql(`mutation ($id: ID!) { delete${resource}(id: $id) { id } }`, { id });
      }
    });
    expect(events).toEqual([
      "activity.created Met",
      "activity.deleted Met 2",
      "activity.updated Met 2",
      "customer.created Cy",
      "customer.deleted Cy 2",
      "customer.updated Cy 2",
      "deal.created Big",
      "deal.deleted Big 2",
      "deal.updated Big 2",
      "task.created Call",
      "task.deleted Call 2",
      "task.updated Call 2",
    ]);
  });

  it("announces changes made with an API key over GraphQL and REST, and each row of a CSV import", async () => {
    const bearer = `Bearer ${apiKey}`;
    const events = await eventsDuring(async () => {
      const viaGraphql = await t
        .request()
        .post("/graphql")
        .set("Authorization", bearer)
        .send({ query: `mutation { createCustomer(input: { name: "Gus Graph", email: "gus@x.test" }) { id } }` });
      expect(viaGraphql.body.errors).toBeUndefined();
      const viaRest = await t
        .request()
        .post("/api/customers")
        .set("Authorization", bearer)
        .send({ name: "Rita Rest", email: "rita@x.test" });
      expect(viaRest.status).toBe(201);
      const viaImport = await t
        .request()
        .post("/api/customers/import")
        .set("Authorization", bearer)
        .send({
          rows: [
            { line: 2, name: "Ivy Import", email: "ivy@x.test" },
            { line: 3, name: "Ike Import", email: "ike@x.test" },
            { line: 4, name: "", email: "bad@x.test" },
          ],
        });
      expect(viaImport.status).toBe(200);
    });
    expect(events).toEqual([
      "customer.created Gus Graph",
      "customer.created Ike Import",
      "customer.created Ivy Import",
      "customer.created Rita Rest",
    ]);
  });

  it("announces nothing for an update that changes nothing, or for a write that was rolled back", async () => {
    const customer = await workspace.db.customer.create({ data: { name: "Stan Still", email: "stan@x.test" } });
    await jobsDone(t.db);
    const events = await eventsDuring(async () => {
      await gql(
        `mutation ($id: ID!) { updateCustomer(id: $id, input: { name: "Stan Still", email: "stan@x.test" }) { id } }`,
        {
          id: customer.id,
        },
      );
      await expect(
        workspace.db.$transaction(async (tx) => {
          await tx.customer.create({ data: { name: "Rolf Rolledback", email: "rolf@x.test" } });
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
      await workspace.db.customer.create({ data: { name: "Kim Kept", email: "kim@x.test" } });
    });
    expect(events).toEqual(["customer.created Kim Kept"]);
    expect(
      await workspace.db.webhookDelivery.count({ where: { payload: { path: ["name"], equals: "Rolf Rolledback" } } }),
    ).toBe(0);
  });

  it("announces each row of a statement that writes many, and keeps an endpoint's latest 200 deliveries", async () => {
    const rows = Array.from({ length: 210 }, (_, index) => ({ name: `Batch ${index}`, email: `batch${index}@x.test` }));
    const events = await eventsDuring(() => workspace.db.customer.createMany({ data: rows }));
    expect(events).toEqual(rows.map((row) => `customer.created ${row.name}`).sort());
    expect(await workspace.db.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(200);
  });
});

/** The events the receiver accepted while `act` ran, as "type" and the data's name, or a link's role and mark. */
async function companyEventsDuring(act: () => Promise<unknown>): Promise<string[]> {
  const before = receiver.requests.length;
  await act();
  await jobsDone(t.db);
  return receiver.requests
    .slice(before)
    .filter((received) => received.status === 204)
    .map(({ event: { type, data } }) =>
      "primary" in data
        ? `${type} ${String(data.role)}${data.primary ? " (primary)" : ""}`
        : `${type} ${String(data.name)}`,
    )
    .sort();
}

describe("company webhooks", () => {
  it("announce a company's create, update and delete, with the company as the REST API shows it", async () => {
    const events = await companyEventsDuring(async () => {
      const company = await workspace.db.company.create({ data: { name: "Hook Co", domains: ["hook.test"] } });
      await workspace.db.company.update({ where: { id: company.id }, data: { industry: "Retail" } });
      await workspace.db.company.delete({ where: { id: company.id } });
    });
    expect(events).toEqual(["company.created Hook Co", "company.deleted Hook Co", "company.updated Hook Co"]);
    const updated = receiver.requests.find(({ event }) => event.type === "company.updated")!;
    expect(updated.event.data).toMatchObject({
      name: "Hook Co",
      domains: ["hook.test"],
      industry: "Retail",
      size: null,
    });
    expect(updated.event.data).not.toHaveProperty("searchText");
  });

  it("announce a link made, its role or primary mark changed, and its removal, with { customerId, companyId, role, primary }", async () => {
    const person = await workspace.db.customer.create({ data: { name: "Lia Link", email: "lia@link.test" } });
    const company = await workspace.db.company.create({ data: { name: "Link Co" } });
    const where = {
      workspaceId_customerId_companyId: { workspaceId: workspace.id, customerId: person.id, companyId: company.id },
    };
    await jobsDone(t.db);
    receiver.requests.length = 0;
    const events = await companyEventsDuring(async () => {
      await workspace.db.customerCompany.create({
        data: { customerId: person.id, companyId: company.id, role: "Buyer" },
      });
      await workspace.db.customerCompany.update({ where, data: { isPrimary: true } });
      await workspace.db.customerCompany.delete({ where });
    });
    expect(events).toEqual([
      "customer.company_linked Buyer",
      "customer.company_linked Buyer (primary)",
      "customer.company_unlinked Buyer (primary)",
    ]);
    expect(receiver.requests[0]!.event.data).toEqual({
      customerId: person.id,
      companyId: company.id,
      role: "Buyer",
      primary: false,
    });
  });

  it("announce a rename as company.updated alone: its people's company follows without a customer.updated", async () => {
    const company = await workspace.db.company.create({ data: { name: "Old Name Ltd" } });
    const person = await workspace.db.customer.create({ data: { name: "Ren Rename", email: "ren@rename.test" } });
    await workspace.db.customerCompany.create({
      data: { customerId: person.id, companyId: company.id, isPrimary: true },
    });
    await jobsDone(t.db);
    expect((await workspace.db.customer.findUniqueOrThrow({ where: { id: person.id } })).company).toBe("Old Name Ltd");

    const events = await companyEventsDuring(() =>
      workspace.db.company.update({ where: { id: company.id }, data: { name: "New Name Ltd" } }),
    );
    expect(events).toEqual(["company.updated New Name Ltd"]);
    expect((await workspace.db.customer.findUniqueOrThrow({ where: { id: person.id } })).company).toBe("New Name Ltd");
  });

  it("announce a person's company changed with the legacy text as customer.updated, and the links it made", async () => {
    const bearer = `Bearer ${apiKey}`;
    const created = await t
      .request()
      .post("/api/customers")
      .set("Authorization", bearer)
      .send({ name: "Tex Text", email: "tex@text.test", company: "First Text Co" });
    await jobsDone(t.db);
    const events = await companyEventsDuring(async () => {
      const patched = await t
        .request()
        .patch(`/api/customers/${created.body.id}`)
        .set("Authorization", bearer)
        .send({ company: "Second Text Co" });
      expect(patched.status).toBe(200);
    });
    expect(events).toEqual([
      "company.created Second Text Co",
      "customer.company_linked ",
      "customer.company_linked  (primary)",
      "customer.updated Tex Text",
    ]);
    const updated = receiver.requests.find(({ event }) => event.type === "customer.updated")!;
    expect(updated.event.data).toMatchObject({ id: created.body.id, company: "Second Text Co" });
  });

  it("announce a link made over REST and a rename over REST as company.updated alone", async () => {
    const bearer = `Bearer ${apiKey}`;
    const company = await workspace.db.company.create({ data: { name: "Rest Co" } });
    const person = await workspace.db.customer.create({ data: { name: "Rae Rest", email: "rae@rest.test" } });
    await jobsDone(t.db);
    const linked = await companyEventsDuring(() =>
      t
        .request()
        .post(`/api/customers/${person.id}/companies`)
        .set("Authorization", bearer)
        .send({ companyId: company.id, role: "Owner" }),
    );
    expect(linked).toEqual(["customer.company_linked Owner (primary)"]);
    const renamed = await companyEventsDuring(() =>
      t.request().patch(`/api/companies/${company.id}`).set("Authorization", bearer).send({ name: "Rest Co Ltd" }),
    );
    expect(renamed).toEqual(["company.updated Rest Co Ltd"]);
    expect((await workspace.db.customer.findUniqueOrThrow({ where: { id: person.id } })).company).toBe("Rest Co Ltd");
  });
});
