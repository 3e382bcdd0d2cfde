import { Modal } from "antd";
import type { ReactElement } from "react";
import { toast } from "./toast.tsx";
import { serverMessage } from "./userFacingError.ts";

export type ConfirmedDeleteOptions<Target> = {
  /** The dialog's question, e.g. "Delete Acme Inc?". */
  question: (target: Target) => string;
  /** What deleting means, under the question. */
  consequence: string;
  remove: (target: Target) => Promise<unknown>;
  failureTitle: string;
  successMessage: string;
  onDeleted: (target: Target) => void;
};

/**
 * Asks before deleting and deletes only when confirmed, saying how it went. Render `confirmation`
 * somewhere in the component so the dialog follows the theme.
 */
export function useConfirmedDelete<Target>(options: ConfirmedDeleteOptions<Target>): {
  confirmDelete: (target: Target) => void;
  confirmation: ReactElement;
} {
  const [modal, confirmation] = Modal.useModal();

  async function remove(target: Target) {
    try {
      await options.remove(target);
    } catch (error) {
      toast.error(options.failureTitle, serverMessage(error));
      return;
    }
    toast.success(options.successMessage);
    options.onDeleted(target);
  }

  function confirmDelete(target: Target) {
    void modal.confirm({
      title: options.question(target),
      content: options.consequence,
      okText: "Delete",
      okButtonProps: { danger: true },
      cancelText: "Cancel",
      onOk: () => remove(target),
    });
  }

  return { confirmDelete, confirmation };
}
