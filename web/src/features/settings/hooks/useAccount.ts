import { useQuery } from "@apollo/client/react";
import { AccountDocument } from "#web/graphql/generated/graphql.ts";

/** The signed-in person's profile and preferences, as the Profile and Preferences tabs show them. */
export function useAccount() {
  const { data, loading, error } = useQuery(AccountDocument);
  return { account: data?.viewer ?? null, loading, error };
}
