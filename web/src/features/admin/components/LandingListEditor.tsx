import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Flex } from "antd";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { LANDING_LISTS, landingListMessages, type LandingListName } from "#schema/content/landing-lists.rules.ts";
import { FormDialog } from "#web/ui/FormDialog.tsx";
import { toast } from "#web/ui/toast.tsx";
import { useConfirmedDelete } from "#web/ui/useConfirmedDelete.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { moveEntry } from "../utils/moveEntry.ts";
import "../landingLists.css";

export type LandingListEditorProps<Entry extends { id: string }, Values extends object> = {
  list: LandingListName;
  entries: readonly Entry[];
  /** How buttons and messages name an entry: "Move Starter up", "Delete Starter?". */
  nameOf: (entry: Entry) => string;
  renderEntry: (entry: Entry) => ReactNode;
  /** The form's fields, the same for adding and editing. */
  fields: ReactNode;
  formValues: (entry: Entry | null) => Partial<Values>;
  /** Adds an entry (`entry` null) or saves an edited one; resolves once the list shows it. */
  save: (values: Values, entry: Entry | null) => Promise<unknown>;
  remove: (entry: Entry) => Promise<unknown>;
  reorder: (ids: string[]) => Promise<unknown>;
};

type Direction = "up" | "down";

const titleCase = (text: string) => text.replace(/(^|\s)\w/g, (letter) => letter.toUpperCase());

/** The id of an entry's move button, for giving it the focus back after the move. */
function moveButtonId(list: LandingListName, entryId: string, direction: Direction): string {
  return `${list}-${entryId}-${direction}`;
}

/**
 * One landing page list as the admin edits it: its entries in the order the page shows them, each
 * moved up or down by its buttons (keyboard included: focus stays on the moved entry), edited in a
 * dialog or deleted once confirmed; "Add" opens the same dialog empty.
 */
export function LandingListEditor<Entry extends { id: string }, Values extends object>({
  list,
  entries,
  nameOf,
  renderEntry,
  fields,
  formValues,
  save,
  remove,
  reorder,
}: LandingListEditorProps<Entry, Values>) {
  const { singular, plural, max } = LANDING_LISTS[list];
  const messages = landingListMessages(list);
  const title = titleCase(singular);
  // undefined: the dialog is closed; null: it adds an entry.
  const [editing, setEditing] = useState<Entry | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [moving, setMoving] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const focusAfterMove = useRef<{ id: string; to: number; direction: Direction } | null>(null);

  const { confirmDelete, confirmation } = useConfirmedDelete<Entry>({
    question: (entry) => `Delete ${nameOf(entry)}?`,
    consequence: `The ${singular} disappears from the landing page.`,
    remove,
    failureTitle: `Failed to delete ${singular}`,
    successMessage: `${title} deleted successfully`,
    onDeleted: () => undefined,
  });

  // The moved entry's button keeps the focus; at either end, its other button takes it. Moving the
  // entry's row in the page drops the focus, and the list may show the new order a render after the
  // move resolves, so the focus is given back once the entry stands where it was moved to.
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved || entries[moved.to]?.id !== moved.id) return;
    focusAfterMove.current = null;
    const button = document.getElementById(moveButtonId(list, moved.id, moved.direction));
    const other = document.getElementById(moveButtonId(list, moved.id, moved.direction === "up" ? "down" : "up"));
    (button instanceof HTMLButtonElement && !button.disabled ? button : other)?.focus();
  }, [entries, list, moving]);

  async function move(entry: Entry, index: number, direction: Direction) {
    if (moving) return;
    const target = direction === "up" ? index - 1 : index + 1;
    setMoving(true);
    try {
      await reorder(
        moveEntry(
          entries.map(({ id }) => id),
          index,
          target - index,
        ),
      );
      focusAfterMove.current = { id: entry.id, to: target, direction };
      setAnnouncement(`${nameOf(entry)} moved to position ${target + 1} of ${entries.length}`);
    } catch (error) {
      toast.error(`Failed to move ${singular}`, serverMessage(error));
    } finally {
      setMoving(false);
    }
  }

  async function handleSubmit(values: Values) {
    const entry = editing ?? null;
    setSaving(true);
    try {
      await save(values, entry);
    } catch (error) {
      toast.error(entry ? `Failed to update ${singular}` : `Failed to add ${singular}`, serverMessage(error));
      return;
    } finally {
      setSaving(false);
    }
    toast.success(entry ? `${title} updated successfully` : `${title} added successfully`);
    setEditing(undefined);
  }

  return (
    <div className="landing-list-editor">
      <Flex className="landing-list-toolbar" justify="space-between" align="center" gap="small" wrap>
        <p>
          {entries.length} {entries.length === 1 ? singular : plural}, in the order the landing page shows them
        </p>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={entries.length >= max}
          onClick={() => setEditing(null)}
        >
          Add {title}
        </Button>
      </Flex>
      {entries.length >= max ? <p className="landing-list-note">{messages.tooMany}</p> : null}
      {entries.length === 1 ? <p className="landing-list-note">{messages.keepOne}</p> : null}
      <ol className="landing-list" aria-label={titleCase(plural)}>
        {entries.map((entry, index) => {
          const name = nameOf(entry);
          return (
            <li key={entry.id} className="landing-list-entry">
              <div className="landing-list-content">{renderEntry(entry)}</div>
              <Flex className="landing-list-actions" gap="small" wrap>
                <Button
                  id={moveButtonId(list, entry.id, "up")}
                  icon={<ArrowUpOutlined />}
                  aria-label={`Move ${name} up`}
                  title="Move up"
                  disabled={index === 0}
                  onClick={() => void move(entry, index, "up")}
                />
                <Button
                  id={moveButtonId(list, entry.id, "down")}
                  icon={<ArrowDownOutlined />}
                  aria-label={`Move ${name} down`}
                  title="Move down"
                  disabled={index === entries.length - 1}
                  onClick={() => void move(entry, index, "down")}
                />
                <Button icon={<EditOutlined />} aria-label={`Edit ${name}`} onClick={() => setEditing(entry)}>
                  Edit
                </Button>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${name}`}
                  disabled={entries.length === 1}
                  onClick={() => confirmDelete(entry)}
                >
                  Delete
                </Button>
              </Flex>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <FormDialog<Values>
        title={editing ? `Edit ${title}` : `Add ${title}`}
        name={`${list}-form`}
        open={editing !== undefined}
        initialValues={formValues(editing ?? null)}
        submitLabel={editing ? "Save Changes" : `Add ${title}`}
        submitting={saving}
        onCancel={() => setEditing(undefined)}
        onSubmit={handleSubmit}
      >
        {fields}
      </FormDialog>
      {confirmation}
    </div>
  );
}
