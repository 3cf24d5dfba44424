import { Suspense, type ReactNode } from "react";

/**
 * A titled page section; the id lets the press link straight to it. Each section is its own
 * Suspense boundary, so React hydrates it in a task of its own and no single task runs long.
 */
export function Section({ id, title, children, className = "" }: { id?: string; title?: string; children: ReactNode; className?: string }) {
  return (
    <Suspense fallback={null}>
      <section
        id={id}
        aria-labelledby={id && title ? `${id}-title` : undefined}
        className={`mx-auto max-w-6xl px-4 py-12 sm:px-6 ${className}`}
      >
        {title && (
          <h2 id={id ? `${id}-title` : undefined} className="mb-8 text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
        )}
        {children}
      </section>
    </Suspense>
  );
}
