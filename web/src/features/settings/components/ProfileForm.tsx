import { useMutation } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { PASSWORD_FOR_EMAIL_CHANGE, PROFILE_LIMITS, profileInput } from "#schema/account/account.rules.ts";
import { UpdateProfileDocument, type AccountFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { firstIssueMessage } from "#web/ui/schemaRules.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { SETTINGS_UPDATED, SETTINGS_UPDATE_FAILED } from "../utils/settingsMessages.ts";

type ProfileValues = Pick<AccountFieldsFragment, "firstName" | "lastName" | "email" | "phone"> & {
  currentPassword?: string;
};

function profileValues({ firstName, lastName, email, phone }: AccountFieldsFragment): ProfileValues {
  return { firstName, lastName, email, phone, currentPassword: "" };
}

/** Whether the Email field asks for a new address (not the current one, nor the one already pending). */
function asksForNewAddress(account: AccountFieldsFragment, email: string | undefined) {
  const typed = email?.trim().toLowerCase();
  return Boolean(typed) && typed !== account.email.toLowerCase() && typed !== account.pendingEmail?.toLowerCase();
}

export type ProfileFormProps = {
  account: AccountFieldsFragment;
};

/**
 * Names, e-mail and phone, saved together. A new address is not the account's until its link is
 * opened, so after saving the Email field shows the address in use again and the pending one is
 * shown beside it (PendingEmailNotice). A new address needs the current password, asked for once the
 * Email field holds one.
 */
export function ProfileForm({ account }: ProfileFormProps) {
  const [form] = Form.useForm<ProfileValues>();
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const changingEmail = asksForNewAddress(account, Form.useWatch("email", form));

  async function handleFinish({ currentPassword, ...fields }: ProfileValues) {
    const values = changingEmail ? { ...fields, currentPassword } : fields;
    const checked = profileInput.safeParse(values);
    if (!checked.success) {
      toast.validationError(firstIssueMessage(checked.error));
      return;
    }
    if (changingEmail && !currentPassword) {
      toast.validationError(PASSWORD_FOR_EMAIL_CHANGE);
      return;
    }
    try {
      const result = await updateProfile({ variables: { input: values } });
      if (result.data) form.setFieldsValue(profileValues(result.data.updateProfile));
    } catch (error) {
      toast.error(SETTINGS_UPDATE_FAILED, serverMessage(error));
      return;
    }
    toast.success(SETTINGS_UPDATED);
  }

  return (
    <Form<ProfileValues>
      form={form}
      name="profile"
      className="settings-form"
      layout="vertical"
      requiredMark={false}
      initialValues={profileValues(account)}
      onFinish={handleFinish}
    >
      <div className="settings-name-fields">
        <Form.Item label="First Name" name="firstName">
          <Input autoComplete="given-name" maxLength={PROFILE_LIMITS.name} />
        </Form.Item>
        <Form.Item label="Last Name" name="lastName">
          <Input autoComplete="family-name" maxLength={PROFILE_LIMITS.name} />
        </Form.Item>
      </div>
      <Form.Item label="Email" name="email">
        <Input type="email" autoComplete="email" />
      </Form.Item>
      {changingEmail ? (
        <Form.Item
          label="Password to confirm the new email"
          name="currentPassword"
          extra="Needed to change your email address. Your current address is told, and can cancel the change."
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      ) : null}
      <Form.Item label="Phone" name="phone">
        <Input type="tel" autoComplete="tel" maxLength={PROFILE_LIMITS.phone} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={loading}>
        {loading ? "Saving..." : "Save Changes"}
      </Button>
    </Form>
  );
}
