import { lazy, Suspense, useState } from "react";
import type { VideoDialogProps } from "./VideoDialog.tsx";

const VideoDialog = lazy(() => import("./VideoDialog.tsx"));

/** Mounts the dialog (and loads its code) only once it has been opened. */
export function LazyVideoDialog(props: VideoDialogProps) {
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <VideoDialog {...props} />
    </Suspense>
  );
}
