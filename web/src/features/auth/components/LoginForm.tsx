import { useApolloClient, useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { userFacingError } from "../../../app/userFacingError.ts";
import { LoginDocument, type LoginInput } from "../../../graphql/generated/graphql.ts";
import { toast } from "../../../ui/toast.tsx";
import { CredentialsForm } from "./CredentialsForm.tsx";

const LOGIN_ERROR_TEXTS = {
  fallback: "Invalid credentials",
  network: "Failed to login. Please try again.",
};

export function LoginForm() {
  const [login, { loading }] = useMutation(LoginDocument);
  const client = useApolloClient();
  const navigate = useNavigate();

  async function handleFinish(values: LoginInput) {
    try {
      await login({ variables: { input: values } });
    } catch (error) {
      toast.error(userFacingError(error, LOGIN_ERROR_TEXTS));
      return;
    }
    await client.clearStore();
    toast.success("Logged in successfully");
    await navigate("/dashboard");
  }

  return <CredentialsForm submitLabel="Sign In" busyLabel="Signing in..." busy={loading} onSubmit={handleFinish} />;
}
