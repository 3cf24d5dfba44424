import { useRef, useState } from "react";
import type { DownloadMessages } from "../../content/lazy/notifications.ts";
import type { Progress } from "../../press-kit/progress.ts";
import { getToast, placementFor } from "../ui/notify.ts";
import { saveBlob } from "./save-blob.ts";

export type MakeFile = (onProgress: (p: Progress) => void) => Promise<Blob>;

/**
 * Runs one download: preparing notification, build, save, then success or failure.
 * While a file is being made the button is disabled, so two quick clicks give one file.
 * Nothing is saved unless the whole file was built.
 */
export function useDownload(messages: DownloadMessages, fileName: string, make: MakeFile) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = useRef(false);

  /** Starts the download; `trigger`, the control clicked, keeps the notifications clear of it. */
  async function run(trigger?: Element | null) {
    if (running.current) return;
    const position = placementFor(trigger);
    running.current = true;
    setBusy(true);
    // The file starts at once; the notifications library loads alongside it.
    let latest: Progress | null = null;
    let timer = 0;
    const made = make((p) => {
      // At most ten progress renders a second: rendering every file (or every frame) kept the
      // main thread busy enough to slow the downloads it reports on.
      latest = p;
      timer ||= window.setTimeout(() => {
        timer = 0;
        setProgress(latest);
      }, 100);
    });
    made.catch(() => {}); // awaited below, after the "preparing" notification
    try {
      const toast = await getToast();
      const id = toast.loading(messages.start.title, { description: messages.start.description, position });
      try {
        const blob = await made;
        // Lets the benchmark tell building the file from handing it to the browser.
        performance.mark(`download-built:${fileName}`);
        saveBlob(blob, fileName);
        toast.success(messages.success.title, { id, description: messages.success.description, position });
      } catch (error) {
        console.error(`${fileName} could not be made:`, error);
        toast.error(messages.failure.title, { id, description: messages.failure.description, position });
      }
    } catch (error) {
      console.error(`${fileName}: the notifications could not load:`, error);
    } finally {
      clearTimeout(timer);
      running.current = false;
      setBusy(false);
      setProgress(null);
    }
  }

  return { busy, progress, run };
}
