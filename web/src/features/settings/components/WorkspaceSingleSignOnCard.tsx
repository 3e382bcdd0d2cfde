import { useMutation, useQuery } from "@apollo/client/react";
import { Card } from "antd";
import {
  SetWorkspaceSingleSignOnRequirementDocument,
  WorkspaceSingleSignOnDocument,
} from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { SettingSwitch } from "./SettingSwitch.tsx";

/**
 * An owner requires single sign-on of every member (shown only where the site has it): a session signed
 * in otherwise is led to sign in with it before it sees the workspace's data. API keys keep working.
 */
export function WorkspaceSingleSignOnCard() {
  const { data } = useQuery(WorkspaceSingleSignOnDocument);
  const [setRequirement] = useMutation(SetWorkspaceSingleSignOnRequirementDocument);
  const workspace = data?.viewer?.currentWorkspace;
  if (!data?.singleSignOn || !workspace) return null;

  async function handleChange(requireSingleSignOn: boolean) {
    try {
      await setRequirement({ variables: { input: { requireSingleSignOn } } });
    } catch (error) {
      toast.error("Failed to change the single sign-on requirement", serverMessage(error));
      return;
    }
    toast.success(
      requireSingleSignOn ? "Members now need to sign in with single sign-on" : "Single sign-on is optional again",
    );
  }

  return (
    <Card title="Single sign-on">
      <SettingSwitch
        label="Require single sign-on"
        description="Members signed in with a password are asked to sign in with single sign-on before they see this workspace's data. Sign in with single sign-on yourself first. API keys keep working."
        checked={workspace.requireSingleSignOn}
        onChange={(checked) => void handleChange(checked)}
      />
    </Card>
  );
}
