import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { FeaturePage } from "../../components/feature-page.tsx";
import { ProjectTimeline } from "../../features/projects/components/project-timeline.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /projects: my work history (Projects/History), for my CV and my sites' weather. */
export function ProjectsPage() {
  const { t } = useT();
  return (
    <FeaturePage title={t("projects.page.title")} intro={t("projects.page.intro")} width="2xl">
      <Link
        to="/competence"
        className="mb-6 flex min-h-11 items-start gap-3 rounded-xl border border-border bg-surface p-4 font-semibold text-link underline-offset-4 hover:underline"
      >
        <GraduationCap aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span className="flex flex-col">
          <span>{t("competence.page.link")}</span>
          <span className="text-sm font-normal text-text">{t("competence.page.linkHint")}</span>
        </span>
      </Link>
      <ProjectTimeline />
    </FeaturePage>
  );
}
