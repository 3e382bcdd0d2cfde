import { useMutation } from "@apollo/client/react";
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Button } from "antd";
import { useState } from "react";
import { LoginWithPasskeyDocument, StartPasskeySignInDocument } from "#web/graphql/generated/graphql.ts";
import { passkeyError } from "#web/ui/session/passkeyError.ts";
import { toast } from "#web/ui/toast.tsx";

export type PasskeySignInButtonProps = {
  /** Called once the session is open. */
  onSignedIn: () => Promise<void>;
};

/**
 * "Sign in with a passkey": the browser offers the person's passkeys for this site (discoverable, so
 * no username is typed) and verifies them (PIN, fingerprint, face); no second step follows.
 */
export function PasskeySignInButton({ onSignedIn }: PasskeySignInButtonProps) {
  const [start] = useMutation(StartPasskeySignInDocument);
  const [login] = useMutation(LoginWithPasskeyDocument);
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    try {
      const { data } = await start();
      const credential = await startAuthentication({
        optionsJSON: data?.startPasskeySignIn as PublicKeyCredentialRequestOptionsJSON,
      });
      await login({ variables: { input: { credential } } });
    } catch (error) {
      toast.error(passkeyError(error));
      setBusy(false);
      return;
    }
    await onSignedIn();
  }

  return (
    <Button block onClick={() => void signIn()} disabled={busy}>
      {busy ? "Waiting for your passkey..." : "Sign in with a passkey"}
    </Button>
  );
}
