// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { describe, expect, it } from "vitest";
import { SendContactMessageDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { ContactForm } from "./ContactForm.tsx";

const wait = { timeout: 8000 };
const input = { name: "Ada Lovelace", email: "ada@example.com", subject: "Pricing", message: "Hello!" };

function renderForm(mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  renderRoute({ routes: [{ path: "/contact", element: <ContactForm /> }], path: "/contact", mocks });
}

function fill(values: Partial<typeof input>) {
  for (const [label, key] of [
    ["Name", "name"],
    ["Email", "email"],
    ["Subject", "subject"],
    ["Message", "message"],
  ] as const) {
    const value = values[key];
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

function submit() {
  fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
}

describe("ContactForm", () => {
  it("has a five-row message area", () => {
    renderForm();
    expect(screen.getByLabelText("Message")).toHaveProperty("rows", 5);
  });

  it("shows the first problem in a 'Validation Error' toast and sends nothing", async () => {
    renderForm();
    fill({ ...input, email: "ada@example" });
    submit();
    expect(await screen.findByText("Please enter a valid email address", {}, wait)).toBeTruthy();
    expect(screen.getByText("Validation Error")).toBeTruthy();
  });

  it("sends the trimmed message, thanks the sender and clears the form", async () => {
    renderForm([
      {
        request: { query: SendContactMessageDocument, variables: { input } },
        result: { data: { sendContactMessage: { __typename: "MessagePayload", message: "Thanks" } } },
      },
    ]);
    fill({ ...input, name: "  Ada Lovelace " });
    submit();
    expect(await screen.findByText("Message Sent", {}, wait)).toBeTruthy();
    expect(screen.getByText("Thank you for contacting us. We'll get back to you soon!")).toBeTruthy();
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      expect(screen.getByLabelText(label)).toHaveProperty("value", "");
    }
  });

  it("shows the server's message when it refuses the message, and keeps the form", async () => {
    renderForm([
      {
        request: { query: SendContactMessageDocument, variables: { input } },
        result: {
          errors: [{ message: "Too many attempts. Please try again later.", extensions: { code: "RATE_LIMITED" } }],
        },
      },
    ]);
    fill(input);
    submit();
    expect(await screen.findByText("Too many attempts. Please try again later.", {}, wait)).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(screen.getByLabelText("Name")).toHaveProperty("value", "Ada Lovelace");
  });
});
