// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminHeroDocument, UpdateHeroDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { HeroEditor } from "./HeroEditor.tsx";

const wait = { timeout: 8000 };
const hero = {
  badge: "New",
  heading: "Close more deals",
  subheading: "Faster",
  description: "A CRM.",
  videoUrl: "https://www.youtube.com/watch?v=abc",
};
const heroQuery = {
  request: { query: AdminHeroDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { hero: { __typename: "Hero", ...hero } } },
};

function renderEditor(updateMock: object) {
  renderRoute({
    routes: [{ path: "/admin/hero", element: <HeroEditor /> }],
    path: "/admin/hero",
    mocks: [
      heroQuery,
      {
        request: {
          query: UpdateHeroDocument,
          variables: { input: { ...hero, videoUrl: "https://vimeo.com/1" } },
        },
        ...updateMock,
      },
    ],
  });
}

async function changeVideoUrlAndSave() {
  const videoUrl = await screen.findByLabelText("Demo Video URL", {}, wait);
  fireEvent.change(videoUrl, { target: { value: "https://vimeo.com/1" } });
  fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
}

describe("HeroEditor", () => {
  it("loads the current hero into the labelled fields", async () => {
    renderEditor({});
    expect(await screen.findByDisplayValue("Close more deals", {}, wait)).toBeTruthy();
    expect(screen.getByLabelText("Badge Text")).toHaveProperty("value", "New");
    expect(screen.getByLabelText("Description")).toHaveProperty("rows", 4);
    expect(screen.getByText("YouTube watch or embed URLs supported")).toBeTruthy();
  });

  it("shows the server's validation message under the failure text", async () => {
    renderEditor({
      result: {
        errors: [
          {
            message: "Video URL must be a YouTube watch or embed URL",
            extensions: { code: "BAD_USER_INPUT" },
          },
        ],
      },
    });
    await changeVideoUrlAndSave();
    expect(await screen.findByText("Failed to update hero content", {}, wait)).toBeTruthy();
    expect(screen.getByText("Video URL must be a YouTube watch or embed URL")).toBeTruthy();
  });

  it("confirms a successful save", async () => {
    renderEditor({
      result: {
        data: {
          updateHero: {
            __typename: "Hero",
            ...hero,
            videoUrl: "https://vimeo.com/1",
          },
        },
      },
    });
    await changeVideoUrlAndSave();
    expect(await screen.findByText("Hero content updated successfully", {}, wait)).toBeTruthy();
    expect(screen.getByText("Success")).toBeTruthy();
  });
});
