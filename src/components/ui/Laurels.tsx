import { laurelPath, laurelSize, type Laurel } from "../../content/laurels.ts";
import { cn } from "../../lib/utils.ts";
import { laurels as words } from "#lang/words/screenings.json";

/**
 * Festival laurels as plain images (the build draws them into public/laurels), each with its
 * words as alt text: no script, and nothing at all while the film has none.
 */
export function LaurelRow({
  laurels,
  className,
  label = words.label,
  height = 120,
}: {
  laurels: readonly Laurel[];
  className?: string;
  label?: string;
  /** In CSS pixels; the width follows. */
  height?: number;
}) {
  if (laurels.length === 0) return null;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap items-center gap-4", className)}>
      {laurels.map((l) => (
        <li key={l.slug}>
          <LaurelImage laurel={l} height={height} />
        </li>
      ))}
    </ul>
  );
}

/** One laurel; `alt=""` where the words beside it say the same (a submission's badge). */
export function LaurelImage({ laurel, height, alt = laurel.alt }: { laurel: Laurel; height: number; alt?: string }) {
  // Sized by its attributes alone: no class of its own, so the site's stylesheet is the same with or without laurels.
  const width = Math.round((height * laurelSize.width) / laurelSize.height);
  return <img src={laurelPath(laurel)} alt={alt} width={width} height={height} decoding="async" />;
}
