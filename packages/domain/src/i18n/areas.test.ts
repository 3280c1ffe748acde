/// <reference types="node" />
// Reads the package's folders: an area is found by its messages/en.ts, not by a list.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { englishByArea } from "./areas.ts";
import { languages } from "./languages.ts";

const source = path.resolve(import.meta.dirname, "..");
const areasWithWords = readdirSync(source).filter((folder) =>
  existsSync(path.join(source, folder, "messages/en.ts")),
);

describe("the areas with words", () => {
  it("are each named once in areas.ts, so their words reach the catalogue", () => {
    expect(Object.keys(englishByArea).sort()).toEqual(areasWithWords.sort());
  });
  it("have their words in every language", () => {
    const missing = areasWithWords.flatMap((area) =>
      languages
        .map((language) => `${area}/messages/${language}.ts`)
        .filter((file) => !existsSync(path.join(source, file))),
    );
    expect(missing).toEqual([]);
  });
});
