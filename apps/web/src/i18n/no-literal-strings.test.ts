import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync } from "oxc-parser";
import { describe, expect, it } from "vitest";

/**
 * The translated areas (issue #38): in these files every word a person reads comes from the catalogues
 * (packages/domain/src/i18n). A later session that translates another page or component adds its file here.
 */
export const translatedFiles = [
  "app/routes/diggs.tsx",
  "app/routes/groups.tsx",
  "app/routes/jobs.tsx",
  "app/routes/landing.tsx",
  "app/routes/login.tsx",
  "app/routes/marketing/about.tsx",
  "app/routes/marketing/contact.tsx",
  "app/routes/marketing/features.tsx",
  "app/routes/marketing/feedback.tsx",
  "app/routes/marketing/pricing.tsx",
  "app/routes/marketing/thank-you.tsx",
  "app/routes/messages.tsx",
  "app/routes/projects.tsx",
  "app/routes/register.tsx",
  "app/routes/dashboard.tsx",
  "app/routes/test-centers.tsx",
  "app/routes/weather.tsx",
  "app/shell/auth-page-layout.tsx",
  "app/shell/page-title.tsx",
  "components/ui/field-shell.tsx",
  "components/ui/text-field.tsx",
  "components/ui/record-form-parts.tsx",
  "features/accounts/components/login-form.tsx",
  "features/accounts/components/register-wizard.tsx",
  "features/accounts/components/terms-consent.tsx",
  "features/accounts/components/terms-agreement.tsx",
  "features/accounts/components/provider-buttons.tsx",
  "features/billing/components/billing-admin.tsx",
  "features/billing/components/checkout-message.tsx",
  "features/billing/components/donation-form.tsx",
  "features/dashboard/components/dashboard-view.tsx",
  "features/diggs/components/diggs-board.tsx",
  "features/diggs/components/diggs-reports-admin.tsx",
  "features/diggs/components/find-diggs.tsx",
  "features/diggs/components/listing-card.tsx",
  "features/diggs/components/listing-detail.tsx",
  "features/diggs/components/listing-form.tsx",
  "features/diggs/components/my-listings.tsx",
  "features/groups/components/group-detail.tsx",
  "features/groups/components/group-posts.tsx",
  "features/groups/components/groups-view.tsx",
  "features/groups/components/invite-panel.tsx",
  "features/jobs/components/applicants-list.tsx",
  "features/jobs/components/application-status-badge.tsx",
  "features/jobs/components/apply-form.tsx",
  "features/jobs/components/card-match-chips.tsx",
  "features/jobs/components/find-work.tsx",
  "features/jobs/components/job-detail.tsx",
  "features/jobs/components/job-form.tsx",
  "features/jobs/components/job-result-card.tsx",
  "features/jobs/components/job-search-form.tsx",
  "features/jobs/components/job-search-results.tsx",
  "features/jobs/components/jobs-board.tsx",
  "features/jobs/components/my-applications.tsx",
  "features/jobs/components/my-jobs.tsx",
  "features/jobs/components/pagination.tsx",
  "features/jobs/components/required-cards-picker.tsx",
  "features/marketing/components/bold-value.tsx",
  "features/marketing/components/confirmation.tsx",
  "features/marketing/components/contact-form.tsx",
  "features/marketing/components/feature-directory.tsx",
  "features/marketing/components/feedback-form.tsx",
  "features/marketing/components/marketing-page.tsx",
  "features/messages/components/conversation-list.tsx",
  "features/messages/components/conversation-thread.tsx",
  "features/messages/components/digest-setting.tsx",
  "features/messages/components/live-messaging.tsx",
  "features/messages/components/message-button.tsx",
  "features/messages/components/message-item.tsx",
  "features/messages/components/messages-view.tsx",
  "features/messages/components/read-receipts-setting.tsx",
  "features/messages/components/start-conversation-form.tsx",
  "features/moderation/components/content-reports.tsx",
  "features/projects/components/project-form.tsx",
  "features/projects/components/project-timeline.tsx",
  "features/skills-cards/components/skills-card-form.tsx",
  "features/skills-cards/components/skills-card-wallet.tsx",
  "features/weather/components/add-site-form.tsx",
  "features/weather/components/site-forecast.tsx",
  "features/weather/components/weather-board.tsx",
  "features/weather/components/weather-warnings.tsx",
  "i18n/language-picker.tsx",
  "i18n/language-settings-panel.tsx",
  "i18n/rich-message.tsx",
];

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
const translating = new Set(["t", "tm"]);
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

describe("words in the translated areas come from the catalogues", () => {
  it.each(translatedFiles)("%s shows no literal words", (file) => {
    const full = path.join(root, file);
    expect(existsSync(full), `${file} is listed but missing`).toBe(true);
    expect(literalWords(file, readFileSync(full, "utf8"))).toEqual([]);
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
