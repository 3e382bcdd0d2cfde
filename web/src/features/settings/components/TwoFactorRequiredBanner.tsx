import { Alert } from "antd";

export type TwoFactorRequiredBannerProps = {
  workspaceName: string;
};

/** Why Settings shows only the person's own account: the workspace waits for their second factor. */
export function TwoFactorRequiredBanner({ workspaceName }: TwoFactorRequiredBannerProps) {
  return (
    <Alert
      className="settings-two-factor-banner"
      type="warning"
      showIcon
      title={`${workspaceName} requires two-factor authentication`}
      description="An owner of this workspace requires every member to use a second factor. Set up two-factor authentication below: the workspace's customers, deals and tasks open once it is on."
    />
  );
}
