import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateSiteSettings } from "#schema/content/content.service.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await createUser(t.db, { username: "rosa" });
});
afterAll(() => t.close());

async function renameCompany(companyName: string) {
  const admin = await createUser(t.db, { username: `admin-${Date.now()}`, role: "admin" });
  await updateSiteSettings(serviceContext(t.db, admin, null), {
    companyName,
    companyEmail: "hello@example.com",
    companyPhone: "",
    companyAddress: "",
  });
}

async function lastMailTo(address: string) {
  await t.deliverMail();
  return t.outbox.findLast((mail) => mail.to === address);
}

describe("the product's name in e-mails", () => {
  it("is the company name the admin set in the site settings, on the mail after the rename", async () => {
    await t.request().post("/api/auth/forgot-password").send({ email: "rosa@example.com" }).expect(200);
    expect((await lastMailTo("rosa@example.com"))?.text).toContain("the password of your Bramble CRM account.");

    await renameCompany("Larkspur CRM");
    await t.request().post("/api/auth/forgot-password").send({ email: "rosa@example.com" }).expect(200);
    const mail = await lastMailTo("rosa@example.com");
    expect(mail?.text).toContain("the password of your Larkspur CRM account.");
    expect(mail?.text).not.toContain("Bramble");
  });

  it("names it in the subject and text of the mail to an address that already has an account", async () => {
    await renameCompany("Larkspur CRM");
    await t
      .request()
      .post("/api/auth/register")
      .send({ username: "rosa-again", email: "rosa@example.com", password: "correct-horse-battery" })
      .expect(201);
    const mail = await lastMailTo("rosa@example.com");
    expect(mail?.subject).toBe("You already have a Larkspur CRM account");
    expect(mail?.text).toContain("tried to create a Larkspur CRM account with this address");
  });
});
