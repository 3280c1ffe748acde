import { type CvDocument, cvHeaderLine, cvSections } from "@siteready/domain/cv";
import type { Language } from "@siteready/domain/i18n";
import { useId } from "react";
import { useT } from "../../../i18n/use-translation.ts";
import { useDocumentWords } from "../api/cv.ts";

/**
 * The CV as its files show it (the domain's one layout, in the CV's language), so what the worker reads is what
 * they send.
 */
export function CvPreview({ cv, language }: { cv: CvDocument; language: Language }) {
  const { t, language: pageLanguage } = useT();
  const words = useDocumentWords(language);
  const headingId = useId();
  const header = cvHeaderLine(cv);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        {t("cv.preview.title")}
      </h2>
      <article
        aria-label={t("cv.page.title")}
        lang={words.language}
        className="flex flex-col gap-5 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-8"
      >
        <header>
          {cv.name ? (
            <p className="text-2xl font-bold">{cv.name}</p>
          ) : (
            <p className="text-2xl font-bold" lang={pageLanguage}>
              {t("cv.preview.noName")}
            </p>
          )}
          {header ? <p className="text-muted">{header}</p> : null}
        </header>
        {cvSections(cv, words).map((section) => (
          <section key={section.heading} className="flex flex-col gap-2">
            <h3 className="border-b border-border pb-1 text-lg font-semibold">{section.heading}</h3>
            <ul className="flex flex-col gap-3">
              {section.entries.map((entry, index) => (
                // Entries have no id of their own and never reorder while shown.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index} className="flex flex-col">
                  {entry.title ? <span className="font-semibold">{entry.title}</span> : null}
                  {entry.detail ? <span className="text-sm text-muted">{entry.detail}</span> : null}
                  {entry.text ? <span className="whitespace-pre-line">{entry.text}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
        {cv.cards.length === 0 && cv.projects.length === 0 ? (
          <p className="text-muted" lang={pageLanguage}>
            {t("cv.preview.empty")}
          </p>
        ) : null}
      </article>
    </section>
  );
}
