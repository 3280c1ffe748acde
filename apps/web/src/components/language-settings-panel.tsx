import { Languages } from "lucide-react";
import { useId } from "react";
import { useT } from "../i18n/use-translation.ts";
import { LanguagePicker } from "./language-picker.tsx";

/** The account settings' language choice: the app's words and the reminder e-mails follow it. */
export function LanguageSettingsPanel() {
  const { t } = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <Languages aria-hidden="true" className="size-6 shrink-0 text-accent-strong" />
        {t("language.label")}
      </h2>
      <p className="text-muted">{t("language.settingsHint")}</p>
      <LanguagePicker />
    </section>
  );
}
