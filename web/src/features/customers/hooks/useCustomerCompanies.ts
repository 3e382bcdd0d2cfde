import { useMutation, useQuery } from "@apollo/client/react";
import {
  CustomerCompaniesDocument,
  LinkCompanyOfCustomerDocument,
  UnlinkCompanyOfCustomerDocument,
  type CustomerCompanyLinkFieldsFragment,
} from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";

/** How many of a person's companies their page lists (a person works for a handful). */
export const CUSTOMER_COMPANIES_SHOWN = 50;

export type CompanyLink = CustomerCompanyLinkFieldsFragment;

export type LinkChange = { companyId: string; role: string; primary: boolean };

/** The lists showing a person's company: their page's header and details, and their companies. */
const REFETCH = ["CustomerCompanies", "CustomerDetail"];

/**
 * A person's companies with their roles, and the changes made from their page: link (or change the
 * role of) a company, make one primary, unlink one. Each answers true once saved.
 */
export function useCustomerCompanies(customerId: string) {
  const { data, loading, error } = useQuery(CustomerCompaniesDocument, {
    variables: { id: customerId, first: CUSTOMER_COMPANIES_SHOWN },
    fetchPolicy: "cache-and-network",
  });
  const [link, { loading: linking }] = useMutation(LinkCompanyOfCustomerDocument, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });
  const [unlink, { loading: unlinking }] = useMutation(UnlinkCompanyOfCustomerDocument, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });

  async function save(change: LinkChange, failure: string, success: string): Promise<boolean> {
    try {
      await link({ variables: { customerId, ...change } });
    } catch (caught) {
      toast.error(failure, serverMessage(caught));
      return false;
    }
    toast.success(success);
    return true;
  }

  async function remove(companyLink: CompanyLink): Promise<boolean> {
    try {
      await unlink({ variables: { customerId, companyId: companyLink.company.id } });
    } catch (caught) {
      toast.error("Failed to unlink the company", serverMessage(caught));
      return false;
    }
    toast.success(`Unlinked from ${companyLink.company.name}`);
    return true;
  }

  return {
    links: data?.customer?.companies ?? [],
    loading,
    error,
    saving: linking || unlinking,
    linkCompany: (change: LinkChange) => save(change, "Failed to link the company", "Company linked"),
    changeRole: (companyLink: CompanyLink, role: string) =>
      save(
        { companyId: companyLink.company.id, role, primary: companyLink.isPrimary },
        "Failed to change the role",
        "Role saved",
      ),
    makePrimary: (companyLink: CompanyLink) =>
      save(
        { companyId: companyLink.company.id, role: companyLink.role, primary: true },
        "Failed to change the primary company",
        `${companyLink.company.name} is now the primary company`,
      ),
    unlink: remove,
  };
}
