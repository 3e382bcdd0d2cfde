import { describe, expect, it } from "vitest";
import { INTEGRATION_NAMES, integrationArticlePath } from "#web/ui/site/integrations.ts";
import { renderLanding } from "./renderLanding.tsx";

const renamed = renderLanding(JSON.stringify({ siteSettings: { companyName: "Larkspur CRM" } }));
const fresh = renderLanding("{}");

/** The page's words, as a visitor reads them (tags dropped, the entities the renderer writes decoded). */
const visibleText = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

describe("the landing page as the server renders it", () => {
  it("names the company of the site settings in its title, description, headings and text, and nowhere Bramble", () => {
    expect(renamed.head).toBe(
      '<title>Larkspur CRM — The CRM for Sales and Support Teams</title><meta name="description" content="Larkspur CRM brings contacts, deals, tasks and every customer conversation into one place. Start your 14-day free trial, no credit card required." />',
    );
    const text = visibleText(renamed.body);
    expect(text).toContain("Why Teams Choose Larkspur CRM");
    expect(text).toContain("Larkspur CRM gives both teams one record of every customer");
    expect(text).toContain("run their customer relationships on Larkspur CRM.");
    expect(renamed.body).toContain('aria-label="Larkspur CRM in numbers"');
    expect(`${renamed.head}${renamed.body}`).not.toMatch(/Bramble/);
  });

  it("claims nothing the product does not do: no tickets, no one-click or built-in connections, no custom fields or sync", () => {
    const text = visibleText(fresh.body);
    for (const claim of [/ticket/i, /one[- ]click/i, /custom fields/i, /task templates/i, /sync/i]) {
      expect(text).not.toMatch(claim);
    }
    expect(text).toContain("Calls, e-mails, meetings and notes show up on the customer's page, next to open deals");
  });

  it("links each of the eight integrations to its help article saying how to connect it", () => {
    for (const name of INTEGRATION_NAMES) {
      expect(fresh.body).toContain(
        `<a href="${integrationArticlePath(name)}" class="landing-integration-link">How to connect ${name}</a>`,
      );
    }
  });
});
