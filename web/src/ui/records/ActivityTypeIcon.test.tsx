// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ActivityTypeIcon } from "./ActivityTypeIcon.tsx";

describe("ActivityTypeIcon", () => {
  it.each([
    ["call", "Call", "anticon-phone"],
    ["email", "Email", "anticon-mail"],
    ["meeting", "Meeting", "anticon-team"],
    ["note", "Note", "anticon-file-text"],
  ])("shows a %s with its own icon", (type, label, iconClass) => {
    render(<ActivityTypeIcon type={type} />);
    expect(screen.getByRole("img", { name: label }).classList.contains(iconClass)).toBe(true);
  });

  it("shows a type it does not know with the note icon", () => {
    render(<ActivityTypeIcon type="sms" />);
    expect(screen.getByRole("img", { name: "Note" }).classList.contains("anticon-file-text")).toBe(true);
  });
});
