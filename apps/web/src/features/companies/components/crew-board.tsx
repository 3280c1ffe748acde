import {
  CREW_BOARD_PAGE_SIZE,
  type CrewBoardRow,
  type CrewStatus,
  crewBoardSorts,
  crewStatuses,
} from "@siteready/domain/companies";
import { formatDateIn } from "@siteready/domain/i18n";
import { Download, UserRound } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button, ButtonLink, buttonClasses } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { searchWith } from "../../../lib/search-url.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { type CrewBoardFilters, crewBoardFileUrls, type SiteRef, useCrewBoard } from "../api/crew-board.ts";
import { useCrewRoles } from "../api/crew-roles.ts";
import { CrewMemberRecordsPanel } from "./crew-member-records.tsx";
import { CrewStatusBadge } from "./crew-status-badge.tsx";

const sortKeys = {
  status: "companies.board.sort.status",
  name: "companies.board.sort.name",
  role: "companies.board.sort.role",
  expiry: "companies.board.sort.expiry",
} as const;

/** The board's filters as the URL keeps them (so Back and a bookmark return to the same view). */
function readFilters(params: URLSearchParams): CrewBoardFilters {
  const status = crewStatuses.find((each) => each === params.get("status"));
  const sort = crewBoardSorts.find((each) => each === params.get("sort"));
  const page = Number(params.get("page"));
  return {
    ...(status ? { status } : {}),
    ...(params.get("role") ? { role_id: String(params.get("role")) } : {}),
    ...(params.get("q") ? { q: String(params.get("q")) } : {}),
    ...(sort ? { sort } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

function CrewRow({ row, site }: { row: CrewBoardRow; site: SiteRef }) {
  const { t, word, language } = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Only a joined (or once joined) worker has records to look at; a look is logged for them.
  const hasRecords = row.status === "green" || row.status === "amber" || row.status === "red";
  return (
    <li
      data-status={row.status}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex min-w-0 items-center gap-2 text-lg font-bold break-words">
          <UserRound aria-hidden="true" className="size-5 shrink-0 text-muted" />
          {/* An invite passed on as a link names nobody until it is answered. */}
          {row.name || t("companies.board.linkInvite")}
        </h3>
        <CrewStatusBadge status={row.status} />
      </div>
      <p className="text-sm text-muted">{row.role_name}</p>
      {row.reasons.length > 0 ? (
        <ul aria-label={t("companies.board.reasons", { name: row.name })} className="list-disc pl-5">
          {row.reasons.map((reason) => (
            <li key={word(reason)}>{word(reason)}</li>
          ))}
        </ul>
      ) : null}
      {row.next_expiry ? (
        <p className="text-sm">
          {t("companies.board.nextExpiry", { date: formatDateIn(row.next_expiry, language) })}
        </p>
      ) : null}
      {row.left_at ? (
        <p className="text-sm">
          {t("companies.board.leftOn", { date: formatDateIn(row.left_at.slice(0, 10), language) })}
        </p>
      ) : null}
      {hasRecords ? (
        <>
          <Button
            variant="secondary"
            className="self-start"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? t("companies.board.hideRecords") : t("companies.board.showRecords", { name: row.name })}
          </Button>
          <div id={panelId}>{open ? <CrewMemberRecordsPanel site={site} crewId={row.id} /> : null}</div>
        </>
      ) : null}
    </li>
  );
}

/**
 * A site's crew board: each worker against the role's requirements, green, amber or red with the reasons, or
 * invited, declined or left. Counts that filter, a search, the role and the order; pages of 50; the board as
 * filtered in CSV and PDF. Read again every 30 seconds, so a worker who leaves shows as left.
 */
export function CrewBoard({ site }: { site: SiteRef }) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const board = useCrewBoard(site, filters);
  const roles = useCrewRoles(site);
  const [searchText, setSearchText] = useState(filters.q ?? "");
  const searched = useDebouncedValue(searchText.trim(), 300);
  const change = (changes: Record<string, string | null>) =>
    setParams(new URLSearchParams(searchWith(params, { page: null, ...changes })), { replace: true });

  // The search reaches the URL (and the server) once typing stops.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search changes the URL
  useEffect(() => {
    if (searched !== (filters.q ?? "")) change({ q: searched || null });
  }, [searched]);

  if (board.isPending) return <p className="text-muted">{t("companies.loading")}</p>;
  if (!board.data) return <ErrorBox error={board.error} onRetry={() => void board.refetch()} />;
  const { rows, counts, total, page, page_size: pageSize } = board.data;
  const pages = Math.max(1, Math.ceil(total / (pageSize || CREW_BOARD_PAGE_SIZE)));
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const files = crewBoardFileUrls(site, filters);
  const statusLink = (status: CrewStatus | null) => ({
    search: searchWith(params, { status, page: null }),
  });

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("companies.board.countsLabel")}>
        <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:flex sm:flex-wrap">
          <li>
            <ButtonLink
              variant={filters.status ? "secondary" : "primary"}
              className="w-full"
              aria-current={filters.status ? undefined : "true"}
              replace
              to={statusLink(null)}
            >
              {t("companies.board.all", { count: all })}
            </ButtonLink>
          </li>
          {crewStatuses.map((status) => (
            <li key={status}>
              <ButtonLink
                variant={filters.status === status ? "primary" : "secondary"}
                className="w-full px-2"
                aria-current={filters.status === status ? "true" : undefined}
                replace
                to={statusLink(status)}
              >
                <CrewStatusBadge status={status} />
                <span data-testid={`count-${status}`}>{counts[status] ?? 0}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          type="search"
          label={t("companies.board.search")}
          value={searchText}
          autoComplete="off"
          onChange={(event) => setSearchText(event.target.value)}
        />
        <SelectField
          label={t("companies.board.role")}
          value={filters.role_id ?? ""}
          onChange={(event) => change({ role: event.target.value || null })}
        >
          <option value="">{t("companies.board.anyRole")}</option>
          {(roles.data ?? []).map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("companies.board.sortBy")}
          value={filters.sort ?? "status"}
          onChange={(event) => change({ sort: event.target.value === "status" ? null : event.target.value })}
        >
          {crewBoardSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(sortKeys[sort])}
            </option>
          ))}
        </SelectField>
      </div>
      <p role="status" className="font-semibold">
        {t("companies.board.showing", { count: total })}
      </p>
      {rows.length === 0 ? (
        <p className="text-muted">{t("companies.board.empty")}</p>
      ) : (
        <ul aria-label={t("companies.board.listLabel")} className="flex flex-col gap-3">
          {rows.map((row) => (
            <CrewRow key={row.id} row={row} site={site} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t("companies.board.pages")} className="flex items-center justify-between gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => change({ page: String(page - 1) })}>
            {t("companies.board.previous")}
          </Button>
          <p>{t("companies.board.pageOf", { page, pages })}</p>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => change({ page: String(page + 1) })}
          >
            {t("companies.board.next")}
          </Button>
        </nav>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <a href={files.csv} download className={buttonClasses("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          {t("companies.board.csv")}
        </a>
        <a href={files.pdf} download className={buttonClasses("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          {t("companies.board.pdf")}
        </a>
      </div>
    </div>
  );
}
