import { normalizeUkPlace, type TestCentreView, testCentreMessages } from "@siteready/domain";
import { Database, ExternalLink, FlaskConical, MapPin, Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSession } from "../../../lib/session/session.ts";
import { useTestCentres } from "../api/search-test-centres.ts";
import { DirectoryImport } from "./directory-import.tsx";

function TestCentreItem({ centre }: { centre: TestCentreView }) {
  const headingId = useId();
  const { t } = useT();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold break-words">
          {centre.name}
        </h3>
        <p className="font-semibold">
          {t("places.centres.miles", { miles: centre.distance_miles.toFixed(1) })}
          <span className="sr-only"> {t("places.centres.away")}</span>
        </p>
      </div>
      {centre.is_demo ? (
        <p className="inline-flex items-center gap-1.5 self-start rounded-md border-2 border-urgency-warning px-2 py-0.5 text-sm font-bold tracking-wide">
          <FlaskConical aria-hidden="true" className="size-4 text-urgency-warning" />
          {t("places.centres.demo")}
          <span className="sr-only">{t("places.centres.demoHidden")}</span>
        </p>
      ) : null}
      <p className="inline-flex items-start gap-1.5">
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
        <span>
          {centre.address}, {centre.postcode}
        </span>
      </p>
      <ul aria-label={t("places.centres.tests")} className="flex flex-wrap gap-2">
        {centre.test_types.map((type) => (
          <li key={type} className="rounded-full border border-border px-2.5 py-0.5 text-sm">
            {type}
          </li>
        ))}
      </ul>
      {centre.booking_url ? (
        <a
          href={centre.booking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-accent px-4 font-semibold text-on-accent no-underline hover:bg-accent-strong"
        >
          {t("places.centres.book")}
          <span className="sr-only"> {t("places.centres.bookAt", { name: centre.name })}</span>
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> {t("places.centres.newTab")}</span>
        </a>
      ) : (
        <p className="text-sm text-muted">{t("places.centres.noBooking")}</p>
      )}
    </article>
  );
}

function ResultsSkeleton() {
  const { t } = useT();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p className="sr-only">{t("places.centres.finding")}</p>
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="flex animate-pulse flex-col gap-2 rounded-xl border border-border p-4"
        >
          <div className="h-6 w-2/3 rounded bg-surface-muted" />
          <div className="h-4 w-1/2 rounded bg-surface-muted" />
          <div className="h-11 w-24 rounded-lg bg-surface-muted" />
        </div>
      ))}
    </div>
  );
}

/** CITB test centres near a postcode (mine by default), nearest first; admins can load the directory. */
export function TestCentreFinder() {
  const { data: current } = useSession();
  const isAdmin = current?.user.role === "admin";
  const [text, setText] = useState("");
  const [searchedNear, setSearchedNear] = useState("");
  const [inputError, setInputError] = useState<string | undefined>();
  const search = useTestCentres(searchedNear);
  const resultsHeadingId = useId();
  const { t } = useT();

  const data = search.data;
  const centres = data ? [...data.centres].sort((a, b) => a.distance_miles - b.distance_miles) : [];
  const near = data?.near ?? null;
  const place = near ? [near.place, near.town].filter(Boolean).join(", ") : "";
  // No postcode typed and none in the profile: the page asks for one instead of searching.
  const needsPostcode = data !== undefined && near === null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    if (typed === "") {
      // With no postcode in the profile a blank search cannot help: ask for one.
      setInputError(needsPostcode ? testCentreMessages.postcodeNeeded : undefined);
      setSearchedNear("");
      return;
    }
    const place = normalizeUkPlace(typed);
    if (place === null) {
      setInputError(testCentreMessages.postcodeNeeded);
      return;
    }
    setInputError(undefined);
    setSearchedNear(place);
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        aria-label={t("places.centres.findForm")}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-end"
      >
        <TextField
          label={t("jobs.search.near")}
          placeholder={t("jobs.search.nearPlaceholder")}
          hint={needsPostcode ? t("places.centres.noProfilePostcode") : t("places.centres.nearHint")}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          className="flex-1"
          value={text}
          error={inputError}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" busy={search.isFetching}>
          <Search aria-hidden="true" className="size-5" />
          {t("jobs.search.submit")}
        </Button>
      </form>

      <section aria-labelledby={resultsHeadingId} className="flex flex-col gap-4">
        <h2 id={resultsHeadingId} className="text-xl font-bold">
          {near
            ? near.source === "profile"
              ? t("places.centres.nearestToOwn", { place })
              : t("places.centres.nearestTo", { place })
            : t("places.centres.title")}
        </h2>
        {search.isPending ? <ResultsSkeleton /> : null}
        {needsPostcode && !data.directory_empty ? (
          <p className="rounded-lg border border-border bg-surface p-4">{t("places.centres.typePostcode")}</p>
        ) : null}
        {search.isError ? <ErrorBox error={search.error} onRetry={() => void search.refetch()} /> : null}
        {data?.directory_empty ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-border px-4 py-10 text-center">
            <Database aria-hidden="true" className="size-12 text-muted" />
            <p className="text-lg font-bold">{t("places.centres.emptyTitle")}</p>
            <p className="max-w-prose text-muted">
              {isAdmin ? t("places.centres.emptyAdmin") : t("places.centres.emptyWorker")}
            </p>
          </div>
        ) : null}
        {near && data && !data.directory_empty ? (
          <>
            <p role="status" className="font-semibold">
              {t("places.centres.found", { count: centres.length })}
            </p>
            <ol aria-label={t("places.centres.list")} className="flex flex-col gap-4">
              {centres.map((centre) => (
                <li key={centre.id}>
                  <TestCentreItem centre={centre} />
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </section>

      {isAdmin ? <DirectoryImport directoryEmpty={data?.directory_empty === true} /> : null}
    </div>
  );
}
