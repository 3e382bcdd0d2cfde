import type { PaletteGroup, PaletteOption } from "../utils/paletteGroups.ts";

export type PaletteOptionsProps = {
  id: string;
  groups: readonly PaletteGroup[];
  activeKey: string | null;
  /** The id of an option's element, for the input's aria-activedescendant. */
  optionId: (index: number) => string;
  onHover: (option: PaletteOption) => void;
  onChoose: (option: PaletteOption) => void;
};

/**
 * The palette's listbox: one group per heading, its options never focused themselves (the input keeps
 * focus and points at the active one), chosen by a click as by Enter.
 */
export function PaletteOptions({ id, groups, activeKey, optionId, onHover, onChoose }: PaletteOptionsProps) {
  // Each group's first option's place in the whole list, which the ids count through.
  const firsts = groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.options.length, 0));
  return (
    <div role="listbox" id={id} aria-label="Results" className="palette-options">
      {groups.map((group, groupIndex) => {
        const headingId = `${id}-${group.heading.toLowerCase().replace(/\s+/g, "-")}`;
        return (
          <div role="group" aria-labelledby={headingId} key={group.heading} className="palette-group">
            <div role="presentation" id={headingId} className="palette-heading">
              {group.heading}
            </div>
            {group.options.map((option, at) => {
              const elementId = optionId((firsts[groupIndex] ?? 0) + at);
              const active = option.key === activeKey;
              return (
                <div
                  role="option"
                  id={elementId}
                  key={option.key}
                  aria-selected={active}
                  className={active ? "palette-option palette-option-active" : "palette-option"}
                  // The input keeps focus: a click only chooses.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => onHover(option)}
                  onClick={() => onChoose(option)}
                >
                  <span className="palette-option-label">{option.label}</span>
                  {option.detail ? <span className="palette-option-detail">{option.detail}</span> : null}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
