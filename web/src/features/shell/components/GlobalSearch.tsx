import { SearchOutlined } from "@ant-design/icons";
import { Input } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { isPaletteShortcut, paletteShortcutLabel } from "../utils/paletteShortcut.ts";
import { CommandPalette } from "./CommandPalette.tsx";

/**
 * The top bar's search box and the palette it opens: a click, Enter or typing in the box opens it (with
 * what was typed), as Ctrl/Cmd+K does anywhere in the shell. Focus goes back where it was once it closes.
 */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const isOpen = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const openPalette = useCallback((typed: string) => {
    if (isOpen.current) {
      // Keys typed into the box before focus reached the palette belong to the same text.
      setText((current) => current + typed);
      return;
    }
    if (document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
    isOpen.current = true;
    setText(typed);
    setOpen(true);
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isPaletteShortcut(event)) {
        event.preventDefault();
        openPalette("");
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [openPalette]);

  return (
    <>
      <Input
        className="global-search"
        placeholder="Search customers, companies..."
        aria-label="Search customers, companies"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        prefix={<SearchOutlined />}
        suffix={<kbd className="global-search-shortcut">{paletteShortcutLabel(navigator.platform)}</kbd>}
        value=""
        onChange={(event) => openPalette(event.target.value)}
        onClick={() => openPalette("")}
        onKeyDown={(event) => {
          if (event.key === "Enter") openPalette("");
        }}
      />
      <CommandPalette
        open={open}
        text={text}
        onTextChange={setText}
        onClose={() => {
          isOpen.current = false;
          setOpen(false);
        }}
        afterClose={() => {
          returnFocusTo.current?.focus();
          returnFocusTo.current = null;
        }}
      />
    </>
  );
}
