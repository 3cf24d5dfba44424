import { describe, expect, it } from "vitest";
import { annotations, problemPlace } from "./annotations.ts";

describe("content problems as the git host's annotations", () => {
  it("name the file and line a problem names, and carry its message whole", () => {
    expect(
      annotations(
        [
          'content/festivals.yaml:42: status "Selected" is not one of: In Consideration, Official Selection',
          "content/captions.yaml: still-28-arrival.jpg in content/uploads has no caption: add an entry with file, caption and credit",
          "the en PDFs and download sizes: a character the fonts lack",
        ],
        "error",
        "Content check",
      ).split("\n"),
    ).toEqual([
      '::error file=content/festivals.yaml,line=42,title=Content check::status "Selected" is not one of: In Consideration, Official Selection',
      "::error file=content/captions.yaml,title=Content check::still-28-arrival.jpg in content/uploads has no caption: add an entry with file, caption and credit",
      "::error title=Content check::the en PDFs and download sizes: a character the fonts lack",
    ]);
  });

  it("escape what would end the command early: a line break, a percent sign", () => {
    expect(annotations(["content/film.yaml:3: 100% wrong\nsecond line"], "warning", "Content to update, 2")).toBe(
      "::warning file=content/film.yaml,line=3,title=Content to update%2C 2::100%25 wrong%0Asecond line",
    );
  });

  it("read a problem's place as the build writes it, and leave a sentence that names a file as it is", () => {
    expect(problemPlace('content/people.yaml:46: bio states runtime "95 minutes"')).toEqual({
      file: "content/people.yaml",
      line: 46,
      message: 'bio states runtime "95 minutes"',
    });
    const sentence = "public/uploads/x.jpg is not in content/uploads: move it";
    expect(problemPlace(sentence)).toEqual({ message: sentence });
  });
});
