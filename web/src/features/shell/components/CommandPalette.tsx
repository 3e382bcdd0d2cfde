import { SearchOutlined } from "@ant-design/icons";
import { Input, Modal } from "antd";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { MAX_SEARCH_LENGTH } from "#schema/search/search.rules.ts";
import { useSearchResults } from "../hooks/useSearchResults.ts";
import { paletteGroups, type PaletteOption } from "../utils/paletteGroups.ts";
import { PaletteOptions } from "./PaletteOptions.tsx";

export const PALETTE_TITLE = "Search";
export const NO_RESULTS = "No results";
export const SEARCHING = "Searching…";

export type CommandPaletteProps = {
  open: boolean;
  text: string;
  onTextChange: (text: string) => void;
  onClose: () => void;
  /** Called once the palette has gone (Escape, a choice, a click outside), to give focus back. */
  afterClose: () => void;
};

/** The next option's index, wrapping at either end. */
function step(index: number, by: number, count: number): number {
  return (index + by + count) % count;
}

/**
 * The search palette: one input (a combobox) over a listbox of screens to go to and of the customers,
 * deals, tasks and activities the search finds, grouped under headings. Arrow keys move the active
 * option, Enter opens it, Escape closes; the input keeps focus throughout (aria-activedescendant).
 */
export function CommandPalette({ open, text, onTextChange, onClose, afterClose }: CommandPaletteProps) {
  const navigate = useNavigate();
  const listboxId = useId();
  const { found, searching, failure } = useSearchResults(text);
  const groups = paletteGroups(text, found);
  const options = groups.flatMap((group) => group.options);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  // The option moved to stays active while results arrive; otherwise the first one is.
  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.key === chosenKey),
  );
  const active = options[activeIndex] ?? null;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const activeId = active ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  function choose(option: PaletteOption) {
    onClose();
    void navigate(option.path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (options.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setChosenKey(options[step(activeIndex, event.key === "ArrowDown" ? 1 : -1, options.length)]?.key ?? null);
    } else if (event.key === "Enter" && active) {
      event.preventDefault();
      choose(active);
    }
  }

  const status = failure ?? (searching ? SEARCHING : options.length === 0 ? NO_RESULTS : "");

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      title={<span className="visually-hidden">{PALETTE_TITLE}</span>}
      footer={null}
      closable={false}
      destroyOnHidden
      focusable={{ focusTriggerAfterClose: false }}
      className="command-palette"
      width={640}
      style={{ top: 80 }}
    >
      <Input
        autoFocus
        size="large"
        role="combobox"
        aria-label="Search customers, companies, deals, tasks, activities and screens"
        aria-expanded={options.length > 0}
        aria-controls={options.length > 0 ? listboxId : undefined}
        aria-activedescendant={activeId}
        aria-autocomplete="list"
        placeholder="Search customers, companies, deals, tasks, activities or go to a screen..."
        prefix={<SearchOutlined />}
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        onChange={(event) => {
          setChosenKey(null);
          onTextChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {options.length > 0 ? (
        <PaletteOptions
          id={listboxId}
          groups={groups}
          activeKey={active?.key ?? null}
          optionId={optionId}
          onHover={(option) => setChosenKey(option.key)}
          onChoose={choose}
        />
      ) : null}
      <p role="status" className={status ? "palette-status" : "palette-status visually-hidden"}>
        {status}
      </p>
    </Modal>
  );
}
