import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "#schema/content/content.defaults.ts";
import { databaseBefore, sql, type DatabaseBefore } from "#tests/support/upgrade-database.ts";

// Upgrading an install whose landing texts and company details are still as shipped: the office hours the
// contact page showed move into the site settings, the shipped address moves to their time zone, and the
// seeded texts stop claiming what the product does not do. What an admin edited stays as it is.

const MIGRATION = "20261127132030_site_office_hours_and_true_landing_texts";
const adminUrl = inject("postgresAdminUrl");

let database: DatabaseBefore;

beforeAll(async () => {
  database = await databaseBefore(adminUrl, MIGRATION);
});
afterAll(() => database.drop());

describe("the site content migration", () => {
  it("adds the office hours, moves the shipped address to their time zone and rewrites only the untouched texts", async () => {
    const { url } = database;
    await database.applyBefore();
    await sql(
      url,
      `INSERT INTO site_settings (id, company_name, company_email, company_phone, company_address, updated_at)
         VALUES (1, 'Bramble CRM', 'hello@example.com', '+1 (555) 123-4567', '123 Market Street, San Francisco, CA 94105', now());
       INSERT INTO feature_blocks (id, position, icon, title, description, updated_at) VALUES
         (gen_random_uuid(), 0, 'support', 'Support Conversations', 'Support sees every open deal and sales sees every open ticket before the next customer call.', now()),
         (gen_random_uuid(), 1, 'reports', 'Our Reports', 'Written by our admin.', now());
       INSERT INTO pricing_plans (id, position, name, monthly_price_cents, description, features, popular, updated_at) VALUES
         (gen_random_uuid(), 0, 'Professional', 7900, 'For teams.', ARRAY['API access', 'Custom fields', 'Advanced reports'], true, now());
       INSERT INTO testimonials (id, position, quote, name, role, company, rating, updated_at) VALUES
         (gen_random_uuid(), 0, 'Setup took an afternoon. We imported 6,000 contacts, mapped our pipeline stages and had the whole team working in it the next morning.', 'Aisha Patel', 'Ops', 'Atlas', 5, now());`,
    );

    expect((await database.upgrade())[0]).toBe(MIGRATION);

    expect(await sql(url, "SELECT company_phone, company_address, office_hours FROM site_settings")).toEqual([
      {
        company_phone: DEFAULT_SITE_SETTINGS.companyPhone,
        company_address: DEFAULT_SITE_SETTINGS.companyAddress,
        office_hours: DEFAULT_SITE_SETTINGS.officeHours,
      },
    ]);
    expect(await sql(url, "SELECT title, description FROM feature_blocks ORDER BY position")).toEqual([
      {
        title: "One Record for Sales and Support",
        description:
          "Support sees every open deal and sales sees every logged call and note before the next customer call.",
      },
      { title: "Our Reports", description: "Written by our admin." },
    ]);
    expect(await sql(url, "SELECT features FROM pricing_plans")).toEqual([
      { features: ["API access", "Webhooks", "Owner and member roles"] },
    ]);
    expect(await sql(url, "SELECT quote FROM testimonials")).toEqual([
      {
        quote:
          "Setup took an afternoon. We imported 6,000 contacts from a CSV file and had the whole team working in it the next morning.",
      },
    ]);
  });
});
