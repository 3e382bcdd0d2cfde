import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Form, Input } from "antd";
import { serverMessage } from "../../../app/userFacingError.ts";
import { AdminHeroDocument, UpdateHeroDocument, type HeroInput } from "../../../graphql/generated/graphql.ts";
import { LoadingScreen } from "../../../ui/LoadingScreen.tsx";
import { toast } from "../../../ui/toast.tsx";

/** Form for the landing page hero: loads the current content, saves it, then reloads it. */
export function HeroEditor() {
  const { data, loading, error, refetch } = useQuery(AdminHeroDocument);
  const [updateHero, { loading: saving }] = useMutation(UpdateHeroDocument);

  async function handleFinish(values: HeroInput) {
    try {
      await updateHero({ variables: { input: values } });
    } catch (saveError) {
      toast.error("Failed to update hero content", serverMessage(saveError));
      return;
    }
    toast.success("Hero content updated successfully");
    await refetch().catch(() => {
      // The saved values stay in the form; a failed reload changes nothing the user sees.
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
