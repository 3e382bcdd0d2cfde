// @vitest-environment jsdom
import "../../../test/setupDom.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { DemoVideoDialog } from "./DemoVideoDialog.tsx";

const wait = { timeout: 8000 };

function renderDialog(videoUrl: string) {
  renderRoute({
    routes: [{ path: "/", element: <DemoVideoDialog open videoUrl={videoUrl} onClose={() => {}} /> }],
    path: "/",
  });
}

describe("DemoVideoDialog", () => {
  it("plays a YouTube watch link in YouTube's privacy-enhanced player", async () => {
    renderDialog("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(await screen.findByRole("dialog", { name: "See Our CRM in Action" }, wait)).toBeTruthy();
    expect(screen.getByTitle("Bramble CRM product demo video").getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
  });

  it("says so plainly when no demo video is set", async () => {
    renderDialog("");
    expect(await screen.findByText("No demo video is set yet.", undefined, wait)).toBeTruthy();
    expect(screen.queryByTitle("Bramble CRM product demo video")).toBeNull();
  });

  it("explains instead of showing a broken frame when the link can't be embedded", async () => {
    renderDialog("https://vimeo.com/76979871");
    expect(await screen.findByText("This video link can't be played here.", undefined, wait)).toBeTruthy();
    expect(screen.queryByTitle("Bramble CRM product demo video")).toBeNull();
  });
});
