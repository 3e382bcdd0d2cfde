import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Form, Input } from "antd";

const OFFICE_HOURS_HELP = "One line a period, such as Mon-Fri: 9-6 GMT. The contact page lists them.";
import { siteSettingsInput } from "#schema/content/content.rules.ts";
import {
  AdminSiteSettingsDocument,
  UpdateSiteSettingsDocument,
  type SiteSettingsInput,
} from "#web/graphql/generated/graphql.ts";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { schemaRules } from "#web/ui/schemaRules.ts";
import { saveAndReload } from "../utils/saveAndReload.ts";

const { shape } = siteSettingsInput;
const RULES = {
  companyName: schemaRules(shape.companyName),
  companyEmail: schemaRules(shape.companyEmail),
  companyPhone: schemaRules(shape.companyPhone),
  companyAddress: schemaRules(shape.companyAddress),
  officeHours: schemaRules(shape.officeHours),
};

/** Form for the company details shown on the site: loads them, saves them, then reloads them. */
export function SettingsEditor() {
  const { data, loading, error, refetch } = useQuery(AdminSiteSettingsDocument);
  const [updateSiteSettings, { loading: saving }] = useMutation(UpdateSiteSettingsDocument);

  function handleFinish(values: SiteSettingsInput) {
    return saveAndReload(() => updateSiteSettings({ variables: { input: values } }), refetch, {
      success: "Settings updated successfully",
      failure: "Failed to update settings",
    });
  }

  if (loading) {
    return <LoadingScreen />;
  }
  if (error || !data) {
    return <Alert type="error" title="Failed to load settings" showIcon />;
  }

  const { companyName, companyEmail, companyPhone, companyAddress, officeHours } = data.siteSettings;
  return (
    <Form<SiteSettingsInput>
      className="admin-form"
      layout="vertical"
      requiredMark={false}
      initialValues={{ companyName, companyEmail, companyPhone, companyAddress, officeHours }}
      onFinish={handleFinish}
    >
      <Form.Item label="Company Name" name="companyName" rules={RULES.companyName}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item label="Company Email" name="companyEmail" rules={RULES.companyEmail}>
        <Input />
      </Form.Item>
      <Form.Item label="Company Phone" name="companyPhone" rules={RULES.companyPhone}>
        <Input type="tel" />
      </Form.Item>
      <Form.Item label="Company Address" name="companyAddress" rules={RULES.companyAddress}>
        <Input />
      </Form.Item>
      <Form.Item label="Office Hours" name="officeHours" rules={RULES.officeHours} extra={OFFICE_HOURS_HELP}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? "Saving..." : "Save Changes"}
      </Button>
    </Form>
  );
}
