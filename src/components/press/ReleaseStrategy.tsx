import { cardVariants } from "../ui/primitives.tsx";

/** The release strategy as the Press page sets it: a card for each way the film reaches its audience. The editor's preview sets the draft with it too. */
export function ReleaseStrategy({ parts }: { parts: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {parts.map((s) => (
        <li key={s.title} className={cardVariants({ size: "sm" })}>
          <h3 className="font-sans text-lg font-semibold text-cream">{s.title}</h3>
          <p className="mt-2 text-sm text-sand">{s.text}</p>
        </li>
      ))}
    </ul>
  );
}
