// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ConfirmTotpDocument,
  DisableTotpDocument,
  RegenerateRecoveryCodesDocument,
  StartPasskeyProofDocument,
  StartTotpEnrolmentDocument,
  TwoFactorStatusDocument,
} from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { TwoFactorSection } from "./TwoFactorSection.tsx";

const wait = { timeout: 8000 };

// The browser's passkey ceremony: a named site with WebAuthn, and an authenticator that answers.
const support = vi.hoisted(() => ({ offered: false }));
vi.mock("#web/ui/session/passkeySupport.ts", () => ({ passkeysOffered: () => support.offered }));
const ASSERTION = { id: "cred-1", rawId: "cred-1", type: "public-key", response: {}, clientExtensionResults: {} };
vi.mock("@simplewebauthn/browser", () => ({ startAuthentication: () => Promise.resolve(ASSERTION) }));
afterEach(() => {
  support.offered = false;
});
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, n) => `abcd${n}-efgh${n}`);

type Status = { enabled: boolean; recoveryCodesLeft: number; passkeys?: number };

/** The server's status, read by every (re)fetch; the mutations' mocks change it as the server would. */
function statusMock(server: { status: Status }): MockLink.MockedResponse {
  return {
    request: { query: TwoFactorStatusDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({
      data: {
        viewer: {
          __typename: "Viewer",
          id: "1",
          twoFactorSetupRequired: false,
          twoFactor: { __typename: "TwoFactorStatus", passkeys: 0, ...server.status },
        },
      },
    }),
  };
}

function renderSection(mocks: MockLink.MockedResponse[]) {
  renderRoute({ routes: [{ path: "/settings", element: <TwoFactorSection /> }], path: "/settings", mocks });
}

describe("TwoFactorSection", () => {
  it("shows the QR code and the key, turns two-factor on with a code and shows the recovery codes once", async () => {
    const server = { status: { enabled: false, recoveryCodesLeft: 0 } };
    renderSection([
      statusMock(server),
      {
        request: { query: StartTotpEnrolmentDocument },
        result: {
          data: {
            startTotpEnrolment: {
              __typename: "TotpEnrolment",
              secret: SECRET,
              otpauthUrl: `otpauth://totp/Bramble%20CRM:alice?secret=${SECRET}`,
            },
          },
        },
      },
      {
        request: { query: ConfirmTotpDocument, variables: { input: { code: "123456" } } },
        result: () => {
          server.status = { enabled: true, recoveryCodesLeft: 10 };
          return { data: { confirmTotp: { __typename: "RecoveryCodesPayload", recoveryCodes: CODES } } };
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Set up two-factor authentication" }, wait));
    expect(await screen.findByRole("img", { name: /QR code of the two-factor key/ }, wait)).toBeTruthy();
    expect(screen.getByText(SECRET)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Authentication code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));

    const list = await screen.findByRole("list", { name: "Recovery codes" }, wait);
    expect([...list.querySelectorAll("li")].map((item) => item.textContent)).toEqual(CODES);
    expect(screen.getByRole("button", { name: "Download" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(await screen.findByText("Two-factor authentication is on. Recovery codes left: 10.", {}, wait)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Recovery codes" })).toBeNull();
  });

  it("asks for a code before turning two-factor off", async () => {
    const server = { status: { enabled: true, recoveryCodesLeft: 7 } };
    renderSection([
      statusMock(server),
      {
        request: { query: DisableTotpDocument, variables: { input: { code: "654321" } } },
        result: () => {
          server.status = { enabled: false, recoveryCodesLeft: 0 };
          return {
            data: { disableTotp: { __typename: "MessagePayload", message: "Two-factor authentication turned off" } },
          };
        },
      },
    ]);
    expect(await screen.findByText("Two-factor authentication is on. Recovery codes left: 7.", {}, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Turn off" }));
    fireEvent.change(await screen.findByLabelText("Authentication code", {}, wait), { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn off" }));
    expect(await screen.findByRole("button", { name: "Set up two-factor authentication" }, wait)).toBeTruthy();
  });

  it("says that the passkeys are the second factor while the authenticator app is off", async () => {
    renderSection([statusMock({ status: { enabled: false, recoveryCodesLeft: 9, passkeys: 2 } })]);
    expect(
      await screen.findByText(
        "The authenticator app is off: your passkeys are your second factor (see Passkeys below). Recovery codes left: 9.",
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Set up two-factor authentication" })).toBeTruthy();
    // Not on a site reached by its IP address, where browsers refuse passkeys.
    expect(screen.queryByRole("button", { name: "Generate new codes with a passkey" })).toBeNull();
  });

  it("gives a passkey-only account new recovery codes for one of its passkeys, and shows them once", async () => {
    support.offered = true;
    const server = { status: { enabled: false, recoveryCodesLeft: 1, passkeys: 1 } };
    renderSection([
      statusMock(server),
      {
        request: { query: StartPasskeyProofDocument },
        result: { data: { startPasskeyProof: { challenge: "c", allowCredentials: [] } } },
      },
      {
        request: { query: RegenerateRecoveryCodesDocument, variables: { input: { passkey: ASSERTION } } },
        result: () => {
          server.status = { ...server.status, recoveryCodesLeft: 10 };
          return { data: { regenerateRecoveryCodes: { __typename: "RecoveryCodesPayload", recoveryCodes: CODES } } };
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Generate new codes with a passkey" }, wait));
    expect(await screen.findByText(CODES[0]!, {}, wait)).toBeTruthy();
    expect(screen.getByText(CODES[9]!)).toBeTruthy();
  });
});
