import type { OfficialLink as OfficialPage } from "@siteready/domain/skills-cards";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-translation.ts";
import { buttonClasses } from "./button.tsx";

/**
 * A button-sized link to a body's own page (CITB's test booking, a card scheme's application), opening in a new
 * tab so the worker's place in SiteReady stays where it was; screen readers hear that it opens a new tab.
 */
export function OfficialLink({
  page,
  children,
  variant = "secondary",
}: {
  page: OfficialPage;
  children: ReactNode;
  variant?: "primary" | "secondary";
}) {
  const { t } = useT();
  return (
    <a
      href={page.url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses(variant, "self-start py-2 text-left")}
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only"> {t("page.opensInNewTab")}</span>
    </a>
  );
}
