// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { INITIAL_DATA_ELEMENT_ID } from "#web/ui/site/useInitialData.ts";
import { RouterNavigation } from "./RouterNavigation.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

const wait = { timeout: 8000 };

beforeAll(() => {
  // What the gateway renders into every page; read once per page load.
  const script = document.createElement("script");
  script.id = INITIAL_DATA_ELEMENT_ID;
  script.type = "application/json";
  script.textContent = JSON.stringify({ siteSettings: { companyName: "Larkspur CRM", companyEmail: "hi@lark.test" } });
  document.head.append(script);
});

/** The header as the app's public pages draw it: inside the router (PublicLayout). */
function renderHeaderAt(path: string) {
  const header = (
    <RouterNavigation>
      <SiteHeader />
    </RouterNavigation>
  );
  renderRoute({ routes: [{ path, element: header }], path });
}

describe("SiteHeader", () => {
  it("shows the company name from the page's initial data as the logo, linking home", async () => {
    renderHeaderAt("/");
    expect(await screen.findByRole("link", { name: "Larkspur CRM" }, wait)).toHaveProperty("pathname", "/");
  });

  it("links the landing sections as same-page anchors on the landing page", async () => {
    renderHeaderAt("/");
    const nav = await screen.findByRole("navigation", { name: "Main" }, wait);
    expect(within(nav).getByRole("link", { name: "Features" }).getAttribute("href")).toBe("#features");
    expect(within(nav).getByRole("link", { name: "Pricing" }).getAttribute("href")).toBe("#pricing");
    expect(within(nav).getByRole("link", { name: "Testimonials" }).getAttribute("href")).toBe("#testimonials");
  });

  it("links the landing sections through the landing page from any other page", async () => {
    renderHeaderAt("/about");
    const nav = await screen.findByRole("navigation", { name: "Main" }, wait);
    expect(within(nav).getByRole("link", { name: "Pricing" }).getAttribute("href")).toBe("/#pricing");
  });

  it("has Log In and Sign Up links to the account pages", async () => {
    renderHeaderAt("/");
    expect((await screen.findByRole("link", { name: "Log In" }, wait)).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe("/register");
  });

  it("offers the dark theme in the light theme, and the light theme once switched", async () => {
    renderHeaderAt("/");
    fireEvent.click(await screen.findByRole("button", { name: "Switch to dark theme" }, wait));
    expect(await screen.findByRole("button", { name: "Switch to light theme" }, wait)).toBeTruthy();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("opens the menu with 'Open menu' and closes it again with 'Close menu'", async () => {
    renderHeaderAt("/");
    const openButton = await screen.findByRole("button", { name: "Open menu" }, wait);
    expect(openButton.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(openButton);
    const closeButton = screen.getByRole("button", { name: "Close menu" });
    expect(closeButton.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(closeButton.getAttribute("aria-controls") ?? "")?.className).toContain(
      "site-menu-open",
    );
    fireEvent.click(closeButton);
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("closes the menu when a link in it is followed or Escape is pressed, Escape giving focus back to its button", async () => {
    renderHeaderAt("/");
    fireEvent.click(await screen.findByRole("button", { name: "Open menu" }, wait));
    fireEvent.click(screen.getByRole("link", { name: "Pricing" }));
    expect(screen.getByRole("button", { name: "Open menu" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    fireEvent.keyDown(screen.getByRole("link", { name: "Features" }), { key: "Escape" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open menu" }));
  });
});
