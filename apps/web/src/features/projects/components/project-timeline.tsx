import { formatDate, formatPhone } from "@siteready/domain";
import { History, MapPin, Pencil, Plus, Trash2, UserRound } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { useDeleteProject } from "../api/delete-project.ts";
import { type ProjectView, useProjects } from "../api/get-projects.ts";
import { ProjectForm } from "./project-form.tsx";

/** '2024-03-12' → 'Mar 2024': a work history reads in months; the day adds nothing. */
function formatMonthYear(isoDate: string): string {
  return formatDate(isoDate).replace(/^\d{1,2} /, "");
}

/** 'Mar 2024 – present', 'Jan 2022 – Feb 2023'. */
function projectDates(project: Pick<ProjectView, "start_date" | "end_date">): string {
  const end = project.end_date ? formatMonthYear(project.end_date) : "present";
  return `${formatMonthYear(project.start_date)} – ${end}`;
}

/** A referee's contact as written on a CV: a number in the usual UK shape, an address as it is. */
function contactText(contact: string): string {
  return contact.includes("@") ? contact : formatPhone(contact);
}

const projectAnchor = (id: string) => `project-${id}`;

/** A long history opens a page at a time, so the page stays quick on an old phone. */
const PAGE_SIZE = 20;

interface ProjectEntryProps {
  project: ProjectView;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  deleteError: unknown;
}

function ProjectEntry({ project, onEdit, onDelete, deleting, deleteError }: ProjectEntryProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const ongoing = !project.end_date;
  const who = [project.company, project.role].filter(Boolean).join(" · ");
  const reference = [
    project.reference_name,
    project.reference_contact ? contactText(project.reference_contact) : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <article
      id={projectAnchor(project.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 focus:outline-3 focus:outline-offset-2 focus:outline-focus"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        <time dateTime={project.start_date}>{projectDates(project)}</time>
        {ongoing ? (
          <span className="rounded-full border-2 border-accent px-2 py-0.5 text-xs font-bold uppercase">
            Ongoing
          </span>
        ) : null}
      </p>
      <h2 id={headingId} className="text-lg font-bold break-words">
        {project.name}
      </h2>
      {who ? <p className="font-medium">{who}</p> : null}
      {project.site_postcode ? (
        <p className="inline-flex items-center gap-1.5 text-sm">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span>
            <span className="sr-only">Site postcode: </span>
            {project.site_postcode}
          </span>
        </p>
      ) : null}
      {project.description ? <p className="whitespace-pre-line">{project.description}</p> : null}
      {reference ? (
        <p className="inline-flex items-start gap-1.5 text-sm">
          <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>Reference: {reference}</span>
        </p>
      ) : null}
      {confirming ? (
        <InlineConfirm
          question={`Delete ${project.name} from your history? You cannot undo this.`}
          confirmLabel="Yes, delete project"
          cancelLabel="Keep project"
          busy={deleting}
          error={deleteError}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit} aria-describedby={headingId}>
            <Pencil aria-hidden="true" className="size-4" />
            Change
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)} aria-describedby={headingId}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      )}
    </article>
  );
}

function TimelineSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p className="sr-only">Loading your projects…</p>
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="flex animate-pulse flex-col gap-2 rounded-xl border border-border p-4"
        >
          <div className="h-4 w-32 rounded bg-surface-muted" />
          <div className="h-6 w-2/3 rounded bg-surface-muted" />
          <div className="h-4 w-1/2 rounded bg-surface-muted" />
        </div>
      ))}
    </div>
  );
}

type Panel = { kind: "closed" } | { kind: "add" } | { kind: "edit"; projectId: string };

/** My work history as a timeline, ongoing projects first, then the latest start; add, change and delete. */
export function ProjectTimeline() {
  const projects = useProjects();
  const remove = useDeleteProject();
  const [panel, setPanel] = useState<Panel>({ kind: "closed" });
  const [shownCount, setShownCount] = useState(PAGE_SIZE);
  const addButtonId = useId();

  // Focus goes back to where the user was, so keyboard and screen-reader users keep their place.
  function focusLater(id: string) {
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  function close() {
    focusLater(panel.kind === "edit" ? projectAnchor(panel.projectId) : addButtonId);
    setPanel({ kind: "closed" });
  }

  if (projects.isPending) return <TimelineSkeleton />;
  if (projects.isError) return <ErrorBox error={projects.error} onRetry={() => void projects.refetch()} />;

  if (projects.data.length === 0 && panel.kind === "closed") {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-border px-4 py-10 text-center">
        <History aria-hidden="true" className="size-12 text-muted" />
        <h2 className="text-xl font-bold">No projects yet</h2>
        <p className="max-w-prose text-muted">
          Add the sites you've worked on — they build your CV and show up on the weather page
        </p>
        <Button id={addButtonId} onClick={() => setPanel({ kind: "add" })}>
          <Plus aria-hidden="true" className="size-5" />
          Add your first project
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {panel.kind === "add" ? (
        <FormPanel title="Add a project">
          <ProjectForm onClose={close} />
        </FormPanel>
      ) : (
        <Button id={addButtonId} className="sm:self-start" onClick={() => setPanel({ kind: "add" })}>
          <Plus aria-hidden="true" className="size-5" />
          Add a project
        </Button>
      )}
      <ol aria-label="Your work history" className="ml-2 flex flex-col gap-6 border-l-2 border-border">
        {projects.data.slice(0, shownCount).map((project) => (
          <li key={project.id} className="relative pl-6">
            <span
              aria-hidden="true"
              className={`absolute top-5 -left-[9px] size-4 rounded-full border-2 ${project.end_date ? "border-border bg-surface" : "border-accent bg-accent"}`}
            />
            {panel.kind === "edit" && panel.projectId === project.id ? (
              <FormPanel title={`Change ${project.name}`}>
                <ProjectForm project={project} onClose={close} />
              </FormPanel>
            ) : (
              <ProjectEntry
                project={project}
                onEdit={() => setPanel({ kind: "edit", projectId: project.id })}
                onDelete={() => remove.mutate(project.id, { onSuccess: () => focusLater(addButtonId) })}
                deleting={remove.isPending && remove.variables === project.id}
                deleteError={remove.variables === project.id ? remove.error : null}
              />
            )}
          </li>
        ))}
      </ol>
      {projects.data.length > shownCount ? (
        <Button
          variant="secondary"
          className="sm:self-start"
          onClick={() => {
            // The first newly shown project takes focus, so a keyboard user carries on from there.
            const next = projects.data[shownCount];
            setShownCount(shownCount + PAGE_SIZE);
            if (next) focusLater(projectAnchor(next.id));
          }}
        >
          Show older projects ({projects.data.length - shownCount} more)
        </Button>
      ) : null}
    </div>
  );
}
