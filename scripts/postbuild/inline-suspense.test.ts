import { describe, expect, it } from "vitest";
import { inlineSuspenseSegments } from "./inline-suspense.ts";

// Shaped like React 19's prerendered output: two pending boundaries in the page, one nested in
// the other's content, the reveal runtime with the first call, and a later standalone call.
const runtime = '$RB=[];$RV=function(a){$RT=performance.now();a.length=0};\n$RC=function(a,b){$RB.push(a,b)};$RC("B:0","S:0")';
const page = [
  "<body><main><header>Title</header>",
  '<!--$?--><template id="B:0"></template><!--/$-->',
  "<!--$--><section>ready</section><!--/$-->",
  '</main><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<div hidden id="S:0"><section><div><p>journey</p></div><!--$?--><template id="B:1"></template><!--/$--></section></div>',
  `<script>${runtime}</script>`,
  '<div hidden id="S:1"><div class="grid"><img alt="x"/></div></div>',
  '<script>$RC("B:1","S:1")</script>',
  "<script>window.__reactRouterContext.streamController.close();</script></body>",
].join("");

describe("inlining streamed Suspense content", () => {
  it("puts every segment in its place, nested ones too, and drops the reveal scripts", () => {
    const { html, moved } = inlineSuspenseSegments(page);
    expect(moved).toBe(2);
    expect(html).toBe(
      [
        "<body><main><header>Title</header>",
        '<!--$--><section><div><p>journey</p></div><!--$--><div class="grid"><img alt="x"/></div><!--/$--></section><!--/$-->',
        "<!--$--><section>ready</section><!--/$-->",
        "</main>",
        "<script>window.__reactRouterContext.streamController.close();</script></body>",
      ].join(""),
    );
  });

  it("leaves a page without streamed boundaries as it is", () => {
    const plain = "<main><!--$--><section>ready</section><!--/$--></main>";
    expect(inlineSuspenseSegments(plain)).toEqual({ html: plain, moved: 0 });
  });

  it("fails the build when the markup changes shape (a fallback in the placeholder)", () => {
    const withFallback = page.replace('<template id="B:0"></template>', '<template id="B:0"></template><p>Loading…</p>');
    expect(() => inlineSuspenseSegments(withFallback)).toThrow(
      "optimise-html: React's out-of-order Suspense markup changed shape (no placeholder for B:0, B:1)",
    );
  });
});
