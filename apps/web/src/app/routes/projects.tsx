import { ProjectTimeline } from "../../features/projects/components/project-timeline.tsx";

/** /projects: my work history (Projects/History), for my CV and my sites' weather. */
export function ProjectsPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Projects</h1>
        <p className="text-muted">
          The sites and projects you have worked on, newest first. Ongoing projects with a site postcode also
          get a forecast on the weather page.
        </p>
      </header>
      <ProjectTimeline />
    </div>
  );
}
