import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { userFacingError } from "#web/ui/userFacingError.ts";
import { AdminLoginDocument, type LoginInput, type TwoFactorMethod } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { CredentialsForm } from "#web/ui/session/CredentialsForm.tsx";
import { TwoFactorStep } from "#web/ui/session/TwoFactorStep.tsx";

const ADMIN_LOGIN_ERROR_TEXTS = {
  fallback: "Invalid credentials",
  network: "Failed to login",
};

export function AdminLoginForm() {
  const [adminLogin, { loading }] = useMutation(AdminLoginDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [secondFactors, setSecondFactors] = useState<readonly TwoFactorMethod[] | null>(null);

  async function handleFinish(values: LoginInput) {
    try {
      const result = await adminLogin({ variables: { input: values } });
      if (result.data?.adminLogin.twoFactorRequired) {
        setSecondFactors(result.data.adminLogin.methods);
        return;
      }
    } catch (error) {
      toast.error(userFacingError(error, ADMIN_LOGIN_ERROR_TEXTS));
      return;
    }
    await signedIn();
  }

  async function signedIn() {
    toast.dismiss();
    await client.clearStore();
    await navigate("/admin/dashboard");
  }

  if (secondFactors) {
    return <TwoFactorStep methods={secondFactors} onSignedIn={signedIn} onCancel={() => setSecondFactors(null)} />;
  }

  // "Sign In" as on every other sign-in form (the spec's admin form said "Login").
  return <CredentialsForm submitLabel="Sign In" busyLabel="Signing in..." busy={loading} onSubmit={handleFinish} />;
}
