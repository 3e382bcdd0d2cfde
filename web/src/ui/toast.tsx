import { notification } from "antd";

const TOAST_SECONDS = 5;

// At the bottom, so a toast never covers the header's controls (search, theme, log out).
notification.config({ maxCount: 1, duration: TOAST_SECONDS, placement: "bottomRight" });

const destructiveStyle = { borderInlineStart: "4px solid #ff4d4f" };

/** The one way the app shows toasts: at most one at a time, each shown for 5 seconds. */
export const toast = {
  /** A success toast, titled "Success" unless the screen names its own title (e.g. "Message Sent"). */
  success(description: string, title = "Success"): void {
    notification.success({ title, description, role: "status" });
  },
  /** A destructive toast titled "Validation Error", for a form the user has to correct. */
  validationError(description: string): void {
    notification.error({ title: "Validation Error", description, style: destructiveStyle, role: "alert" });
  },
  /** A destructive toast titled "Error"; `detail` (e.g. a server validation message) goes on a second line. */
  error(description: string, detail?: string | null): void {
    notification.error({
      title: "Error",
      description: detail ? (
        <>
          <div>{description}</div>
          <div>{detail}</div>
        </>
      ) : (
        description
      ),
      style: destructiveStyle,
      role: "alert",
    });
  },
  /** Takes down the toast a failed attempt left, once the next attempt succeeds without one of its own. */
  dismiss(): void {
    notification.destroy();
  },
  /** A plain notice without an icon. */
  notice(text: string): void {
    notification.open({ title: text, role: "status" });
  },
};
