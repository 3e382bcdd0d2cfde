import { Modal } from "antd";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { toEmbedUrl } from "../utils/toEmbedUrl.ts";

export type DemoVideoDialogProps = {
  open: boolean;
  /** The admin's demo video link as saved; empty when none is set. */
  videoUrl: string;
  onClose: () => void;
};

export const DEMO_DIALOG_TITLE = "See Our CRM in Action";
export const NO_VIDEO_MESSAGE = "No demo video is set yet.";
export const UNPLAYABLE_VIDEO_MESSAGE = "This video link can't be played here.";

/** The 'Watch Demo' dialog: the demo video in YouTube's privacy-enhanced player, or why there is none. */
export function DemoVideoDialog({ open, videoUrl, onClose }: DemoVideoDialogProps) {
  const embedUrl = toEmbedUrl(videoUrl);
  return (
    <Modal title={DEMO_DIALOG_TITLE} open={open} onCancel={onClose} footer={null} width={800} centered destroyOnHidden>
      {embedUrl ? (
        <div className="demo-video">
          <iframe
            src={embedUrl}
            title="Bramble CRM product demo video"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      ) : (
        <div className="demo-video-missing">
          <p>{videoUrl ? UNPLAYABLE_VIDEO_MESSAGE : NO_VIDEO_MESSAGE}</p>
          <p>The quickest way to see the product is to try it: every plan starts with a 14-day free trial.</p>
          <ButtonLink to="/register" type="primary">
            Get Started Free
          </ButtonLink>
        </div>
      )}
    </Modal>
  );
}
