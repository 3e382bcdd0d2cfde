import { useApolloClient, useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { userFacingError } from "#web/ui/userFacingError.ts";
import { AdminLoginDocument, type LoginInput } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { CredentialsForm } from "#web/ui/session/CredentialsForm.tsx";

const ADMIN_LOGIN_ERROR_TEXTS = {
  fallback: "Invalid credentials",
  network: "Failed to login",
};

export function AdminLoginForm() {
  const [adminLogin, { loading }] = useMutation(AdminLoginDocument);
  const client = useApolloClient();
  const navigate = useNavigate();

  async function handleFinish(values: LoginInput) {
    try {
      await adminLogin({ variables: { input: values } });
    } catch (error) {
      toast.error(userFacingError(error, ADMIN_LOGIN_ERROR_TEXTS));
      return;
    }
    toast.dismiss();
    await client.clearStore();
    await navigate("/admin/dashboard");
  }

  return <CredentialsForm submitLabel="Login" busyLabel="Logging in..." busy={loading} onSubmit={handleFinish} />;
}
