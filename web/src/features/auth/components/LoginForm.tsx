import { useApolloClient, useMutation } from "@apollo/client/react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { userFacingError } from "../../../app/userFacingError.ts";
import { LoginDocument, type LoginInput } from "../../../graphql/generated/graphql.ts";
import { toast } from "../../../ui/toast.tsx";
import { safeNextPath } from "../utils/safeNextPath.ts";
import { CredentialsForm } from "./CredentialsForm.tsx";

const LOGIN_ERROR_TEXTS = {
  fallback: "Invalid credentials",
  network: "Failed to login. Please try again.",
};

/** Signs in, then goes to the page named by `?next=` (only a path on this site) or the dashboard. */
export function LoginForm() {
  const [login, { loading }] = useMutation(LoginDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  async function handleFinish(values: LoginInput) {
    try {
      await login({ variables: { input: values } });
    } catch (error) {
      toast.error(userFacingError(error, LOGIN_ERROR_TEXTS));
      return;
    }
    await client.clearStore();
    toast.success("Logged in successfully");
    await navigate(safeNextPath(searchParams.get("next")));
  }

  return <CredentialsForm submitLabel="Sign In" busyLabel="Signing in..." busy={loading} onSubmit={handleFinish} />;
}
