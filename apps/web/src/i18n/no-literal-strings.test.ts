import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync } from "oxc-parser";
import { describe, expect, it } from "vitest";

/**
 * The translated areas (issue #38): in these files every word a person reads comes from the catalogues
 * (packages/domain/src/i18n). A later session that translates another page or component adds its file here.
 */
export const translatedFiles = [
  "app/routes/account-security.tsx",
  "app/routes/admin.tsx",
  "app/routes/auth-callback.tsx",
  "app/routes/coming-soon.tsx",
  "app/routes/cv-optimizer.tsx",
  "app/routes/dashboard.tsx",
  "app/routes/diggs.tsx",
  "app/routes/forgot-password.tsx",
  "app/routes/gate.tsx",
  "app/routes/groups.tsx",
  "app/routes/inductions.tsx",
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
  "app/routes/not-found.tsx",
  "app/routes/profile/bank-details.tsx",
  "app/routes/profile/documents.tsx",
  "app/routes/profile/next-of-kin.tsx",
  "app/routes/profile/personal-details.tsx",
  "app/routes/profile/profile.tsx",
  "app/routes/profile/qualifications.tsx",
  "app/routes/profile/skills-cards.tsx",
  "app/routes/profile/tax-details.tsx",
  "app/routes/projects.tsx",
  "app/routes/register.tsx",
  "app/routes/renewals.tsx",
  "app/routes/reset-password.tsx",
  "app/routes/share.tsx",
  "app/routes/sharing-center.tsx",
  "app/routes/test-centers.tsx",
  "app/routes/two-factor-recovery.tsx",
  "app/routes/verify.tsx",
  "app/routes/wallet.tsx",
  "app/routes/weather.tsx",
  "app/shell/app-bootstrap.tsx",
  "app/shell/auth-page-layout.tsx",
  "app/shell/lazy-page.tsx",
  "app/shell/offline-banner.tsx",
  "app/shell/page-title.tsx",
  "app/shell/root-layout.tsx",
  "app/shell/route-error.tsx",
  "app/shell/sidebar/mobile-menu.tsx",
  "app/shell/sidebar/sidebar-brand.tsx",
  "app/shell/sidebar/sidebar-nav.tsx",
  "app/shell/sidebar/sidebar.tsx",
  "app/shell/theme/theme-toggle.tsx",
  "components/document-language-field.tsx",
  "components/draft-banner.tsx",
  "components/ui/button.tsx",
  "components/ui/card-colours.tsx",
  "components/ui/card-type-listbox.tsx",
  "components/ui/checkbox-field.tsx",
  "components/ui/completion-meter.tsx",
  "components/ui/empty-state.tsx",
  "components/ui/error-box.tsx",
  "components/ui/field-shell.tsx",
  "components/ui/file-upload.tsx",
  "components/ui/form-panel.tsx",
  "components/ui/inline-confirm.tsx",
  "components/ui/linked-text.tsx",
  "components/ui/photo-target.tsx",
  "components/ui/photo.tsx",
  "components/ui/post-parts.tsx",
  "components/ui/premium-feature-notice.tsx",
  "components/ui/record-actions.tsx",
  "components/ui/record-details.tsx",
  "components/ui/record-file-link.tsx",
  "components/ui/record-form-parts.tsx",
  "components/ui/record-list.tsx",
  "components/ui/result-card.tsx",
  "components/ui/select-field.tsx",
  "components/ui/sensitive-value.tsx",
  "components/ui/show-older.tsx",
  "components/ui/text-field.tsx",
  "components/ui/textarea-field.tsx",
  "components/ui/urgency-badge.tsx",
  "features/access/components/coming-soon-page.tsx",
  "features/access/components/feature-admin-table.tsx",
  "features/access/components/feature-gate.tsx",
  "features/accounts/components/account-suspended.tsx",
  "features/accounts/components/admin-two-factor-switch.tsx",
  "features/accounts/components/devices-panel.tsx",
  "features/accounts/components/login-form.tsx",
  "features/accounts/components/passkeys-panel.tsx",
  "features/accounts/components/password-reset-forms.tsx",
  "features/accounts/components/password-strength-meter.tsx",
  "features/accounts/components/provider-buttons.tsx",
  "features/accounts/components/register-wizard.tsx",
  "features/accounts/components/require-auth.tsx",
  "features/accounts/components/second-factor-form.tsx",
  "features/accounts/components/security-panel.tsx",
  "features/accounts/components/step-up-dialog.tsx",
  "features/accounts/components/terms-agreement.tsx",
  "features/accounts/components/terms-consent.tsx",
  "features/accounts/components/two-factor-panel.tsx",
  "features/accounts/components/user-area.tsx",
  "features/admin/components/admin-tabs.tsx",
  "features/admin/components/flags-panel.tsx",
  "features/admin/components/health-panel.tsx",
  "features/admin/components/reports-panel.tsx",
  "features/admin/components/users-panel.tsx",
  "features/billing/components/billing-admin.tsx",
  "features/billing/components/checkout-message.tsx",
  "features/billing/components/donation-form.tsx",
  "features/cv/components/ai-polish.tsx",
  "features/cv/components/cv-downloads.tsx",
  "features/cv/components/cv-preview.tsx",
  "features/cv/components/cv-settings-form.tsx",
  "features/dashboard/components/dashboard-skeleton.tsx",
  "features/dashboard/components/dashboard-view.tsx",
  "features/dashboard/components/expiring-soon.tsx",
  "features/dashboard/components/section-completion.tsx",
  "features/diggs/components/diggs-board.tsx",
  "features/diggs/components/diggs-reports-admin.tsx",
  "features/diggs/components/find-diggs.tsx",
  "features/diggs/components/listing-card.tsx",
  "features/diggs/components/listing-detail.tsx",
  "features/diggs/components/listing-form.tsx",
  "features/diggs/components/my-listings.tsx",
  "features/documents/components/document-form.tsx",
  "features/documents/components/document-list.tsx",
  "features/gate/components/gate-check-result.tsx",
  "features/gate/components/qr-scanner.tsx",
  "features/groups/components/group-detail.tsx",
  "features/groups/components/group-posts.tsx",
  "features/groups/components/groups-view.tsx",
  "features/groups/components/invite-panel.tsx",
  "features/inductions/components/induction-form.tsx",
  "features/inductions/components/induction-list.tsx",
  "features/inductions/components/induction-photo-reader.tsx",
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
  "features/profile/components/audit-log-list.tsx",
  "features/profile/components/bank-details-form.tsx",
  "features/profile/components/next-of-kin-form.tsx",
  "features/profile/components/personal-details-form.tsx",
  "features/profile/components/profile-photo.tsx",
  "features/profile/components/profile-summary.tsx",
  "features/profile/components/section-form-layout.tsx",
  "features/profile/components/tax-details-form.tsx",
  "features/profile/components/your-data.tsx",
  "features/projects/components/project-form.tsx",
  "features/projects/components/project-timeline.tsx",
  "features/qualifications/components/qualification-form.tsx",
  "features/qualifications/components/qualification-list.tsx",
  "features/reminders/components/reminder-settings-panel.tsx",
  "features/renewals/components/renewal-item-list.tsx",
  "features/renewals/components/renewal-step-forms.tsx",
  "features/renewals/components/renewal-workflow-panel.tsx",
  "features/renewals/components/renewals-skeleton.tsx",
  "features/renewals/components/renewals-timeline-chart.tsx",
  "features/renewals/components/renewals-timeline.tsx",
  "features/renewals/components/test-centre-step.tsx",
  "features/renewals/components/urgency-filter.tsx",
  "features/renewals/components/urgency-groups.ts",
  "features/sharing/components/share-form.tsx",
  "features/sharing/components/share-link-panel.tsx",
  "features/sharing/components/share-list.tsx",
  "features/sharing/components/share-view-log.tsx",
  "features/sharing/components/shared-page-view.tsx",
  "features/sharing/components/sharing-centre.tsx",
  "features/skills-cards/components/card-type-combobox.tsx",
  "features/skills-cards/components/skills-card-face.tsx",
  "features/skills-cards/components/skills-card-form.tsx",
  "features/skills-cards/components/skills-card-wallet.tsx",
  "features/wallet/components/gate-card-face.tsx",
  "features/wallet/components/gate-card-full-screen.tsx",
  "features/wallet/components/gate-number.tsx",
  "features/wallet/components/holder-preview.tsx",
  "features/wallet/components/show-at-gate-toggle.tsx",
  "features/wallet/components/wallet-view.tsx",
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
