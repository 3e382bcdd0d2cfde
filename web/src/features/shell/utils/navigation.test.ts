import { describe, expect, it } from "vitest";
import { activeNavKey } from "./navigation.ts";

describe("activeNavKey", () => {
  it("matches each entry's own path", () => {
    expect(activeNavKey("/dashboard")).toBe("dashboard");
    expect(activeNavKey("/customers")).toBe("customers");
    expect(activeNavKey("/companies")).toBe("companies");
    expect(activeNavKey("/tasks")).toBe("tasks");
    expect(activeNavKey("/activities")).toBe("activities");
    expect(activeNavKey("/settings")).toBe("settings");
  });

  it("matches pages under an entry", () => {
    expect(activeNavKey("/customers/42")).toBe("customers");
    expect(activeNavKey("/companies/42")).toBe("companies");
    expect(activeNavKey("/dashboard/reports")).toBe("dashboard");
  });

  it("matches nothing for admin pages or look-alike paths", () => {
    expect(activeNavKey("/admin/settings")).toBeNull();
    expect(activeNavKey("/customersx")).toBeNull();
  });
});
