// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HELP_ARTICLES } from "#web/features/help-center/content/helpTopics.ts";
import { INTEGRATION_NAMES, integrationArticlePath } from "#web/ui/site/integrations.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { HelpArticlePage } from "./HelpArticlePage.tsx";
import { HelpCenterPage } from "./HelpCenterPage.tsx";

const ROUTES = [
  { path: "/help-center", element: <HelpCenterPage /> },
  { path: "/help-center/:articleSlug", element: <HelpArticlePage /> },
];

const articleText = () => screen.getByRole("article").textContent ?? "";

afterEach(cleanup);

describe("Help Center articles", () => {
  it("links every listed article to its own page, each address used once", () => {
    renderRoute({ routes: ROUTES, path: "/help-center" });
    const links = within(screen.getByRole("region", { name: "Browse by Topic" })).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(HELP_ARTICLES.map((article) => article.title));
    const paths = links.map((link) => link.getAttribute("href"));
    expect(paths).toEqual(HELP_ARTICLES.map((article) => `/help-center/${article.slug}`));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("opens an article from the list and shows its text", async () => {
    renderRoute({ routes: ROUTES, path: "/help-center" });
    fireEvent.click(screen.getByRole("link", { name: "Reset your password" }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Reset your password");
    expect(articleText()).toContain("Open the link we e-mail you: it works once, for one hour.");
    expect(screen.getByRole("link", { name: "← Help Center" }).getAttribute("href")).toBe("/help-center");
  });

  it.each(HELP_ARTICLES)("shows $title at /help-center/$slug with a body", async (article) => {
    renderRoute({ routes: ROUTES, path: `/help-center/${article.slug}` });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(article.title);
    expect(article.body.length).toBeGreaterThan(0);
    expect(articleText().length).toBeGreaterThan(article.title.length + article.summary.length + 80);
  });

  it("shows the 404 page for an article that does not exist", async () => {
    renderRoute({ routes: ROUTES, path: "/help-center/no-such-article" });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("404 Page Not Found");
  });

  it("says the export escapes formulas and writes a +phone number as quoted text", async () => {
    renderRoute({ routes: ROUTES, path: "/help-center/export-customers" });
    await screen.findByRole("heading", { level: 1, name: "Export customers" });
    expect(articleText()).toContain(
      "Cells that start with =, +, - or @ get a leading apostrophe, so spreadsheet programs do not run them as formulas. A phone number starting with + is the exception: it is written as a quoted text cell, so it reads as text without a stray apostrophe.",
    );
  });
});

describe("the eight integrations' articles", () => {
  it.each(INTEGRATION_NAMES)("%s has an article saying honestly how to connect it today", async (name) => {
    renderRoute({ routes: ROUTES, path: integrationArticlePath(name) });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(`Connect ${name}`);
    const text = articleText();
    expect(text).toContain(`There is no built-in ${name} connection: nothing to switch on and no account to link.`);
    expect(text).toMatch(/\/api\/|Settings → Webhooks|Export/);
    expect(text).not.toMatch(/one click|one-click/i);
  });

  it("lists the eight under Integrations, after the API and webhooks", () => {
    renderRoute({ routes: ROUTES, path: "/help-center" });
    const integrations = screen.getByRole("heading", { level: 3, name: "Integrations" }).closest("li");
    expect(
      within(integrations as HTMLElement)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Use the REST API", "Receive webhooks", ...INTEGRATION_NAMES.map((name) => `Connect ${name}`)]);
  });
});
