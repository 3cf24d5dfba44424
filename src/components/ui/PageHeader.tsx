import type { ReactNode } from "react";
import { FirstScreenEnd } from "../layout/FirstScreenEnd.tsx";

/** The heading block that opens every page below the fixed navigation. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-6xl px-4 pt-28 pb-10 sm:px-6 md:pt-32">
      {eyebrow && <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-sunflower uppercase">{eyebrow}</p>}
      <h1 className="text-4xl font-semibold sm:text-5xl md:text-6xl">{title}</h1>
      {children && <div className="mt-5 max-w-3xl text-lg text-sand">{children}</div>}
      <FirstScreenEnd />
    </header>
  );
}
