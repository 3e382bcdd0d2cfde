// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DemoVideoDialog } from "./DemoVideoDialog.tsx";

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: open and close it as a browser does, minus the modality.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

function renderDialog(videoUrl: string, onClose = () => {}) {
  render(<DemoVideoDialog open videoUrl={videoUrl} onClose={onClose} />);
}

describe("DemoVideoDialog", () => {
  it("plays a YouTube watch link in YouTube's privacy-enhanced player", () => {
    renderDialog("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(screen.getByRole("dialog", { name: "See Our CRM in Action" })).toBeTruthy();
    expect(screen.getByTitle("Bramble CRM product demo video").getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
  });

  it("says so plainly when no demo video is set, with a link to sign up", () => {
    renderDialog("");
    expect(screen.getByText("No demo video is set yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get Started Free" }).getAttribute("href")).toBe("/register");
    expect(screen.queryByTitle("Bramble CRM product demo video")).toBeNull();
  });

  it("explains instead of showing a broken frame when the link can't be embedded", () => {
    renderDialog("https://vimeo.com/76979871");
    expect(screen.getByText("This video link can't be played here.")).toBeTruthy();
    expect(screen.queryByTitle("Bramble CRM product demo video")).toBeNull();
  });

  it("asks to be closed by its Close button", () => {
    const onClose = vi.fn();
    renderDialog("", onClose);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
