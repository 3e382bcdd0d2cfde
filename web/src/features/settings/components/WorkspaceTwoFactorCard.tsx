import { useMutation } from "@apollo/client/react";
import { Card } from "antd";
import { SetWorkspaceTwoFactorRequirementDocument, ViewerDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import type { CurrentWorkspace } from "#web/ui/workspace/useCurrentWorkspace.ts";
import { SettingSwitch } from "./SettingSwitch.tsx";

export type WorkspaceTwoFactorCardProps = {
  workspace: CurrentWorkspace;
};

/**
 * An owner requires a second factor of every member: members without one are led to set it up at
 * their next request, and see the workspace's data only once it is on. API keys keep working.
 */
export function WorkspaceTwoFactorCard({ workspace }: WorkspaceTwoFactorCardProps) {
  const [setRequirement] = useMutation(SetWorkspaceTwoFactorRequirementDocument, {
    refetchQueries: [ViewerDocument],
    awaitRefetchQueries: true,
  });

  async function handleChange(requireTwoFactor: boolean) {
    try {
      await setRequirement({ variables: { input: { requireTwoFactor } } });
    } catch (error) {
      toast.error("Failed to change the two-factor requirement", serverMessage(error));
      return;
    }
    toast.success(
      requireTwoFactor ? "Members now need two-factor authentication" : "Two-factor authentication is optional again",
    );
  }

  return (
    <Card title="Sign-in security">
      <SettingSwitch
        label="Require two-factor authentication"
        description="Members without a second factor are asked to set one up before they see this workspace's data. Turn it on for your own account first. API keys keep working."
        checked={workspace.requireTwoFactor}
        onChange={(checked) => void handleChange(checked)}
      />
    </Card>
  );
}
