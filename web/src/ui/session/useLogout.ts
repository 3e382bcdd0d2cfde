import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { userFacingError } from "../userFacingError.ts";
import { LogoutDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "../toast.tsx";

const LOGOUT_ERROR_TEXTS = {
  fallback: "Failed to log out",
  network: "Failed to log out. Please try again.",
};

/** Ends the session, goes to /login and forgets everything cached for the signed-in user. */
export function useLogout(): { logOut: () => Promise<void>; loggingOut: boolean } {
  const [logout, { loading }] = useMutation(LogoutDocument);
  const client = useApolloClient();
  const navigate = useNavigate();

  const logOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      toast.error(userFacingError(error, LOGOUT_ERROR_TEXTS));
      return;
    }
    await navigate("/login", { replace: true });
    await client.clearStore();
  }, [logout, navigate, client]);

  return { logOut, loggingOut: loading };
}
