import { Button, Flex, Form, Modal } from "antd";
import type { ReactNode } from "react";

/** Dialog width: the spec's max-w-2xl (42rem, 672px). */
export const DIALOG_WIDTH = 672;

export type FormDialogProps<Values> = {
  title: string;
  /** Prefixes the fields' ids, so they stay unique beside another form on the page. */
  name?: string;
  open: boolean;
  initialValues?: Partial<Values>;
  submitLabel?: string;
  submitting?: boolean;
  onCancel: () => void;
  /** Called with the form's values once its rules pass; the dialog stays open until the owner closes it. */
  onSubmit: (values: Values) => void | Promise<void>;
  children: ReactNode;
};

/**
 * A dialog holding a form with Cancel and Save buttons. Closing it discards the form, so it opens
 * fresh (or from `initialValues`) every time.
 */
export function FormDialog<Values extends object>({
  title,
  name,
  open,
  initialValues,
  submitLabel = "Save",
  submitting = false,
  onCancel,
  onSubmit,
  children,
}: FormDialogProps<Values>) {
  return (
    <Modal title={title} open={open} onCancel={onCancel} footer={null} width={DIALOG_WIDTH} destroyOnHidden>
      <Form<Values>
        name={name}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={onSubmit}
      >
        {children}
        <Flex justify="end" gap="small">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
