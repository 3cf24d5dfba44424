import type { ReactNode } from "react";

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl border border-ink-line bg-ink-soft p-6 ${className}`}>{children}</div>;
}
