import type { Test } from "supertest";
import { graphql } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

/** Anything that can send requests the way a client does: a cookie-keeping agent or a bearer key. */
export type Requester = {
  get(path: string): Test;
  post(path: string): Test;
  put(path: string): Test;
  patch(path: string): Test;
  delete(path: string): Test;
};

function bearer(t: TestApp, secret: string): Requester {
  const withKey = (test: Test) => test.set("Authorization", `Bearer ${secret}`);
  return {
    get: (path) => withKey(t.request().get(path)),
    post: (path) => withKey(t.request().post(path)),
    put: (path) => withKey(t.request().put(path)),
    patch: (path) => withKey(t.request().patch(path)),
    delete: (path) => withKey(t.request().delete(path)),
  };
}

async function createKey(owner: Requester, name: string): Promise<string> {
  const response = await graphql(
    owner,
    `
      mutation ($name: String!) {
        createApiKey(input: { name: $name }) {
          secret
        }
      }
    `,
    {
      name,
    },
  );
  return response.body.data.createApiKey.secret;
}

/** Everything of workspace B that must never show in an answer to anyone outside it. */
export const B_MARKERS = {
  workspaceName: "Bravo Hidden Workspace",
  customerName: "Bravo Hidden Customer",
  customerEmail: "hidden@bravo-hidden.test",
  companyName: "Bravo Hidden Company",
  companyIndustry: "Bravo Hidden Industry",
  dealTitle: "Bravo Hidden Deal",
  taskTitle: "Bravo Hidden Task",
  activityTitle: "Bravo Hidden Activity",
  customFieldLabel: "Bravo Hidden Field",
  apiKeyName: "Bravo Hidden Key",
  webhookUrl: "https://hooks.bravo-hidden.test/in",
  invitee: "invitee@bravo-hidden.test",
  ownerName: "bravo-owner",
  customFieldValue: "Bravo Hidden Value",
};

/** The domain of B's company. */
export const B_COMPANY_DOMAIN = "bravo-corp.test";

export const CALLERS = [
  "A's owner",
  "A's member",
  "A's API key",
  "removed from B",
  "removed from B, their key",
  "disabled B member",
  "disabled B member, their key",
  "site admin",
] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * Two teams with data. Workspace A (alpha-owner, alpha-member, a key) is the caller's side; workspace B
 * holds one of everything. Two people lose B: one removed by its owner, one disabled by the site
 * admin; their cookies and keys, made while they were in B, are kept to try again.
 */
export async function twoWorkspaces(t: TestApp) {
  const alphaOwner = await signedInAgent(t, { username: "alpha-owner" });
  const a = await workspaceOf(t.db, "alpha-owner");
  await addMember(t.db, a, await createUser(t.db, { username: "alpha-member" }));
  await a.db.customer.create({ data: { name: "Alpha Customer", email: "alpha@alpha.test" } });

  const bravoOwner = await signedInAgent(t, { username: B_MARKERS.ownerName });
  const b = await workspaceOf(t.db, B_MARKERS.ownerName);
  await t.db.workspace.update({ where: { id: b.id }, data: { name: B_MARKERS.workspaceName } });
  await graphql(
    bravoOwner,
    `
      mutation ($url: String!) {
        createWebhookEndpoint(input: { url: $url, events: ["customer.created"] }) {
          secret
        }
      }
    `,
    { url: B_MARKERS.webhookUrl },
  );
  // A unique field of B's customers, and a value of it on B's customer (A may hold the same value).
  await b.db.customField.create({
    data: { recordType: "customer", key: "reference", label: "Reference", type: "text", unique: true, position: 1 },
  });
  // Creating the customer queues B's one webhook delivery (no job worker runs here: it stays pending).
  const customer = await b.db.customer.create({
    data: {
      name: B_MARKERS.customerName,
      email: B_MARKERS.customerEmail,
      customFields: { reference: B_MARKERS.customFieldValue },
    },
  });
  const webhookDelivery = await b.db.webhookDelivery.findFirstOrThrow();
  // B's company owns a domain A may also claim (a domain is one company's within a workspace only).
  const company = await b.db.company.create({
    data: { name: B_MARKERS.companyName, domains: [B_COMPANY_DOMAIN], industry: B_MARKERS.companyIndustry },
  });
  await b.db.customerCompany.create({
    data: { customerId: customer.id, companyId: company.id, role: "Hidden role", isPrimary: true },
  });
  const deal = await b.db.deal.create({ data: { title: B_MARKERS.dealTitle, customerId: customer.id } });
  const owner = await t.db.user.findUniqueOrThrow({ where: { username: B_MARKERS.ownerName } });
  const task = await b.db.task.create({
    data: { title: B_MARKERS.taskTitle, customerId: customer.id, assigneeId: owner.id },
  });
  const activity = await b.db.activity.create({
    data: { type: "note", title: B_MARKERS.activityTitle, customerId: customer.id },
  });
  const customField = await b.db.customField.create({
    data: {
      recordType: "customer",
      key: "bravo_hidden_field",
      label: B_MARKERS.customFieldLabel,
      type: "text",
      position: 0,
    },
  });
  await createKey(bravoOwner, B_MARKERS.apiKeyName);
  const apiKey = await b.db.apiKey.findFirstOrThrow({ where: { name: B_MARKERS.apiKeyName } });
  await graphql(bravoOwner, `mutation { inviteMember(input: { email: "${B_MARKERS.invitee}" }) { id } }`);
  const invitation = await t.db.invitation.findFirstOrThrow({ where: { workspaceId: b.id } });
  // A browser B's owner trusts (its cookie's token is not needed: only its id is aimed at).
  const trustedBrowser = await t.db.trustedBrowser.create({
    data: { userId: owner.id, tokenHash: "bravo-trusted-browser", expiresAt: new Date(Date.now() + 86_400_000) },
  });
  // A passkey of B's owner (only its id is aimed at: renaming or removing it must be refused).
  const passkey = await t.db.passkey.create({
    data: {
      userId: owner.id,
      credentialId: "bravo-passkey",
      publicKey: new Uint8Array([1, 2, 3]),
      deviceType: "singleDevice",
      backedUp: false,
      name: "Bravo's passkey",
    },
  });

  const removed = await createUser(t.db, { username: "bravo-removed" });
  await addMember(t.db, b, removed, "owner");
  const removedSession = await signIn(t, "bravo-removed");
  const removedKey = await createKey(removedSession, "Removed member's key");
  await graphql(
    bravoOwner,
    `
      mutation ($id: ID!) {
        removeMember(userId: $id) {
          id
        }
      }
    `,
    { id: removed.id },
  );

  const disabled = await createUser(t.db, { username: "bravo-disabled" });
  await addMember(t.db, b, disabled, "owner");
  const disabledSession = await signIn(t, "bravo-disabled");
  const disabledKey = await createKey(disabledSession, "Disabled member's key");
  const admin = await signedInAgent(t, { username: "site-admin", role: "admin" });
  await graphql(
    admin,
    `
      mutation ($id: ID!) {
        setUserDisabled(userId: $id, disabled: true) {
          id
        }
      }
    `,
    {
      id: disabled.id,
    },
  );

  const callers: Record<Caller, Requester> = {
    "A's owner": alphaOwner,
    "A's member": await signIn(t, "alpha-member"),
    "A's API key": bearer(t, await createKey(alphaOwner, "Alpha key")),
    "removed from B": removedSession,
    "removed from B, their key": bearer(t, removedKey),
    "disabled B member": disabledSession,
    "disabled B member, their key": bearer(t, disabledKey),
    "site admin": admin,
  };
  const ids = {
    workspaceId: b.id,
    customerId: customer.id,
    companyId: company.id,
    dealId: deal.id,
    taskId: task.id,
    activityId: activity.id,
    customFieldId: customField.id,
    apiKeyId: apiKey.id,
    webhookEndpointId: webhookDelivery.endpointId,
    webhookDeliveryId: webhookDelivery.id,
    invitationId: invitation.id,
    userId: owner.id,
    sessionId: (await t.db.accountSession.findFirstOrThrow({ where: { userId: owner.id } })).id,
    trustedBrowserId: trustedBrowser.id,
    passkeyId: passkey.id,
  };
  return { a, b, callers, ids };
}

export type WorkspaceIds = Awaited<ReturnType<typeof twoWorkspaces>>["ids"];
