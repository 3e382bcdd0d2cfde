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
  render(<DemoVideoDialog open videoUrl={videoUrl} companyName="Larkspur CRM" onClose={onClose} />);
}

describe("DemoVideoDialog", () => {
  it("plays a YouTube watch link in YouTube's privacy-enhanced player", () => {
    renderDialog("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(screen.getByRole("dialog", { name: "See Our CRM in Action" })).toBeTruthy();
    expect(screen.getByTitle("Larkspur CRM product demo video").getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(document.querySelector("video")).toBeNull();
  });

  it("plays the built-in product tour, with controls, captions and a caption text, while no video link is set", () => {
    renderDialog("  ");
    const video = document.querySelector("video");
    expect(video?.getAttribute("src")).toBe("/demo/product-tour.webm");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.getAttribute("aria-label")).toBe("Larkspur CRM product tour");
    expect(video?.querySelector('track[kind="captions"]')?.getAttribute("src")).toBe("/demo/product-tour.vtt");
    const caption = screen.getByText(
      "A short tour: signing in, the dashboard, customers, a customer's page, the deal board and tasks.",
    );
    expect(video?.getAttribute("aria-describedby")).toBe(caption.id);
    expect(screen.queryByTitle("Larkspur CRM product demo video")).toBeNull();
  });

  it("explains instead of showing a broken frame when the link can't be embedded", () => {
    renderDialog("https://vimeo.com/76979871");
    expect(screen.getByText("This video link can't be played here.")).toBeTruthy();
    expect(screen.queryByTitle("Larkspur CRM product demo video")).toBeNull();
    expect(document.querySelector("video")).toBeNull();
  });

  it("asks to be closed by its Close button", () => {
    const onClose = vi.fn();
    renderDialog("", onClose);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
