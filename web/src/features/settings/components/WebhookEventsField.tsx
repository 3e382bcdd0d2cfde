import { Checkbox } from "antd";
import { WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENTS } from "../utils/webhookEvents.ts";

export type WebhookEventsFieldProps = {
  /** Set by antd's Form.Item. */
  value?: string[];
  onChange?: (events: string[]) => void;
  /** Prefixes the checkboxes' ids, so two forms on a page keep them unique. */
  idPrefix: string;
};

/**
 * The events an endpoint wants: "All events", then one group of checkboxes per resource. Each group
 * is a fieldset whose legend names the resource, so "Created" is read as "Customers, Created".
 */
export function WebhookEventsField({ value = [], onChange, idPrefix }: WebhookEventsFieldProps) {
  const all = WEBHOOK_EVENTS.every((event) => value.includes(event));
  const toggle = (event: string, checked: boolean) =>
    onChange?.(checked ? [...value, event] : value.filter((chosen) => chosen !== event));

  return (
    <fieldset className="webhook-event-group">
      <legend>Events</legend>
      <Checkbox
        id={`${idPrefix}-all`}
        checked={all}
        indeterminate={!all && value.length > 0}
        onChange={(event) => onChange?.(event.target.checked ? [...WEBHOOK_EVENTS] : [])}
      >
        All events
      </Checkbox>
      <div className="webhook-event-groups">
        {WEBHOOK_EVENT_GROUPS.map((group) => (
          <fieldset key={group.resource} className="webhook-event-group">
            <legend>{group.label}</legend>
            {group.options.map((option) => (
              <Checkbox
                key={option.value}
                id={`${idPrefix}-${option.value}`}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              >
                {option.label}
              </Checkbox>
            ))}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
