import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import "./scrollFrame.css";

export type ScrollFrameProps = {
  /** Names the region for screen readers, e.g. "Customers table". */
  label: string;
  /** The width below which the content would be squeezed: the frame scrolls sideways instead. */
  minWidth: number;
  children: ReactNode;
};

/**
 * A bordered frame that scrolls a wide table sideways on a narrow screen, says so while it does, and
 * can be focused, so keyboard users can scroll it with the arrow keys.
 */
export function ScrollFrame({ label, minWidth, children }: ScrollFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setOverflowing(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="scroll-frame-group">
      {overflowing ? <p className="scroll-frame-hint">Scroll sideways to see every column.</p> : null}
      <div
        ref={frame}
        className="scroll-frame"
        role="region"
        aria-label={label}
        tabIndex={0}
        style={{ "--scroll-frame-min-width": `${minWidth}px` } as CSSProperties}
      >
        {children}
      </div>
    </div>
  );
}
