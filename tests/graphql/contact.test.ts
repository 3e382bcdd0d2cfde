import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`;
const LIST = `query ($first: Int, $after: String) { contactMessages(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { name email subject message createdAt } } } }`;
const valid = { name: "Nia Noor", email: "nia@example.com", subject: "Pricing", message: "Do you offer discounts?" };

describe("sendContactMessage", () => {
  it.each([
    [{ ...valid, name: "   " }, "Please enter your name"],
    [{ ...valid, name: "", email: "" }, "Please enter your name"],
    [{ ...valid, email: " " }, "Please enter your email"],
    [{ ...valid, email: "nia@example" }, "Please enter a valid email address"],
    [{ ...valid, email: "nope", subject: "" }, "Please enter a valid email address"],
    [{ ...valid, subject: "\t" }, "Please enter a subject"],
    [{ ...valid, message: "  " }, "Please enter a message"],
  ])("refuses %j with %j, checking the rules in the spec's order", async (input, message) => {
    expect(errorOf((await graphql(t.request(), SEND, { input })).body)).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it("stores a message from anyone, trimmed, and thanks the sender", async () => {
    const response = await graphql(t.request(), SEND, { input: { ...valid, name: "  Nia Noor " } });
    expect(response.body).toEqual({
      data: { sendContactMessage: { message: "Thank you for contacting us. We'll get back to you soon!" } },
    });
    expect(await t.db.contactMessage.findFirst({ select: { name: true, subject: true } })).toEqual({
      name: "Nia Noor",
      subject: "Pricing",
    });
  });
});

describe("contactMessages", () => {
  it("lists messages newest first for an admin, page by page", async () => {
    await t.db.contactMessage.create({
      data: { ...valid, subject: "Older", createdAt: new Date("2026-01-01T00:00:00Z") },
    });
    await graphql(t.request(), SEND, { input: { ...valid, subject: "Newest" } });
    const admin = await signedInAgent(t, { username: "inbox", role: "admin" });
    const first = await graphql(admin, LIST, { first: 2 });
    const subjects = first.body.data.contactMessages.edges.map(
      (edge: { node: { subject: string } }) => edge.node.subject,
    );
    expect(subjects).toEqual(["Newest", "Pricing"]);
    expect(first.body.data.contactMessages.totalCount).toBe(3);
    const next = await graphql(admin, LIST, { first: 2, after: first.body.data.contactMessages.pageInfo.endCursor });
    expect(
      next.body.data.contactMessages.edges.map((edge: { node: { subject: string } }) => edge.node.subject),
    ).toEqual(["Older"]);
  });

  it("is for admins only", async () => {
    const user = await signedInAgent(t, { username: "curious" });
    expect(errorOf((await graphql(user, LIST, {})).body)).toEqual({
      message: "Admin access required",
      code: "FORBIDDEN",
    });
    expect(errorOf((await graphql(t.request(), LIST, {})).body)).toEqual({
      message: "Not signed in",
      code: "UNAUTHENTICATED",
    });
  });
});

describe("setContactMessageRead and deleteContactMessage", () => {
  const READ = `mutation ($id: ID!, $read: Boolean!) { setContactMessageRead(id: $id, read: $read) { id subject readAt } }`;
  const DELETE = `mutation ($id: ID!) { deleteContactMessage(id: $id) { id } }`;
  const MISSING = "0190c5f2-0000-7000-8000-000000000000";

  it("marks a message read, keeps the first reading, and marks it unread again", async () => {
    const admin = await signedInAgent(t, { username: "reader", role: "admin" });
    const { id } = await t.db.contactMessage.create({ data: { ...valid, subject: "Unread" } });
    const read = await graphql(admin, READ, { id, read: true });
    const readAt = read.body.data.setContactMessageRead.readAt;
    expect(read.body.data.setContactMessageRead).toEqual({ id, subject: "Unread", readAt: expect.any(String) });
    expect((await t.db.contactMessage.findUniqueOrThrow({ where: { id } })).readAt?.toISOString()).toBe(readAt);
    expect((await graphql(admin, READ, { id, read: true })).body.data.setContactMessageRead.readAt).toBe(readAt);
    expect((await graphql(admin, READ, { id, read: false })).body.data.setContactMessageRead.readAt).toBeNull();
    expect((await t.db.contactMessage.findUniqueOrThrow({ where: { id } })).readAt).toBeNull();
  });

  it("deletes a message for good", async () => {
    const admin = await signedInAgent(t, { username: "cleaner", role: "admin" });
    const { id } = await t.db.contactMessage.create({ data: { ...valid, subject: "Spam" } });
    expect((await graphql(admin, DELETE, { id })).body).toEqual({ data: { deleteContactMessage: { id } } });
    expect(await t.db.contactMessage.findUnique({ where: { id } })).toBeNull();
    expect(errorOf((await graphql(admin, DELETE, { id })).body)).toEqual({
      message: "Message not found",
      code: "NOT_FOUND",
    });
  });

  it("answers a message that does not exist with Message not found", async () => {
    const admin = await signedInAgent(t, { username: "seeker", role: "admin" });
    for (const id of [MISSING, "not-an-id"]) {
      expect(errorOf((await graphql(admin, READ, { id, read: true })).body)).toEqual({
        message: "Message not found",
        code: "NOT_FOUND",
      });
      expect(errorOf((await graphql(admin, DELETE, { id })).body)?.code).toBe("NOT_FOUND");
    }
  });

  it("is for admins only", async () => {
    const user = await signedInAgent(t, { username: "nosy" });
    const { id } = await t.db.contactMessage.create({ data: { ...valid, subject: "Private" } });
    for (const [query, variables] of [
      [READ, { id, read: true }],
      [DELETE, { id }],
    ] as const) {
      expect(errorOf((await graphql(user, query, variables)).body)).toEqual({
        message: "Admin access required",
        code: "FORBIDDEN",
      });
      expect(errorOf((await graphql(t.request(), query, variables)).body)).toEqual({
        message: "Not signed in",
        code: "UNAUTHENTICATED",
      });
    }
    expect(await t.db.contactMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ readAt: null });
  });
});

describe("throttling the contact form", () => {
  it("answers RATE_LIMITED after the allowed number of messages", async () => {
    const limited = await startTestApp({ authRateLimit: 2 });
    try {
      const send = () => graphql(limited.request(), SEND, { input: valid });
      expect((await send()).body.data.sendContactMessage.message).toContain("Thank you");
      expect((await send()).body.data.sendContactMessage.message).toContain("Thank you");
      expect(errorOf((await send()).body)).toEqual({
        message: "Too many attempts. Please try again later.",
        code: "RATE_LIMITED",
      });
      expect(await limited.db.contactMessage.count()).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
