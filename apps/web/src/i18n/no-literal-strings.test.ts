import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync } from "oxc-parser";
import { describe, expect, it } from "vitest";

/**
 * Every component's words come from the catalogues (issue #38, packages/domain/src/<area>/messages), except
 * in these files, each for the reason given. A new component is held to it without being listed anywhere.
 */
const keptOutsideTheCatalogues: Record<string, string> = {
  "app/routes/marketing/privacy.tsx":
    "the privacy notice's text is the English that applies, marked lang=en under a translated title and note",
  "app/routes/marketing/terms.tsx":
    "the terms' text is the English that applies, marked lang=en under a translated title and note",
  "app/router.tsx":
    "the not-found page: its words come by key (shell.notFound.*); the file holds only the route's fallbacks",
  "app/shell/shell-test-harness.tsx": "a stand-in page for tests, never shown",
};

/** Props and object keys whose value a person reads (or hears, for aria-label). */
const wordsFor = new Set([
  "label",
  "hint",
  "title",
  "alt",
  "placeholder",
  "aria-label",
  "aria-description",
  "addLabel",
  "submitLabel",
  "editLabel",
  "deleteQuestion",
  "confirmDeleteLabel",
  "keepLabel",
  "loadingText",
  "listLabel",
  "description",
  "message",
  "text",
]);
/** The calls whose arguments are keys or English to translate, never words shown as they are. */
const translating = new Set(["t"]);
/** The product's name reads the same in every language. */
const sameInEveryLanguage = /SiteReady/g;

const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(sameInEveryLanguage, ""));

type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Every literal a person would read in `source`, with where it is. */
function literalWords(file: string, source: string): string[] {
  const found: string[] = [];
  const report = (node: Node, text: string) => {
    const line = source.slice(0, node.start).split("\n").length;
    found.push(`${file}:${line} ${JSON.stringify(text.trim())}`);
  };
  const visit = (value: unknown, shown: boolean): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, shown);
      return;
    }
    if (!isNode(value)) return;
    const node = value;
    switch (node.type) {
      case "JSXText":
        if (hasWords(String(node.value))) report(node, String(node.value));
        return;
      case "Literal":
        if (shown && typeof node.value === "string" && hasWords(node.value)) report(node, node.value);
        return;
      case "TemplateLiteral":
        for (const quasi of node.quasis as Array<Node & { value: { raw: string } }>) {
          if (shown && hasWords(quasi.value.raw)) report(quasi, quasi.value.raw);
        }
        visit(node.expressions, shown);
        return;
      case "JSXAttribute": {
        const name = (node.name as { name?: unknown }).name;
        visit(node.value, typeof name === "string" && wordsFor.has(name));
        return;
      }
      case "Property": {
        const key = node.key as { name?: unknown; value?: unknown };
        visit(node.value, shown || wordsFor.has(String(key.name ?? key.value)));
        return;
      }
      case "JSXElement":
      case "JSXFragment":
        visit(node.openingElement, false);
        // Children are shown: a string in braces among them is read as it is.
        visit(node.children, true);
        return;
      case "CallExpression": {
        const callee = node.callee as { type: string; name?: string };
        if (callee.type === "Identifier" && translating.has(callee.name ?? "")) return;
        visit(node.callee, false);
        visit(node.arguments, false);
        return;
      }
      case "JSXExpressionContainer":
      case "ConditionalExpression":
      case "LogicalExpression":
        for (const [key, child] of Object.entries(node)) if (key !== "test") visit(child, shown);
        visit(node.test, false);
        return;
      default:
        for (const [key, child] of Object.entries(node)) {
          if (key !== "type" && key !== "start" && key !== "end") visit(child, false);
        }
    }
  };
  visit(parseSync(file, source).program, false);
  return found;
}

const root = path.resolve(import.meta.dirname, "..");

/** The components: every .tsx file of the web app but tests and test support. */
const components = (readdirSync(root, { recursive: true, encoding: "utf8" }) as string[])
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => file.endsWith(".tsx") && !file.includes(".test.") && !/(^|\/)test-support[/.]/.test(file))
  .sort();

describe("words in components come from the catalogues", () => {
  it.each(components.filter((file) => !(file in keptOutsideTheCatalogues)))(
    "%s shows no literal words",
    (file) => {
      expect(literalWords(file, readFileSync(path.join(root, file), "utf8"))).toEqual([]);
    },
  );

  it("keeps out only files that exist", () => {
    for (const file of Object.keys(keptOutsideTheCatalogues)) expect(components).toContain(file);
  });

  it("catches words written straight into a component", () => {
    const source = `export const A = ({ ok }) => (
      <section aria-label="Cards">
        <h1>Hello</h1>
        <Field label={ok ? t("field.email") : "Email"} hint={\`Step \${1}\`} className="mt-2" />
        {ok ? "Saved" : null}
        <p>{t("dashboard.hello")} · SiteReady</p>
      </section>
    );`;
    expect(literalWords("a.tsx", source)).toEqual([
      'a.tsx:2 "Cards"',
      'a.tsx:3 "Hello"',
      'a.tsx:4 "Email"',
      'a.tsx:4 "Step"',
      'a.tsx:5 "Saved"',
    ]);
  });
});
