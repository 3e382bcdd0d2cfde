import { useQuery } from "@apollo/client/react";
import { CompanyOptionsDocument } from "#web/graphql/generated/graphql.ts";
import { useDebouncedValue } from "../useDebouncedValue.ts";

export type CompanyOption = { id: string; name: string; domains: readonly string[] };

/**
 * The companies matching the typed text, searched on the server once typing pauses; nothing is asked
 * until `active` (the picker opened), so a form that is only shown costs no request.
 */
export function useCompanyOptions(search: string, active: boolean) {
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const { data, loading } = useQuery(CompanyOptionsDocument, {
    variables: { search: debouncedSearch || null },
    fetchPolicy: "cache-and-network",
    skip: !active,
  });
  const companies: CompanyOption[] = (data?.companies.edges ?? []).map(({ node }) => node);
  return { companies, loading };
}
