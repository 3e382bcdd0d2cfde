import { useMutation, useQuery } from "@apollo/client/react";
import { Card } from "antd";
import { SetAutoLinkCompaniesDocument, WorkspaceAutoLinkCompaniesDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { SettingSwitch } from "./SettingSwitch.tsx";

/**
 * An owner decides whether a person added without a company is linked to the company owning their
 * e-mail's domain (never for free mail such as gmail.com).
 */
export function AutoLinkCompaniesCard() {
  const { data } = useQuery(WorkspaceAutoLinkCompaniesDocument);
  const [setAutoLink] = useMutation(SetAutoLinkCompaniesDocument);
  const enabled = data?.viewer?.currentWorkspace?.autoLinkCompanies;

  async function handleChange(checked: boolean) {
    try {
      await setAutoLink({ variables: { enabled: checked } });
    } catch (error) {
      toast.error("Failed to change automatic company links", serverMessage(error));
      return;
    }
    toast.success(checked ? "New people are linked to their company" : "New people are no longer linked automatically");
  }

  return (
    <Card title="Companies">
      {enabled === undefined ? null : (
        <SettingSwitch
          label="Link new people to their company"
          description="A person added without a company, whose e-mail domain belongs to one of your companies (e.g. ann@acme.com and acme.com), is linked to it as their company. Free e-mail addresses such as gmail.com are never linked."
          checked={enabled}
          onChange={(checked) => void handleChange(checked)}
        />
      )}
    </Card>
  );
}
