import { formatPhone } from "@siteready/domain/fields";
import type { Language } from "@siteready/domain/i18n";
import { formatMonthIn } from "@siteready/domain/i18n";
import type { ProjectView } from "@siteready/domain/projects";
import { History, MapPin, Trash2, UserRound } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { RecordActions, type RecordItemControls } from "../../../components/ui/record-actions.tsx";
import { RecordList, RecordListSkeleton, textRowSkeleton } from "../../../components/ui/record-list.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { focusLater } from "../../../lib/focus-later.ts";
import { useDeleteProject } from "../api/delete-project.ts";
import { useProjects } from "../api/get-projects.ts";
import { ProjectForm } from "./project-form.tsx";

/** '2024-03-12' → 'Mar 2024', 'marzec 2024': a work history reads in months; the day adds nothing. */
function formatMonthYear(isoDate: string, language: Language): string {
  return formatMonthIn(isoDate, language);
}

/** 'Mar 2024 – present', 'Jan 2022 – Feb 2023'. */
function projectDates(
  project: Pick<ProjectView, "start_date" | "end_date">,
  { t, language }: Pick<Translator, "t" | "language">,
): string {
  const end = project.end_date ? formatMonthYear(project.end_date, language) : t("projects.present");
  return `${formatMonthYear(project.start_date, language)} – ${end}`;
}

/** A referee's contact as written on a CV: a number in the usual UK shape, an address as it is. */
function contactText(contact: string): string {
  return contact.includes("@") ? contact : formatPhone(contact);
}

const projectAnchor = (id: string) => `project-${id}`;

/** A long history opens a page at a time, so the page stays quick on an old phone. */
const PAGE_SIZE = 20;

interface ProjectEntryProps extends RecordItemControls {
  project: ProjectView;
}

function ProjectEntry({ project, ...controls }: ProjectEntryProps) {
  const headingId = useId();
  const translator = useT();
  const { t } = translator;
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
        <time dateTime={project.start_date}>{projectDates(project, translator)}</time>
        {ongoing ? (
          <span className="rounded-full border-2 border-accent px-2 py-0.5 text-xs font-bold uppercase">
            {t("projects.ongoing")}
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
            <span className="sr-only">{t("projects.sitePostcode")} </span>
            {project.site_postcode}
          </span>
        </p>
      ) : null}
      {project.description ? <p className="whitespace-pre-line">{project.description}</p> : null}
      {reference ? (
        <p className="inline-flex items-start gap-1.5 text-sm">
          <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>{t("projects.reference", { reference })}</span>
        </p>
      ) : null}
      <RecordActions
        headingId={headingId}
        deleteIcon={Trash2}
        deleteQuestion={t("projects.deleteQuestion", { name: project.name })}
        confirmDeleteLabel={t("projects.confirmDelete")}
        keepLabel={t("projects.keep")}
        {...controls}
      />
    </article>
  );
}

function TimelineSkeleton() {
  const { t } = useT();
  return <RecordListSkeleton loadingText={t("projects.loading")} rowCount={3} renderRow={textRowSkeleton} />;
}

/** My work history as a timeline, ongoing projects first, then the latest start; add, change and delete. */
export function ProjectTimeline() {
  const projects = useProjects();
  const remove = useDeleteProject();
  const [shownCount, setShownCount] = useState(PAGE_SIZE);
  const olderCount = (projects.data?.length ?? 0) - shownCount;
  const { t } = useT();

  return (
    <RecordList
      records={projects}
      deletion={remove}
      anchor={projectAnchor}
      skeleton={<TimelineSkeleton />}
      empty={{
        icon: History,
        title: t("projects.emptyTitle"),
        description: t("projects.emptyText"),
        addLabel: t("projects.addFirst"),
      }}
      addLabel={t("projects.add")}
      listLabel={t("projects.list")}
      listElement="ol"
      listClassName="ml-2 flex flex-col gap-6 border-l-2 border-border"
      itemClassName={() => "relative pl-6"}
      itemMarker={(project) => (
        <span
          aria-hidden="true"
          className={`absolute top-5 -left-[9px] size-4 rounded-full border-2 ${project.end_date ? "border-border bg-surface" : "border-accent bg-accent"}`}
        />
      )}
      shownCount={shownCount}
      footer={
        olderCount > 0 ? (
          <Button
            variant="secondary"
            className="sm:self-start"
            onClick={() => {
              // The first newly shown project takes focus, so a keyboard user carries on from there.
              const next = projects.data?.[shownCount];
              setShownCount(shownCount + PAGE_SIZE);
              if (next) focusLater(projectAnchor(next.id));
            }}
          >
            {t("projects.showOlder", { count: olderCount })}
          </Button>
        ) : null
      }
      editTitle={(project) => t("projects.changeTitle", { name: project.name })}
      renderForm={(project, onClose) => <ProjectForm project={project} onClose={onClose} />}
      renderItem={(project, controls) => <ProjectEntry project={project} {...controls} />}
    />
  );
}
