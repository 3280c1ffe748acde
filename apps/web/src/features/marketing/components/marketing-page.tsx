import { formatDateIn } from "@siteready/domain/i18n";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/use-translation.ts";

/** The frame of a marketing page: one h1 and an intro, then the page's sections. Phone width first. */
export function MarketingPage({
  title,
  intro,
  children,
  width = "narrow",
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  width?: "narrow" | "wide";
}) {
  return (
    <div
      className={`mx-auto w-full px-4 py-8 sm:px-6 sm:py-12 ${width === "wide" ? "max-w-5xl" : "max-w-3xl"}`}
    >
      <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-3 text-lg text-muted">{intro}</div> : null}
      <div className="mt-8 flex flex-col gap-10">{children}</div>
    </div>
  );
}

/** A titled block of a marketing or legal page; the heading id labels the section for screen readers. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Last updated" line of the terms and privacy notice, as a machine-readable date too; `label` is the English. */
export function LastUpdated({ isoDate, label }: { isoDate: string; label: string }) {
  const { t, language } = useT();
  return (
    <p className="text-base text-muted">
      {t("marketing.lastUpdated")}{" "}
      <time dateTime={isoDate}>{language === "en" ? label : formatDateIn(isoDate, language)}</time>
    </p>
  );
}
