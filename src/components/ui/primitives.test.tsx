import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Badge, type BadgeTone, badgeVariants, Button, buttonVariants, Card, cardVariants } from "./primitives.tsx";
import { submissionTone, tierTone } from "./status-tones.ts";

// Without a merge step, two classes that set one property leave the winner to the order of
// Tailwind's stylesheet. Every variant and size must therefore set each property once.
const groups: [string, RegExp][] = [
  ["inline padding", /^p[xlr]?-/],
  ["block padding", /^p[ytb]?-/],
  ["font size", /^text-(xs|sm|base|lg|\d*xl)$/],
  ["text colour", /^text-(?!(xs|sm|base|lg|\d*xl|left|center|right)$)/],
  ["background", /^bg-/],
  ["border colour", /^border-(?!\d|[xytrbl]-|[xytrbl]$)/],
];

function clashes(className: string): string[] {
  const seen = new Map<string, string[]>();
  for (const cls of className.split(/\s+/).filter(Boolean)) {
    const at = cls.lastIndexOf(":");
    const [variant, utility] = [cls.slice(0, at + 1), cls.slice(at + 1)];
    for (const [group, pattern] of groups) {
      if (!pattern.test(utility)) continue;
      const key = variant + group;
      seen.set(key, [...(seen.get(key) ?? []), cls]);
    }
  }
  return [...seen.values()].filter((list) => list.length > 1).map((list) => list.join(" "));
}

const classes = (className: string) => className.split(/\s+/);

describe("buttonVariants", () => {
  const variants = ["primary", "outline", "ghost"] as const;
  const sizes = ["default", "lg", "xl"] as const;

  it("sets padding, type size and colours once for every variant and size", () => {
    for (const variant of variants)
      for (const size of sizes) expect(clashes(buttonVariants({ variant, size })), `${variant} ${size}`).toEqual([]);
  });

  it("defaults to the primary look at the default size", () => {
    expect(buttonVariants()).toBe(buttonVariants({ variant: "primary", size: "default" }));
    expect(classes(buttonVariants())).toEqual(expect.arrayContaining(["bg-sunflower", "text-ink", "px-5", "py-2.5", "text-sm"]));
  });

  it("sizes set the padding: lg for the contact call to action, xl for the hero's", () => {
    expect(classes(buttonVariants({ size: "lg" }))).toEqual(expect.arrayContaining(["px-6", "py-3", "text-sm"]));
    expect(classes(buttonVariants({ size: "xl" }))).toEqual(expect.arrayContaining(["px-7", "py-3", "text-sm"]));
  });

  it("appends a caller's className for layout without adding a clash", () => {
    const className = buttonVariants({ size: "xl", className: "mt-8" });
    expect(classes(className).at(-1)).toBe("mt-8");
    expect(clashes(className)).toEqual([]);
  });

  it("uses theme colours, no raw hex", () => {
    for (const variant of variants) expect(buttonVariants({ variant })).not.toMatch(/\[#/);
    expect(classes(buttonVariants({ variant: "primary" }))).toContain("hover:bg-sunflower-light");
  });

  it("reports a clash when two classes set one property", () => {
    expect(clashes("px-5 py-2.5 text-sm px-4")).toEqual(["px-5 px-4"]);
    expect(clashes("p-6 py-3")).toEqual(["p-6 py-3"]);
    expect(clashes("text-sm text-base text-ink")).toEqual(["text-sm text-base"]);
    expect(clashes("bg-sunflower hover:bg-sunflower-light")).toEqual([]);
  });
});

describe("cardVariants", () => {
  const variants = ["default", "dusk"] as const;
  const sizes = ["default", "sm", "none"] as const;

  it("sets padding, border and background once for every variant and size", () => {
    for (const variant of variants)
      for (const size of sizes) expect(clashes(cardVariants({ variant, size })), `${variant} ${size}`).toEqual([]);
  });

  it("is the ink panel with p-6 by default, p-5 at sm and no padding at none", () => {
    expect(classes(cardVariants())).toEqual(["rounded-2xl", "border", "border-ink-line", "bg-ink-soft", "p-6"]);
    expect(classes(cardVariants({ size: "sm" }))).toEqual(["rounded-2xl", "border", "border-ink-line", "bg-ink-soft", "p-5"]);
    expect(classes(cardVariants({ size: "none" }))).toEqual(["rounded-2xl", "border", "border-ink-line", "bg-ink-soft"]);
  });

  it("appends a caller's className for layout without adding a clash", () => {
    const className = cardVariants({ size: "sm", className: "group flex h-full flex-col transition-colors hover:border-sunflower" });
    expect(className).toMatch(/ p-5 group flex h-full flex-col transition-colors hover:border-sunflower$/);
    expect(clashes(className)).toEqual([]);
  });
});

describe("badgeVariants", () => {
  const tones = ["primary", "secondary", "accent", "success", "danger", "neutral", "outline"] as const satisfies BadgeTone[];

  it("sets padding, type size and colours once for every tone", () => {
    for (const tone of tones) expect(clashes(badgeVariants({ tone })), tone).toEqual([]);
  });

  it("maps each tone to theme colours, no raw hex", () => {
    const background = (tone: BadgeTone) => classes(badgeVariants({ tone })).find((c) => c.startsWith("bg-") || c.startsWith("border-"));
    expect(tones.map((tone) => [tone, background(tone)])).toEqual([
      ["primary", "bg-sunflower"],
      ["secondary", "bg-dusk-light"],
      ["accent", "bg-ochre"],
      ["success", "bg-success"],
      ["danger", "bg-danger"],
      ["neutral", "bg-ink-line"],
      ["outline", "border-sand/50"],
    ]);
    for (const tone of tones) expect(badgeVariants({ tone })).not.toMatch(/\[#/);
  });

  it("is neutral and small by default", () => {
    expect(badgeVariants()).toBe(badgeVariants({ tone: "neutral", size: "default" }));
    expect(classes(badgeVariants())).toEqual(expect.arrayContaining(["px-2.5", "py-0.5", "text-xs", "bg-ink-line", "text-cream"]));
  });

  it("styles status badges green for a selection and red for Not Selected", () => {
    expect(classes(badgeVariants({ tone: submissionTone("Official Selection") }))).toContain("bg-success");
    expect(classes(badgeVariants({ tone: submissionTone("Not Selected") }))).toContain("bg-danger");
    expect(classes(badgeVariants({ tone: submissionTone("In Consideration") }))).toContain("bg-ochre");
    expect(classes(badgeVariants({ tone: tierTone("Tier 1") }))).toContain("bg-sunflower");
  });
});

describe("the components", () => {
  it("Button renders a <button> with its variant's classes, the caller's className last, and passes its props on", () => {
    expect(
      renderToStaticMarkup(
        <Button type="button" size="xl" className="mt-8" aria-haspopup="dialog">
          Watch
        </Button>,
      ),
    ).toBe(`<button class="${buttonVariants({ size: "xl" })} mt-8" type="button" aria-haspopup="dialog">Watch</button>`);
  });

  it("Card renders the element `as` names, a <div> by default", () => {
    expect(renderToStaticMarkup(<Card>x</Card>)).toBe(`<div class="${cardVariants()}">x</div>`);
    expect(
      renderToStaticMarkup(
        <Card as="li" size="sm" className="flex flex-col">
          x
        </Card>,
      ),
    ).toBe(`<li class="${cardVariants({ size: "sm" })} flex flex-col">x</li>`);
    expect(renderToStaticMarkup(<Card as="figure">x</Card>)).toMatch(
      /^<figure class="rounded-2xl border border-ink-line bg-ink-soft p-6">/,
    );
  });

  it("Badge renders a <span> in its tone", () => {
    expect(renderToStaticMarkup(<Badge tone="success">Accepted</Badge>)).toBe(
      `<span class="${badgeVariants({ tone: "success" })}">Accepted</span>`,
    );
  });
});
