import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Form, Input } from "antd";
import { heroInput } from "#schema/content/content.rules.ts";
import { AdminHeroDocument, UpdateHeroDocument, type HeroInput } from "#web/graphql/generated/graphql.ts";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { schemaRules } from "#web/ui/schemaRules.ts";
import { saveAndReload } from "../utils/saveAndReload.ts";

const { shape } = heroInput;
const RULES = {
  badge: schemaRules(shape.badge),
  heading: schemaRules(shape.heading),
  subheading: schemaRules(shape.subheading),
  description: schemaRules(shape.description),
  videoUrl: schemaRules(shape.videoUrl),
};

/** Form for the landing page hero: loads the current content, saves it, then reloads it. */
export function HeroEditor() {
  const { data, loading, error, refetch } = useQuery(AdminHeroDocument);
  const [updateHero, { loading: saving }] = useMutation(UpdateHeroDocument);

  function handleFinish(values: HeroInput) {
    return saveAndReload(() => updateHero({ variables: { input: values } }), refetch, {
      success: "Hero content updated successfully",
      failure: "Failed to update hero content",
    });
  }

  if (loading) {
    return <LoadingScreen />;
  }
  if (error || !data) {
    return <Alert type="error" title="Failed to load hero content" showIcon />;
  }

  const { badge, heading, subheading, description, videoUrl } = data.hero;
  return (
    <Form<HeroInput>
      className="admin-form"
      layout="vertical"
      requiredMark={false}
      initialValues={{ badge, heading, subheading, description, videoUrl }}
      onFinish={handleFinish}
    >
      <Form.Item label="Badge Text" name="badge" rules={RULES.badge}>
        <Input />
      </Form.Item>
      <Form.Item label="Main Heading" name="heading" rules={RULES.heading}>
        <Input />
      </Form.Item>
      <Form.Item label="Subheading" name="subheading" rules={RULES.subheading}>
        <Input />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={RULES.description}>
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item
        label="Demo Video URL"
        name="videoUrl"
        extra="YouTube watch or embed URLs supported"
        rules={RULES.videoUrl}
      >
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? "Saving..." : "Save Changes"}
      </Button>
    </Form>
  );
}
