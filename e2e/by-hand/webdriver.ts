// A W3C WebDriver client just big enough to drive WebKitGTK's MiniBrowser under WebKitWebDriver
// (Debian's webkit2gtk-driver), which Playwright cannot drive: it runs its own build of WebKit.
// The driver is started here, under Xvfb where there is no display.
import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

const miniBrowser = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
/** How WebDriver names an element in JSON. */
const elementKey = "element-6066-11e4-a52e-4f735466cecf";
export type Element = { [elementKey]: string };

// Found in the page by role and accessible name, as a person (and Playwright's getByRole) finds
// them: the few roles the editor's controls need, named by aria-label, aria-labelledby or their text.
const byRole = `
  const [role, name, within, last] = arguments;
  const tags = { button: "button", dialog: "dialog", group: "fieldset", textbox: "input:not([type]), input[type=text], textarea", radio: "input[type=radio]" };
  const labelled = (e) => (e.getAttribute("aria-labelledby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ").trim();
  const named = (e) => (e.getAttribute("aria-label") ?? (labelled(e) || e.textContent)).trim();
  const all = [...(within ?? document).querySelectorAll([\`[role=\${role}]\`, tags[role]].filter(Boolean).join(", "))];
  const found = all.filter((e) => e.getClientRects().length > 0 && new RegExp(name).test(named(e)));
  return (last ? found.at(-1) : found[0]) ?? null;`;

export class WebDriver {
  private readonly base: string;
  private readonly driver: ChildProcess;
  private session: string;

  private constructor(base: string, driver: ChildProcess, session = "") {
    this.base = base;
    this.driver = driver;
    this.session = session;
  }

  /** Starts WebKitWebDriver on `port` and a MiniBrowser session in it. */
  static async start(port = 4444): Promise<WebDriver> {
    const command = ["WebKitWebDriver", `--port=${port}`];
    // Its own process group: the driver, Xvfb and the browser end together (quit()).
    const driver = process.env.DISPLAY
      ? spawn(command[0]!, command.slice(1), { detached: true })
      : spawn("xvfb-run", ["-a", ...command], { detached: true });
    driver.stderr?.on("data", (chunk: Buffer) => process.env.DEBUG && process.stderr.write(chunk));
    const client = new WebDriver(`http://127.0.0.1:${port}`, driver);
    for (let i = 0; ; i++) {
      const ready = await fetch(`${client.base}/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (i === 50) throw new Error("WebKitWebDriver did not start (apt-get install webkit2gtk-driver xvfb)");
      await sleep(200);
    }
    const { sessionId } = (await client.call("POST", "/session", {
      capabilities: {
        alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] } },
      },
    })) as { sessionId: string };
    client.session = `/session/${sessionId}`;
    return client;
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const answer = await fetch(this.base + path, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await answer.json()) as { value: { error?: string; message?: string } | null };
    if (value?.error) throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  }

  window = (width: number, height: number) => this.call("POST", `${this.session}/window/rect`, { width, height });
  go = (url: string) => this.call("POST", `${this.session}/url`, { url });
  /** Runs what follows in the frame `e` (an iframe of the page), or in the page again with null. */
  frame = (e: Element | null) => this.call("POST", `${this.session}/frame`, { id: e });
  /** The element's own picture, as PNG. */
  shot = async (e: Element) =>
    Buffer.from((await this.call("GET", `${this.session}/element/${e[elementKey]}/screenshot`)) as string, "base64");
  /** Runs `script` (a function body, `arguments` its args) in the page; its return value. */
  run = <T>(script: string, ...args: unknown[]) => this.call("POST", `${this.session}/execute/sync`, { script, args }) as Promise<T>;
  /** Clicks the element once it takes clicks (not covered, as by a dialog closing), as Playwright waits for it. */
  async click(e: Element, timeout = 10_000): Promise<void> {
    for (const end = Date.now() + timeout; ; await sleep(200)) {
      try {
        // In the middle of the screen: the driver's own scrolling leaves it at an edge, under a pane's footer.
        await this.run("arguments[0].scrollIntoView({ block: 'center' })", e);
        await this.call("POST", `${this.session}/element/${e[elementKey]}/click`, {});
        return;
      } catch (error) {
        if (Date.now() > end || !/not interactable|click intercepted/.test(String(error))) throw error;
      }
    }
  }

  /** Types into the element, as keys (a file input takes a file's path). */
  type = (e: Element, text: string) => this.call("POST", `${this.session}/element/${e[elementKey]}/value`, { text });
  clear = (e: Element) => this.call("POST", `${this.session}/element/${e[elementKey]}/clear`, {});
  screenshot = async () => Buffer.from((await this.call("GET", `${this.session}/screenshot`)) as string, "base64");

  /** The first (or last) visible element of `role` whose name matches `name`, inside `within`, once there is one. */
  async role(
    role: string,
    name: RegExp,
    { within, last = false, timeout = 15_000 }: { within?: Element; last?: boolean; timeout?: number } = {},
  ) {
    return this.until(`${role} ${name}`, () => this.run<Element | null>(byRole, role, name.source, within ?? null, last), timeout);
  }

  /** The first element `css` selects inside `within` (hidden or not), once there is one. */
  async css(css: string, within?: Element, timeout = 15_000) {
    return this.until(
      css,
      () => this.run<Element | null>("return (arguments[1] ?? document).querySelector(arguments[0])", css, within ?? null),
      timeout,
    );
  }

  /** `probe`'s answer once it has one (not null or false), asked every 200 ms. */
  async until<T>(what: string, probe: () => Promise<T | null | false>, timeout = 15_000): Promise<T> {
    for (const end = Date.now() + timeout; ; await sleep(200)) {
      const found = await probe();
      if (found !== null && found !== false) return found;
      if (Date.now() > end) throw new Error(`not found within ${timeout / 1000} s: ${what}`);
    }
  }

  async quit(): Promise<void> {
    await this.call("DELETE", this.session).catch(() => undefined);
    if (this.driver.pid) process.kill(-this.driver.pid);
  }
}
