import { useMutation } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { PROFILE_LIMITS, profileInput } from "../../../../../schema/account/account.rules.ts";
import { UpdateProfileDocument, type AccountFieldsFragment } from "../../../graphql/generated/graphql.ts";
import { firstIssueMessage } from "../../../ui/schemaRules.ts";
import { toast } from "../../../ui/toast.tsx";
import { serverMessage } from "../../../ui/userFacingError.ts";
import { SETTINGS_UPDATED, SETTINGS_UPDATE_FAILED } from "../utils/settingsMessages.ts";

type ProfileValues = Pick<AccountFieldsFragment, "firstName" | "lastName" | "email" | "phone">;

function profileValues({ firstName, lastName, email, phone }: AccountFieldsFragment): ProfileValues {
  return { firstName, lastName, email, phone };
}

export type ProfileFormProps = {
  account: AccountFieldsFragment;
};

/**
 * Names, e-mail and phone, saved together. A new address is not the account's until its link is
 * opened, so after saving the Email field shows the address in use again and the pending one is
 * shown beside it (PendingEmailNotice).
 */
export function ProfileForm({ account }: ProfileFormProps) {
  const [form] = Form.useForm<ProfileValues>();
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);

  async function handleFinish(values: ProfileValues) {
    const checked = profileInput.safeParse(values);
    if (!checked.success) {
      toast.validationError(firstIssueMessage(checked.error));
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
      <Form.Item label="Phone" name="phone">
        <Input type="tel" autoComplete="tel" maxLength={PROFILE_LIMITS.phone} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={loading}>
        {loading ? "Saving..." : "Save Changes"}
      </Button>
    </Form>
  );
}
