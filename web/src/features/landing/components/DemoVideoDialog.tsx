import { useEffect, useId, useRef, type MouseEvent } from "react";
import { toEmbedUrl } from "../utils/toEmbedUrl.ts";
import { LineIcon } from "./LineIcon.tsx";
import { SiteLink } from "./SiteLink.tsx";

export type DemoVideoDialogProps = {
  open: boolean;
  /** The admin's demo video link as saved; empty when none is set. */
  videoUrl: string;
  onClose: () => void;
};

export const DEMO_DIALOG_TITLE = "See Our CRM in Action";
export const NO_VIDEO_MESSAGE = "No demo video is set yet.";
export const UNPLAYABLE_VIDEO_MESSAGE = "This video link can't be played here.";

function DemoVideo({ videoUrl }: { videoUrl: string }) {
  const embedUrl = toEmbedUrl(videoUrl);
  if (embedUrl) {
    return (
      <div className="demo-video">
        <iframe
          src={embedUrl}
          title="Bramble CRM product demo video"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="demo-video-missing">
      <p>{videoUrl ? UNPLAYABLE_VIDEO_MESSAGE : NO_VIDEO_MESSAGE}</p>
      <p>The quickest way to see the product is to try it: every plan starts with a 14-day free trial.</p>
      <SiteLink to="/register" className="site-button site-button-primary">
        Get Started Free
      </SiteLink>
    </div>
  );
}

/**
 * The 'Watch Demo' dialog: the demo video in YouTube's privacy-enhanced player, or why there is none.
 * A native modal <dialog> (focus kept inside, Escape closes, the page behind inert); the player is
 * only on the page while the dialog is open, so closing it stops the video.
 */
export function DemoVideoDialog({ open, videoUrl, onClose }: DemoVideoDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  // A click on the dialog element itself is a click on the backdrop: its content fills the box.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="demo-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className="demo-dialog-content">
        <button
          type="button"
          className="site-button site-button-text site-button-icon demo-dialog-close"
          aria-label="Close"
          onClick={onClose}
        >
          <LineIcon name="close" size={16} />
        </button>
        <h2 id={titleId} className="demo-dialog-title">
          {DEMO_DIALOG_TITLE}
        </h2>
        {open ? <DemoVideo videoUrl={videoUrl} /> : null}
      </div>
    </dialog>
  );
}
