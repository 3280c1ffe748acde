import { languageNames, languages } from "@siteready/domain/i18n";
import type { ComponentProps } from "react";
import { useT } from "../i18n/use-translation.ts";
import { SelectField } from "./ui/select-field.tsx";

const keysFor = {
  cv: { labelKey: "cv.language.label", hintKey: "cv.language.hint" },
  share: { labelKey: "cv.language.shareLabel", hintKey: "cv.language.shareHint" },
} as const;

/**
 * The language of documents meant for an employer (issue #38): English unless the worker chooses another, each
 * language named in its own words. For the CV's downloads, and for a share's compliance pack and CV.
 */
export function DocumentLanguageField({
  documents,
  ...select
}: { documents: keyof typeof keysFor } & Omit<
  ComponentProps<typeof SelectField>,
  "children" | "label" | "hint"
>) {
  const { t } = useT();
  return (
    <SelectField
      label={t(keysFor[documents].labelKey)}
      hint={t(keysFor[documents].hintKey)}
      className="sm:max-w-xs"
      {...select}
    >
      {languages.map((language) => (
        <option key={language} value={language} lang={language}>
          {languageNames[language]}
        </option>
      ))}
    </SelectField>
  );
}
