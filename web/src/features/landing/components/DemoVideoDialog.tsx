import { useEffect, useId, useRef, type MouseEvent } from "react";
import { toEmbedUrl } from "../utils/toEmbedUrl.ts";
import { LineIcon } from "./LineIcon.tsx";
import { SiteLink } from "./SiteLink.tsx";

export type DemoVideoDialogProps = {
  open: boolean;
  /** The admin's demo video link as saved; empty when none is set (the built-in tour plays). */
  videoUrl: string;
  /** The company name from the site settings, which names the video. */
  companyName: string;
  onClose: () => void;
};

export const DEMO_DIALOG_TITLE = "See Our CRM in Action";
export const UNPLAYABLE_VIDEO_MESSAGE = "This video link can't be played here.";
/** The product tour `npm run demo:record` makes, served from the web build, with its captions. */
export const BUILT_IN_DEMO = { video: "/demo/product-tour.webm", captions: "/demo/product-tour.vtt" };
export const BUILT_IN_DEMO_CAPTION =
  "A short tour: signing in, the dashboard, customers, a customer's page, the deal board and tasks.";

function BuiltInDemo({ companyName }: { companyName: string }) {
  const captionId = useId();
  return (
    <figure className="demo-video-built-in">
      <video
        className="demo-video-player"
        src={BUILT_IN_DEMO.video}
        controls
        autoPlay
        muted
        playsInline
        preload="metadata"
        aria-label={`${companyName} product tour`}
        aria-describedby={captionId}
      >
        <track kind="captions" src={BUILT_IN_DEMO.captions} srcLang="en" label="English" default />
      </video>
      <figcaption id={captionId}>{BUILT_IN_DEMO_CAPTION}</figcaption>
    </figure>
  );
}

type DemoVideoProps = { videoUrl: string; companyName: string };

/** The admin's video when one is set (it wins), else the built-in product tour. */
function DemoVideo({ videoUrl, companyName }: DemoVideoProps) {
  if (!videoUrl.trim()) return <BuiltInDemo companyName={companyName} />;
  const embedUrl = toEmbedUrl(videoUrl);
  if (embedUrl) {
    return (
      <div className="demo-video">
        <iframe
          src={embedUrl}
          title={`${companyName} product demo video`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="demo-video-missing">
      <p>{UNPLAYABLE_VIDEO_MESSAGE}</p>
      <p>The quickest way to see the product is to try it: every plan starts with a 14-day free trial.</p>
      <SiteLink to="/register" className="site-button site-button-primary">
        Get Started Free
      </SiteLink>
    </div>
  );
}

/**
 * The 'Watch Demo' dialog: the admin's demo video in YouTube's privacy-enhanced player (or why it can't
 * play), and the built-in product tour while no link is set.
 * A native modal <dialog> (focus kept inside, Escape closes, the page behind inert); the player is
 * only on the page while the dialog is open, so closing it stops the video.
 */
export function DemoVideoDialog({ open, videoUrl, companyName, onClose }: DemoVideoDialogProps) {
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
        {open ? <DemoVideo videoUrl={videoUrl} companyName={companyName} /> : null}
      </div>
    </dialog>
  );
}
