import { milesToTenths } from "@siteready/domain/places";
import { citbTestBooking } from "@siteready/domain/skills-cards";
import {
  type TestCentreSearch,
  type TestCentreView,
  testCentreMessages,
  testCentrePlace,
} from "@siteready/domain/test-centres";
import { CloudOff, Database, ExternalLink, FlaskConical, MapPin, Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { OfficialLink } from "../../../components/ui/official-link.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
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
        {centre.distance_miles === null ? null : (
          <p className="font-semibold">
            {t("places.centres.miles", { miles: milesToTenths(centre.distance_miles) })}
            <span className="sr-only"> {t("places.centres.away")}</span>
          </p>
        )}
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
          <span className="sr-only"> {t("page.opensInNewTab")}</span>
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

/** The results' heading: what the centres were found by. */
function resultsHeading(search: TestCentreSearch | undefined, t: Translator["t"]): string {
  switch (search?.by) {
    case "distance": {
      const place = [search.place, search.town].filter(Boolean).join(", ");
      return search.source === "profile"
        ? t("places.centres.nearestToOwn", { place })
        : t("places.centres.nearestTo", { place });
    }
    case "town":
      return t("places.centres.inTown", { town: search.town });
    case "postcode_area":
      return t("places.centres.inArea", { area: search.area });
    default:
      return t("places.centres.title");
  }
}

/**
 * CITB test centres near a postcode (mine by default), nearest first, or in a town by name, which needs no
 * postcode lookup; admins can load the directory. CITB's own booking page is always one tap away.
 */
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
  const centres = data?.centres ?? [];
  const searchedBy = data?.search.by;
  // No place typed and none in the profile: the page asks for one instead of searching.
  const needsPlace = searchedBy === "none";

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    if (typed === "") {
      // With no postcode in the profile a blank search cannot help: ask for one.
      setInputError(needsPlace ? testCentreMessages.postcodeOrTown : undefined);
      setSearchedNear("");
      return;
    }
    const place = testCentrePlace(typed);
    if (place === null) {
      setInputError(testCentreMessages.postcodeOrTown);
      return;
    }
    setInputError(undefined);
    setSearchedNear("postcode" in place ? place.postcode : place.town);
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
          label={t("places.centres.placeLabel")}
          placeholder={t("places.centres.placePlaceholder")}
          hint={needsPlace ? t("places.centres.noProfilePostcode") : t("places.centres.nearHint")}
          autoComplete="off"
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
          {resultsHeading(data?.search, t)}
        </h2>
        {search.isPending ? <ResultsSkeleton /> : null}
        {needsPlace && !data?.directory_empty ? (
          <p className="rounded-lg border border-border bg-surface p-4">{t("places.centres.typePostcode")}</p>
        ) : null}
        {searchedBy === "postcode_area" ? (
          <p className="flex items-start gap-2 rounded-lg border-2 border-urgency-warning bg-surface p-4">
            <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t("places.centres.lookupDown")}
          </p>
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
        {data && !needsPlace && !data.directory_empty ? (
          <>
            <p role="status" className="font-semibold">
              {t(searchedBy === "distance" ? "places.centres.found" : "places.centres.foundUnsorted", {
                count: centres.length,
              })}
            </p>
            <ol
              aria-label={searchedBy === "distance" ? t("places.centres.list") : t("places.centres.title")}
              className="flex flex-col gap-4"
            >
              {centres.map((centre) => (
                <li key={centre.id}>
                  <TestCentreItem centre={centre} />
                </li>
              ))}
            </ol>
          </>
        ) : null}
        {data ? (
          <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
            <p>{t("places.centres.officialIntro")}</p>
            <OfficialLink page={citbTestBooking}>{t("places.centres.official")}</OfficialLink>
          </div>
        ) : null}
      </section>

      {isAdmin ? <DirectoryImport directoryEmpty={data?.directory_empty === true} /> : null}
    </div>
  );
}
