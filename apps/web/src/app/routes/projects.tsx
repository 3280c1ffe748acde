import { FeaturePage } from "../../components/feature-page.tsx";
import { ProjectTimeline } from "../../features/projects/components/project-timeline.tsx";

/** /projects: my work history (Projects/History), for my CV and my sites' weather. */
export function ProjectsPage() {
  return (
    <FeaturePage
      title="Projects"
      intro="The sites and projects you have worked on, newest first. Ongoing projects with a site postcode also get a forecast on the weather page."
      width="2xl"
    >
      <ProjectTimeline />
    </FeaturePage>
  );
}
