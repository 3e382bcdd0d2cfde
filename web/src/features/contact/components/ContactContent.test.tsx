// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { INITIAL_DATA_ELEMENT_ID } from "#web/ui/site/useInitialData.ts";
import { ContactContent } from "./ContactContent.tsx";

beforeAll(() => {
  // The site settings as an admin saved them, as the gateway renders them into every page.
  const script = document.createElement("script");
  script.id = INITIAL_DATA_ELEMENT_ID;
  script.type = "application/json";
  script.textContent = JSON.stringify({
    siteSettings: {
      companyName: "Larkspur CRM",
      companyEmail: "hi@larkspur.test",
      companyPhone: "+1 212 555 0100",
      companyAddress: "5 Hudson Yards, New York, NY 10001",
      officeHours: "Mon-Thu: 8-5 EST\nFri: 8-1 EST\nWeekends: closed",
    },
  });
  document.head.append(script);
});

describe("ContactContent", () => {
  it("shows the office hours and the address from the site settings, one source for both", async () => {
    renderRoute({ routes: [{ path: "/contact", element: <ContactContent /> }], path: "/contact" });
    const hours = await screen.findByRole("region", { name: "Office Hours" }, { timeout: 8000 });
    expect(
      within(hours)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Mon-Thu 8-5 EST", "Fri 8-1 EST", "Weekends closed"]);
    expect(hours.textContent).not.toMatch(/GMT/);
    const ways = screen.getByRole("region", { name: "Get in Touch" });
    expect(within(ways).getByText("5 Hudson Yards, New York, NY 10001").tagName).toBe("ADDRESS");
  });
});
