import { useMutation } from "@apollo/client/react";
import {
  LinkCustomerToCompanyDocument,
  UnlinkCustomerFromCompanyDocument,
  type CompanyPersonLinkFragment,
} from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";

/** Make primary, a new role and unlink for the people of one company, each saying how it went. */
export function useCompanyPeopleActions(company: { id: string; name: string }, onChanged: () => void) {
  const [link, { loading: linking }] = useMutation(LinkCustomerToCompanyDocument);
  const [unlink] = useMutation(UnlinkCustomerFromCompanyDocument);

  async function attempt(work: () => Promise<unknown>, failure: string, success: string): Promise<boolean> {
    try {
      await work();
    } catch (error) {
      toast.error(failure, serverMessage(error));
      return false;
    }
    toast.success(success);
    onChanged();
    return true;
  }

  const variables = (person: CompanyPersonLinkFragment) => ({ customerId: person.customer.id, companyId: company.id });

  return {
    saving: linking,
    makePrimary: (person: CompanyPersonLinkFragment) =>
      attempt(
        () => link({ variables: { ...variables(person), primary: true } }),
        "Failed to make primary",
        `${company.name} is now ${person.customer.name}'s primary company`,
      ),
    setRole: (person: CompanyPersonLinkFragment, role: string) =>
      attempt(() => link({ variables: { ...variables(person), role } }), "Failed to save role", "Role saved"),
    unlink: (person: CompanyPersonLinkFragment) =>
      attempt(
        () => unlink({ variables: variables(person) }),
        "Failed to unlink person",
        `${person.customer.name} unlinked from ${company.name}`,
      ),
  };
}
