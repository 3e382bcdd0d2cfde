import { useMutation } from "@apollo/client/react";
import { UpdateNotificationPreferencesDocument, type AccountFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { SETTINGS_UPDATED, SETTINGS_UPDATE_FAILED } from "../utils/settingsMessages.ts";
import { SettingSwitch } from "./SettingSwitch.tsx";

type Preference = keyof Pick<AccountFieldsFragment, "emailNotifications" | "taskReminders">;

const PREFERENCES: { key: Preference; label: string; description: string }[] = [
  { key: "emailNotifications", label: "Email Notifications", description: "An email when a task is assigned to you." },
  { key: "taskReminders", label: "Task Reminders", description: "An email each morning with your tasks due." },
];

export type NotificationPreferencesProps = {
  account: AccountFieldsFragment;
};

/** Each switch is saved the moment it is flipped, shown flipped at once and put back if saving fails. */
export function NotificationPreferences({ account }: NotificationPreferencesProps) {
  const [updatePreferences] = useMutation(UpdateNotificationPreferencesDocument);

  async function handleChange(key: Preference, checked: boolean) {
    try {
      await updatePreferences({
        variables: { input: { [key]: checked } },
        optimisticResponse: { updateNotificationPreferences: { ...account, [key]: checked } },
      });
    } catch (error) {
      toast.error(SETTINGS_UPDATE_FAILED, serverMessage(error));
      return;
    }
    toast.success(SETTINGS_UPDATED);
  }

  return (
    <>
      {PREFERENCES.map(({ key, label, description }) => (
        <SettingSwitch
          key={key}
          label={label}
          description={description}
          checked={account[key]}
          onChange={(checked) => void handleChange(key, checked)}
        />
      ))}
    </>
  );
}
