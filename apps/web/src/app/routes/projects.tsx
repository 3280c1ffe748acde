import { FeaturePage } from "../../components/feature-page.tsx";
import { ProjectTimeline } from "../../features/projects/components/project-timeline.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /projects: my work history (Projects/History), for my CV and my sites' weather. */
export function ProjectsPage() {
  const { t } = useT();
  return (
    <FeaturePage title={t("projects.page.title")} intro={t("projects.page.intro")} width="2xl">
      <ProjectTimeline />
    </FeaturePage>
  );
}
