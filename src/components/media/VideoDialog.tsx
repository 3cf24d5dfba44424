import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import type { RefObject } from "react";
import { video } from "#lang/words/media.json";

export type VideoDialogProps = {
  open: boolean;
  onClose: () => void;
  videoUrl: string;
  title: string;
  /** The control that opened the dialog; focus goes back to it on close. */
  openerRef: RefObject<HTMLElement | null>;
};

/**
 * A video in a full-screen modal. The player iframe exists only while the dialog is open,
 * so nothing is requested from the video host before the visitor asks to play.
 * Closes by its button, a click on the overlay, or Escape (Radix handles focus trap and return).
 */
export default function VideoDialog({ open, onClose, videoUrl, title, openerRef }: VideoDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="dialog-overlay" className="fixed inset-0 z-[60] bg-black/90 print:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Opened without a Radix Trigger (the dialog code loads lazily), so return focus by hand.
            event.preventDefault();
            openerRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[70] w-[min(92vw,calc(80vh*16/9))] -translate-x-1/2 -translate-y-1/2"
        >
          <div className="mb-3 flex items-center justify-between gap-4">
            <Dialog.Title className="min-w-0 font-display text-lg text-cream">{title}</Dialog.Title>
            <Dialog.Close
              className="shrink-0 rounded-full p-2 text-cream hover:bg-white/10 hover:text-sunflower"
              aria-label={video.closeVideo}
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
            <iframe src={videoUrl} title={title} className="size-full" allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
