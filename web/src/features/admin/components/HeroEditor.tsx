import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Form, Input } from "antd";
import { AdminHeroDocument, UpdateHeroDocument, type HeroInput } from "../../../graphql/generated/graphql.ts";
import { LoadingScreen } from "../../../ui/LoadingScreen.tsx";
import { saveAndReload } from "../utils/saveAndReload.ts";

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
      <Form.Item label="Badge Text" name="badge">
        <Input />
      </Form.Item>
      <Form.Item label="Main Heading" name="heading">
        <Input />
      </Form.Item>
      <Form.Item label="Subheading" name="subheading">
        <Input />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item label="Demo Video URL" name="videoUrl" extra="YouTube watch or embed URLs supported">
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? "Saving..." : "Save Changes"}
      </Button>
    </Form>
  );
}
