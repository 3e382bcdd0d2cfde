import { useMutation } from "@apollo/client/react";
import { Button, Flex, Form, Input, Modal } from "antd";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { DeleteWorkspaceDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { useOpenWorkspaceChooser } from "#web/ui/workspace/useOpenWorkspaceChooser.ts";

export type DeleteWorkspaceDialogProps = {
  workspaceName: string;
  open: boolean;
  onClose: () => void;
};

/** Deleting is confirmed by typing the workspace's name; the button stays off until it matches. */
export function DeleteWorkspaceDialog({ workspaceName, open, onClose }: DeleteWorkspaceDialogProps) {
  const [deleteWorkspace, { loading }] = useMutation(DeleteWorkspaceDocument);
  const [form] = Form.useForm<{ confirmName: string }>();
  const typed = Form.useWatch("confirmName", form) ?? "";
  const openChooser = useOpenWorkspaceChooser();

  async function handleFinish({ confirmName }: { confirmName: string }) {
    try {
      const result = await deleteWorkspace({ variables: { input: { confirmName } } });
      onClose();
      await openChooser(result.data?.deleteWorkspace.message ?? `${workspaceName} was deleted`);
    } catch (error) {
      toast.error("Failed to delete the workspace", serverMessage(error));
    }
  }

  return (
    <Modal title={`Delete ${workspaceName}?`} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <p>
        Every member loses access at once. The site administrator can restore the workspace within 90 days; after that
        its customers, deals, tasks and activities are erased for good.
      </p>
      <Form form={form} name="delete-workspace" layout="vertical" requiredMark={false} onFinish={handleFinish}>
        <Form.Item label={`Type ${workspaceName} to confirm`} name="confirmName">
          <Input autoComplete="off" />
        </Form.Item>
        <Flex justify="end" gap="small" wrap>
          <Button onClick={onClose}>Cancel</Button>
          <Button danger type="primary" htmlType="submit" disabled={typed.trim() !== workspaceName || loading}>
            {loading ? "Deleting..." : "Delete workspace"}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
