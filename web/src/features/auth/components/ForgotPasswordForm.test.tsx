// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RequestPasswordResetDocument } from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";

const wait = { timeout: 8000 };
const SENT =
  "If an account uses that email address, we have sent it a link to reset the password. The link works once, for one hour.";

describe("ForgotPasswordForm", () => {
  it("sends the trimmed address and shows the server's answer", async () => {
    renderRoute({
      routes: [{ path: "/forgot-password", element: <ForgotPasswordForm /> }],
      path: "/forgot-password",
      mocks: [
        {
          request: { query: RequestPasswordResetDocument, variables: { input: { email: "jane@example.com" } } },
          delay: 300,
          result: { data: { requestPasswordReset: { __typename: "MessagePayload", message: SENT } } },
        },
      ],
    });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: " jane@example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByRole("button", { name: "Sending..." }, wait)).toHaveProperty("disabled", true);
    expect(await screen.findByText(SENT, {}, wait)).toBeTruthy();
  });

  it("asks for an address before sending anything", async () => {
    renderRoute({ routes: [{ path: "/forgot-password", element: <ForgotPasswordForm /> }], path: "/forgot-password" });
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Email is required", {}, wait)).toBeTruthy();
  });
});
