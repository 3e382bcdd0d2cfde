import { Button, type ButtonProps } from "antd";
import { useHref, useLinkClickHandler } from "react-router-dom";

export type ButtonLinkProps = Omit<ButtonProps, "href" | "onClick"> & {
  to: string;
};

/** A router link that looks like an antd button (a real <a>, so it is announced as a link). */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...buttonProps} href={href} onClick={handleClick} />;
}
