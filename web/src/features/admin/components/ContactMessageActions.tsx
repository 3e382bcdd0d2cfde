import { useMutation } from "@apollo/client/react";
import { Button, Flex } from "antd";
import {
  DeleteContactMessageDocument,
  SetContactMessageReadDocument,
  type ContactMessagesQuery,
} from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { useConfirmedDelete } from "#web/ui/useConfirmedDelete.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";

type ContactMessage = ContactMessagesQuery["contactMessages"]["edges"][number]["node"];

export type ContactMessageActionsProps = {
  message: ContactMessage;
  /** Called once the message is deleted, to load the page again. */
  onDeleted: () => void;
};

/** "Mark as read" (or unread again) and "Delete", asked first, for one contact message. */
export function ContactMessageActions({ message, onDeleted }: ContactMessageActionsProps) {
  const [setRead, { loading: marking }] = useMutation(SetContactMessageReadDocument);
  const [deleteMessage] = useMutation(DeleteContactMessageDocument);
  const { confirmDelete, confirmation } = useConfirmedDelete<ContactMessage>({
    question: (target) => `Delete the message "${target.subject}"?`,
    consequence: "The message cannot be restored.",
    remove: (target) => deleteMessage({ variables: { id: target.id } }),
    failureTitle: "Failed to delete the message",
    successMessage: "Message deleted successfully",
    onDeleted,
  });
  const read = message.readAt !== null && message.readAt !== undefined;

  async function toggleRead() {
    try {
      await setRead({ variables: { id: message.id, read: !read } });
    } catch (error) {
      toast.error("Failed to update the message", serverMessage(error));
    }
  }

  return (
    <Flex gap="small" wrap className="contact-message-actions">
      <Button
        size="small"
        aria-label={`${read ? "Mark as unread" : "Mark as read"}: ${message.subject}`}
        disabled={marking}
        onClick={() => void toggleRead()}
      >
        {read ? "Mark as unread" : "Mark as read"}
      </Button>
      <Button size="small" danger aria-label={`Delete: ${message.subject}`} onClick={() => confirmDelete(message)}>
        Delete
      </Button>
      {confirmation}
    </Flex>
  );
}
