// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { appRoutes } from "#web/app/router.tsx";
import { ThemeProvider } from "#web/ui/theme/ThemeProvider.tsx";
import { INITIAL_DATA_ELEMENT_ID } from "#web/ui/site/useInitialData.ts";

beforeAll(() => {
  // What the gateway renders into every page after an admin renamed the company.
  const script = document.createElement("script");
  script.id = INITIAL_DATA_ELEMENT_ID;
  script.type = "application/json";
  script.textContent = JSON.stringify({ siteSettings: { companyName: "Larkspur CRM" } });
  document.head.append(script);
});
afterEach(cleanup);

async function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return screen.findByRole("heading", { level: 1 }, { timeout: 8000 });
}

describe("the public pages after the company was renamed", () => {
  it.each([
    ["/about", "About Us"],
    ["/careers", "Careers"],
    ["/contact", "Contact Us"],
    ["/help-center", "Help Center"],
    ["/help-center/connect-zapier", "Connect Zapier | Help Center"],
    ["/documentation", "Documentation"],
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
    ["/refund", "Refund Policy"],
    ["/cookies", "Cookie Policy"],
  ])("%s names the new company in its title and never Bramble", async (path, title) => {
    await renderAt(path);
    await waitFor(() => expect(document.title).toBe(`${title} | Larkspur CRM`));
    expect(document.body.textContent).toContain("Larkspur CRM");
    // The configuration table quotes the software's real default sender, MAIL_FROM's value when unset.
    document.querySelectorAll("table").forEach((table) => table.remove());
    expect(document.body.textContent).not.toMatch(/Bramble/i);
  });
});

describe("the Documentation page", () => {
  it("tells visitors to open the address the server prints, never 127.0.0.1", async () => {
    await renderAt("/documentation");
    const gettingStarted = screen.getByRole("region", { name: "Getting Started" });
    expect(gettingStarted.textContent).not.toContain("127.0.0.1");
    expect(within(gettingStarted).getAllByRole("listitem")[0]?.textContent).toBe(
      'Open the address npm start prints when the server is up ("running at …"): by default port 3000 of the machine it runs on, reached from that machine only until you set HOST.',
    );
  });
});
