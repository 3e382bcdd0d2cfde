import { Switch } from "antd";
import { useId } from "react";

export type SettingSwitchProps = {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** One on/off setting: its name (the switch's accessible name), what it does, and its state in words. */
export function SettingSwitch({ label, description, checked, onChange }: SettingSwitchProps) {
  const labelId = useId();
  return (
    <div className="settings-switch">
      <div>
        <span id={labelId} className="settings-switch-label">
          {label}
        </span>
        <p className="settings-switch-description">{description}</p>
      </div>
      <div className="settings-switch-control">
        <Switch aria-labelledby={labelId} checked={checked} onChange={onChange} />
        <span aria-hidden="true">{checked ? "Enabled" : "Disabled"}</span>
      </div>
    </div>
  );
}
