// Notifications (sonner) load on first use: most visits never see one, so no page pays for
// the library up front. The first call mounts the Toaster, waits a frame, then shows.
import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;

let loading: Promise<Sonner> | undefined;
let mountToaster: ((toaster: Sonner["Toaster"]) => void) | undefined;

/** Called once by <LazyToaster/> so a notification can mount it. */
export function registerToasterMount(mount: (toaster: Sonner["Toaster"]) => void): void {
  mountToaster = mount;
}

export function getToast(): Promise<Sonner["toast"]> {
  loading ??= import("sonner").then(async (sonner) => {
    mountToaster?.(sonner.Toaster);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    return sonner;
  });
  return loading.then((s) => s.toast);
}

/** Where sonner shows a notification. */
export type Placement = "top-center" | "bottom-right";

/**
 * Where a notification goes: in the half of the screen away from the control that raised it,
 * so it never covers that control, nor the bar it sits in (the stills bar at the foot of a
 * phone's screen, whose buttons are the next ones the visitor needs).
 */
export function placementFor(trigger?: Element | null): Placement {
  if (!trigger) return "bottom-right";
  const { top, height } = trigger.getBoundingClientRect();
  return top + height / 2 > window.innerHeight / 2 ? "top-center" : "bottom-right";
}
