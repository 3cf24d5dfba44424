import { useEffect, useState, type ComponentType } from "react";
import { notifications as words } from "#lang/words/screenings.json";
import { registerToasterMount } from "./notify.ts";

type ToasterProps = {
  position: "bottom-right";
  richColors: boolean;
  closeButton: boolean;
  containerAriaLabel: string;
  toastOptions: { closeButtonAriaLabel: string };
};

/** Mounts sonner's Toaster the first time a notification is shown (see notify.ts). */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => registerToasterMount((t) => setToaster(() => t)), []);
  return Toaster ? (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      containerAriaLabel={words.region}
      toastOptions={{ closeButtonAriaLabel: words.close }}
    />
  ) : null;
}
