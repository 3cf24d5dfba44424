import { useEffect, useState, type ComponentType } from "react";
import { registerToasterMount } from "./notify";

type ToasterProps = { position: "bottom-right"; richColors: boolean; closeButton: boolean };

/** Mounts sonner's Toaster the first time a notification is shown (see notify.ts). */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => registerToasterMount((t) => setToaster(() => t)), []);
  return Toaster ? <Toaster position="bottom-right" richColors closeButton /> : null;
}
