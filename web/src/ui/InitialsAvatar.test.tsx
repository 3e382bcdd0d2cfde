// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AVATAR_SIZE, InitialsAvatar } from "./InitialsAvatar.tsx";

const WEB_SOURCE = join(import.meta.dirname, "..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : sourceFiles(path);
    return path.endsWith(".tsx") && !path.endsWith(".test.tsx") ? [path] : [];
  });
}

describe("InitialsAvatar", () => {
  it("draws the initials in a circle of the one size, hidden from screen readers", () => {
    const { container } = render(<InitialsAvatar initials="SJ" className="extra" />);
    const avatar = container.querySelector(".ant-avatar") as HTMLElement;
    expect(avatar.textContent).toBe("SJ");
    expect(avatar.className).toContain("ant-avatar-circle");
    expect(avatar.className).toContain("initials-avatar extra");
    expect([avatar.style.width, avatar.style.height]).toEqual([`${AVATAR_SIZE}px`, `${AVATAR_SIZE}px`]);
    expect(avatar.getAttribute("aria-hidden")).toBe("true");
  });

  it("is the only avatar the web app draws", () => {
    const drawingOwnAvatar = sourceFiles(WEB_SOURCE)
      .filter((path) => /<Avatar\b/.test(readFileSync(path, "utf8")))
      .map((path) => relative(WEB_SOURCE, path));
    expect(drawingOwnAvatar).toEqual(["ui/InitialsAvatar.tsx"]);
  });
});
