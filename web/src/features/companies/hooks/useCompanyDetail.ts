import { useQuery } from "@apollo/client/react";
import { CompanyDetailDocument } from "#web/graphql/generated/graphql.ts";

/** The people the company's page lists (primary links first, then the latest linked first); the figures count them all. */
export const COMPANY_PEOPLE_SHOWN = 100;

/** One company with its figures and its people. */
export function useCompanyDetail(companyId: string) {
  const { data, loading, error, refetch } = useQuery(CompanyDetailDocument, {
    variables: { id: companyId, people: COMPANY_PEOPLE_SHOWN },
    fetchPolicy: "cache-and-network",
  });
  return {
    company: data?.company ?? null,
    loading,
    error,
    refetch: () => void refetch().catch(() => {}),
  };
}
