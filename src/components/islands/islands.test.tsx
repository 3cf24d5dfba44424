// @vitest-environment jsdom
import { useId, useState, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateIslands } from "./hydrate-islands.tsx";
import { island } from "./island.tsx";
import type { IslandProps } from "./island-root.tsx";
import type { IslandName } from "./names.ts";

// A page rendered as the build renders one, then hydrated as the browser does: only its islands
// come alive, each matching the HTML the build wrote, with the props it wrote.
// As in a browser: React schedules its work itself (no act()), and the test waits for what it shows.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** An interactive part: a labelled counter (its label tied to its input by useId). */
function Counter({ label, start }: { label: string; start: number }) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={count} />
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Add one to {label}
      </button>
    </p>
  );
}
const CounterIsland = island("Counter" as IslandName, Counter);
const CounterWhenVisible = island("Counter" as IslandName, Counter, { when: "visible" });

/** A page: static text and a static button (no island), and the counter twice. */
function Page({ onStaticClick }: { onStaticClick: () => void }) {
  const id = useId();
  return (
    <main aria-labelledby={id}>
      <h1 id={id}>A page</h1>
      <button type="button" onClick={onStaticClick}>
        Static
      </button>
      <CounterIsland label="Stills" start={3} />
      <section>
        <CounterIsland label="Reviews" start={0} />
      </section>
    </main>
  );
}

const asIsland = (component: typeof Counter) => component as unknown as ComponentType<IslandProps>;
const loaders = { Counter: () => Promise.resolve(asIsland(Counter)) };

/** What `run` resolves with, and every promise rejection left unhandled meanwhile (and a moment after, when Node reports them). */
async function watchRejections<T>(run: () => Promise<T>): Promise<{ result: T; unhandled: unknown[] }> {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", record);
  try {
    const result = await run();
    await new Promise((r) => setTimeout(r, 50));
    return { result, unhandled };
  } finally {
    process.off("unhandledRejection", record);
  }
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A stand-in for the browser's IntersectionObserver (jsdom has none): `show` brings an element near the screen. */
function observeByHand() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] = [];
  class Observer {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: [], options };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal("IntersectionObserver", Observer);
  return {
    observers,
    show(target: Element) {
      for (const { callback, targets } of observers)
        if (targets.includes(target)) callback([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}

/** The page as the build writes it, put into the document. */
function buildPage(onStaticClick = () => {}) {
  document.body.innerHTML = renderToString(<Page onStaticClick={onStaticClick} />);
}

/** The input a label names, through its for: a mismatched id would find none. */
const input = (label: string) =>
  document.getElementById([...document.querySelectorAll("label")].find((l) => l.textContent === label)!.htmlFor) as HTMLInputElement;
const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent === name)!;

describe("islands", () => {
  it("writes each island with its name, its props as JSON and an id prefix of its own, taking no box", () => {
    buildPage();
    const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
    expect(islands.map((i) => [i.dataset.island, i.dataset.props, i.style.display])).toEqual([
      ["Counter", '{"label":"Stills","start":3}', "contents"],
      ["Counter", '{"label":"Reviews","start":0}', "contents"],
    ]);
    expect(new Set(islands.map((i) => i.dataset.islandId)).size).toBe(2);
    // Each label is tied to its own input, under its island's prefix: no two ids alike.
    expect(input("Stills").value).toBe("3");
    expect(input("Reviews").value).toBe("0");
  });

  it("hydrates the islands alone, without a mismatch: their buttons work, the page's other button stays HTML", async () => {
    const staticClick = vi.fn();
    buildPage(staticClick);
    const errors = vi.spyOn(console, "error");
    expect(await hydrateIslands(loaders)).toEqual({ hydrated: 2, failed: [] });
    expect(errors).not.toHaveBeenCalled();
    button("Add one to Stills").click();
    await vi.waitFor(() => expect(input("Stills").value).toBe("4"));
    button("Add one to Reviews").click();
    await vi.waitFor(() => expect(input("Reviews").value).toBe("1"));
    button("Add one to Reviews").click();
    await vi.waitFor(() => expect(input("Reviews").value).toBe("2"));
    expect(input("Stills").value).toBe("4");
    // Not part of an island: React never took it, so its handler never runs.
    button("Static").click();
    expect(staticClick).not.toHaveBeenCalled();
  });

  it("names an island whose code fails, and hydrates the others all the same", async () => {
    buildPage();
    let calls = 0;
    // The first island's code fails to load; the second's arrives.
    const flaky = { Counter: () => (calls++ === 0 ? Promise.reject(new Error("network error")) : loaders.Counter()) };
    expect(await hydrateIslands(flaky)).toEqual({ hydrated: 1, failed: ["network error"] });
    button("Add one to Reviews").click();
    await vi.waitFor(() => expect(input("Reviews").value).toBe("1"));
    expect((await hydrateIslands({}, document.createElement("div"))).failed).toEqual([]);
  });

  it("names an island no loader knows", async () => {
    buildPage();
    const { failed } = await hydrateIslands({});
    expect(failed).toEqual([
      'hydrate-islands: the page has an island "Counter" that no loader knows',
      'hydrate-islands: the page has an island "Counter" that no loader knows',
    ]);
  });

  it("names an island whose import fails, and leaves no rejection unhandled", async () => {
    buildPage();
    const errors = vi.spyOn(console, "error");
    // A real dynamic import, of a module that is not there: it rejects as a failed download does.
    const missing = "./no-such-island.tsx";
    const broken = { Counter: () => import(/* @vite-ignore */ missing).then((m: { Counter: typeof Counter }) => asIsland(m.Counter)) };
    const { result, unhandled } = await watchRejections(() => hydrateIslands(broken));
    expect(result.hydrated).toBe(0);
    expect(result.failed).toEqual([expect.stringContaining("no-such-island"), expect.stringContaining("no-such-island")]);
    expect(unhandled).toEqual([]);
    // Reported as every failure is: named in `failed`, which the page's entry logs; nothing logged here.
    expect(errors).not.toHaveBeenCalled();
    // The islands stay the build's HTML.
    button("Add one to Stills").click();
    await new Promise((r) => setTimeout(r, 50));
    expect(input("Stills").value).toBe("3");
  });

  for (const leaving of ["beforeunload", "pagehide"])
    it(`says nothing of an island whose load fails as the visitor leaves the page (${leaving}), and names the next failure`, async () => {
      buildPage();
      const errors = vi.spyOn(console, "error");
      const failure = () => new TypeError("error loading dynamically imported module: http://localhost/assets/Counter.js");
      // Firefox, when a link is followed while the page loads: the navigation starts, then the
      // page's loads under way fail.
      const cancelled = {
        Counter: async () => {
          window.dispatchEvent(new Event(leaving));
          await Promise.resolve();
          throw failure();
        },
      };
      const { result, unhandled } = await watchRejections(() => hydrateIslands(cancelled));
      expect(result).toEqual({ hydrated: 0, failed: [] });
      expect(unhandled).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      // The visitor stayed after all: the next failure is no navigation's doing, and is named.
      buildPage();
      expect(await hydrateIslands({ Counter: () => Promise.reject(failure()) })).toEqual({
        hydrated: 0,
        failed: [failure().message, failure().message],
      });
      // Left while its islands load, a page still hydrates and counts those whose code arrived.
      buildPage();
      let calls = 0;
      const oneCancelled = { Counter: () => (calls++ === 0 ? cancelled.Counter() : loaders.Counter()) };
      expect(await hydrateIslands(oneCancelled)).toEqual({ hydrated: 1, failed: [] });
      button("Add one to Reviews").click();
      await vi.waitFor(() => expect(input("Reviews").value).toBe("1"));
    });

  it("hydrates an island marked visible only when its content nears the screen, and says so then", async () => {
    const screen = observeByHand();
    document.body.innerHTML = renderToString(
      <main>
        <CounterIsland label="Stills" start={0} />
        <CounterWhenVisible label="Picker" start={5} />
      </main>,
    );
    const later = vi.fn();
    expect(await hydrateIslands(loaders, document, later)).toEqual({ hydrated: 1, failed: [] });
    const [stills, picker] = [...document.querySelectorAll<HTMLElement>("[data-island]")];
    // The island on load is live; the other is still the build's HTML: its button does nothing yet.
    button("Add one to Stills").click();
    await vi.waitFor(() => expect(input("Stills").value).toBe("1"));
    expect(stills!.dataset.hydrate).toBeUndefined();
    expect(picker!.dataset.hydrate).toBe("visible");
    expect(picker!.dataset.hydrated).toBeUndefined();
    button("Add one to Picker").click();
    await new Promise((r) => setTimeout(r, 50));
    expect(input("Picker").value).toBe("5");
    expect(later).not.toHaveBeenCalled();
    // Its element takes no box: what is watched is its content, from a screen away.
    expect(screen.observers[0]!.options?.rootMargin).toBe("100% 0px");
    screen.show(picker!.firstElementChild!);
    await vi.waitFor(() => expect(later).toHaveBeenCalledWith({ hydrated: 1, failed: [] }));
    expect(picker!.dataset.hydrated).toBe("true");
    button("Add one to Picker").click();
    await vi.waitFor(() => expect(input("Picker").value).toBe("6"));
    // Seen again, it is not hydrated twice.
    screen.show(picker!.firstElementChild!);
    await new Promise((r) => setTimeout(r, 50));
    expect(later).toHaveBeenCalledTimes(1);
  });
});
