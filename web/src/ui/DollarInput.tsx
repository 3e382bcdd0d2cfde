import { InputNumber, type InputNumberProps } from "antd";
import { MAX_CENTS } from "#core/text.rules.ts";
import { centsToDollars } from "./money.ts";

/** An amount in dollars, to the cent, within what a value in cents may hold (the forms' "Value (USD)"). */
export function DollarInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={0}
      max={centsToDollars(MAX_CENTS)}
      precision={2}
      prefix="$"
      style={{ width: "100%" }}
      {...props}
    />
  );
}
