import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { SessionDocument, type SessionQuery } from "#web/graphql/generated/graphql.ts";

export type SessionUser = NonNullable<SessionQuery["viewer"]>;

export type SessionState = {
  loading: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
};

/**
 * The signed-in user's session. Starts loading and unauthenticated; a failed check is logged as
 * "Auth check failed" and treated as unauthenticated.
 */
export function useSession(): SessionState {
  const { data, loading, error } = useQuery(SessionDocument);

  useEffect(() => {
    if (error) {
      console.error("Auth check failed", error);
    }
  }, [error]);

  const isAuthenticated = !error && data?.session.isAuthenticated === true && data.viewer !== null;
  return {
    loading,
    isAuthenticated,
    user: isAuthenticated ? (data?.viewer ?? null) : null,
  };
}
