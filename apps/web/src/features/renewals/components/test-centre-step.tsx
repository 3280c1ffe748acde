import { milesToTenths } from "@siteready/domain/places";
import { citbTestBooking } from "@siteready/domain/skills-cards";
import {
  type TestCentreSearch,
  type TestCentreView,
  testCentreMessages,
  testCentrePlace,
} from "@siteready/domain/test-centres";
import { CloudOff, ExternalLink, Lock, MapPin, Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { OfficialLink } from "../../../components/ui/official-link.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useFeature } from "../../../lib/session/features.ts";
import { useNearestTestCentres } from "../api/find-test-centres.ts";
import { useCompleteRenewalStep } from "../api/renewal-workflow.ts";
import { TestCentreNameForm } from "./renewal-step-forms.tsx";
import type { StepFormProps } from "./step-form-support.ts";

/**
 * The find_test_center step: CITB centres near a postcode or in a town when the test-centre finder is open to
 * the user, CITB's own page to find one, and always a box to type the centre's name (the finder is locked, the
 * directory is empty, or the centre is not in it).
 */
export function TestCentreStep(props: StepFormProps) {
  const { t } = useT();
  const { data: finder } = useFeature("testCenters");
  const finderOpen = finder?.accessible === true;
  const typedHeadingId = useId();
  return (
    <div className="flex flex-col gap-5">
      {finderOpen ? (
        <TestCentreFinder {...props} />
      ) : (
        <p className="flex items-start gap-2 rounded-lg bg-surface-muted p-3 text-sm">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("renewals.centre.locked")}
        </p>
      )}
      <OfficialLink page={citbTestBooking}>{t("renewals.centre.official")}</OfficialLink>
      <section aria-labelledby={typedHeadingId} className="flex flex-col gap-3">
        <h4 id={typedHeadingId} className="font-semibold">
          {finderOpen ? t("renewals.centre.orType") : t("renewals.centre.yours")}
        </h4>
        <TestCentreNameForm {...props} />
      </section>
    </div>
  );
}

/** What the centres listed were found by, as their heading says it. */
function resultsHeading(search: TestCentreSearch, t: Translator["t"]): string {
  switch (search.by) {
    case "distance":
      return t("renewals.centre.nearest", { place: search.place });
    case "town":
      return t("renewals.centre.inTown", { town: search.town });
    case "postcode_area":
      return t("renewals.centre.inArea", { area: search.area });
    case "none":
      return "";
  }
}

function TestCentreFinder({ workflow, onCompleted }: StepFormProps) {
  const { t } = useT();
  const resultsHeadingId = useId();
  const [place, setPlace] = useState("");
  const [typedError, setTypedError] = useState<string | undefined>();
  // What was last searched for: the query runs only after the user asks, not on every key press.
  const [near, setNear] = useState<string | null>(null);
  const search = useNearestTestCentres(near);
  const complete = useCompleteRenewalStep(workflow.id);
  const [chosenId, setChosenId] = useState<string | null>(null);

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = place.trim();
    const found = typed === "" ? null : testCentrePlace(typed);
    // Blank searches near the postcode in the worker's personal details.
    if (typed !== "" && found === null) {
      setTypedError(testCentreMessages.postcodeOrTown);
      return;
    }
    setTypedError(undefined);
    setNear(found === null ? "" : "postcode" in found ? found.postcode : found.town);
  }

  function choose(centre: TestCentreView) {
    setChosenId(centre.id);
    complete.mutate(
      { step: "find_test_center", metadata: { test_centre_name: centre.name, test_centre_id: centre.id } },
      { onSuccess: onCompleted },
    );
  }

  const result = search.data;
  // A blank search with no postcode in the profile finds nothing to search near: ask for one.
  const nearError =
    typedError ??
    (search.error instanceof ApiError
      ? search.error.fieldErrors.near?.[0]
      : result?.search.by === "none"
        ? testCentreMessages.postcodeOrTown
        : undefined);

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={handleSearch} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label={t("renewals.centre.place")}
          hint={t("renewals.centre.placeHint")}
          autoComplete="off"
          spellCheck={false}
          value={place}
          onChange={(event) => setPlace(event.currentTarget.value)}
          error={nearError}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" busy={search.isFetching}>
          <Search aria-hidden="true" className="size-5" />
          {t("renewals.centre.find")}
        </Button>
      </form>

      {search.isError && !nearError ? (
        <ErrorBox error={search.error} onRetry={() => void search.refetch()} />
      ) : null}

      {result && (result.directory_empty || result.search.by !== "none") ? (
        <section aria-labelledby={resultsHeadingId} className="flex flex-col gap-3">
          <h4 id={resultsHeadingId} className="font-semibold" aria-live="polite">
            {result.directory_empty ? t("renewals.centre.directoryEmpty") : resultsHeading(result.search, t)}
          </h4>
          {result.search.by === "postcode_area" ? (
            <p className="flex items-start gap-2 text-sm">
              <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("renewals.centre.lookupDown")}
            </p>
          ) : null}
          {result.directory_empty ? (
            <p className="text-sm text-muted">{t("renewals.centre.typeInstead")}</p>
          ) : result.centres.length === 0 ? (
            <p className="text-sm text-muted">{t("renewals.centre.noneNear")}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {result.centres.map((centre) => (
                <li
                  key={centre.id}
                  className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex flex-col gap-0.5">
                    <p className="font-semibold">{centre.name}</p>
                    <p className="text-sm">
                      {centre.address}, {centre.postcode}
                    </p>
                    {centre.distance_miles === null ? null : (
                      <p className="flex items-center gap-1 text-sm font-medium">
                        <MapPin aria-hidden="true" className="size-4 shrink-0" />
                        {t("renewals.centre.milesAway", {
                          miles: milesToTenths(centre.distance_miles),
                        })}
                      </p>
                    )}
                    {centre.test_types.length > 0 ? (
                      <p className="text-sm text-muted">
                        {t("renewals.centre.tests", { tests: centre.test_types.join(", ") })}
                      </p>
                    ) : null}
                    {centre.is_demo ? (
                      <p className="text-sm font-medium">{t("renewals.centre.demo")}</p>
                    ) : null}
                    {centre.booking_url ? (
                      <a
                        href={centre.booking_url}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium"
                      >
                        {t("renewals.centre.bookingPage")}
                        <ExternalLink aria-hidden="true" className="size-4" />
                        <span className="sr-only">
                          {" "}
                          {t("renewals.centre.opensInNewTab", { name: centre.name })}
                        </span>
                      </a>
                    ) : null}
                  </div>
                  <Button
                    className="sm:shrink-0"
                    busy={complete.isPending && chosenId === centre.id}
                    disabled={complete.isPending}
                    onClick={() => choose(centre)}
                  >
                    {t("renewals.centre.choose")}
                    <span className="sr-only"> {centre.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {complete.error ? <ErrorBox error={complete.error} /> : null}
        </section>
      ) : null}
    </div>
  );
}
