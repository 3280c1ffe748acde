import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dashboardData,
  dashboardUrl,
  emptyPersonalDetails,
  emptyTaxDetails,
  jsonResponse,
  renderProfilePage,
  stubApi,
} from "../../../features/profile/test-support.tsx";
import { showLanguage } from "../../../i18n/i18n.ts";
import { PersonalDetailsPage } from "./personal-details.tsx";
import { TaxDetailsPage } from "./tax-details.tsx";

afterEach(() => vi.restoreAllMocks());

const savedPersonalDetails = {
  ...emptyPersonalDetails,
  first_name: "Anna",
  last_name: "Nowak",
  email: "anna.nowak@example.com",
  address_line1: "1 High Street",
  city: "Leeds",
  postcode: "LS1 4AP",
  country: "United Kingdom",
  updated_at: "2026-03-12T14:05:00.000Z",
};

describe("the profile in the worker's language", () => {
  it("personal details speak Polish: heading, labels, hints, the schema's messages and Save", async () => {
    stubApi({
      "GET /api/profile/personal-details": () => jsonResponse(200, emptyPersonalDetails),
      [`GET ${dashboardUrl}`]: () => jsonResponse(200, dashboardData()),
    });
    await showLanguage("pl");
    const user = userEvent.setup();
    renderProfilePage(<PersonalDetailsPage />, "/personal-details");

    expect(screen.getByRole("heading", { level: 1, name: "Dane osobowe" })).toBeInTheDocument();
    const postcode = await screen.findByLabelText("Kod pocztowy");
    await user.type(postcode, "NOT A POSTCODE");
    await user.tab();
    expect(await screen.findByText("Wpisz poprawny brytyjski kod pocztowy")).toBeInTheDocument();
    expect(screen.getByLabelText("Numer telefonu")).toHaveAccessibleDescription(
      "Nieobowiązkowe. Na przykład 07700 900123.",
    );
    expect(screen.getByRole("button", { name: "Zapisz" })).toBeInTheDocument();
    expect(screen.getByText("Zdjęcie profilowe")).toBeInTheDocument();
  });

  it("says a required field's message in Polish, the field's name in it too (issue 49)", async () => {
    stubApi({
      "GET /api/profile/personal-details": () => jsonResponse(200, emptyPersonalDetails),
      [`GET ${dashboardUrl}`]: () => jsonResponse(200, dashboardData()),
    });
    await showLanguage("pl");
    const user = userEvent.setup();
    renderProfilePage(<PersonalDetailsPage />, "/personal-details");

    const firstName = await screen.findByLabelText("Imię");
    await user.type(firstName, "A");
    await user.clear(firstName);
    await user.tab();
    expect(await screen.findByText("Pole „Imię” jest wymagane")).toBeInTheDocument();
    expect(screen.getByLabelText("Imię")).toHaveAccessibleDescription("Pole „Imię” jest wymagane");
  });

  it("shows the server's field errors in Polish from their keys, whatever words the body carries", async () => {
    stubApi({
      "GET /api/profile/personal-details": () => jsonResponse(200, savedPersonalDetails),
      "PUT /api/profile/personal-details": () =>
        jsonResponse(400, {
          code: "VALIDATION_FAILED",
          category: "validation",
          severity: "low",
          message: "Invalid request data",
          errorId: "err-1",
          // Worded for another reader: only the key says what to show this one.
          fieldErrors: { postcode: ["Не намерихме този пощенски код."] },
          fieldErrorRefs: { postcode: [{ key: "places.postcodeNotFound" }] },
        }),
      [`GET ${dashboardUrl}`]: () => jsonResponse(200, dashboardData()),
    });
    await showLanguage("pl");
    const user = userEvent.setup();
    renderProfilePage(<PersonalDetailsPage />, "/personal-details");

    await screen.findByLabelText("Kod pocztowy");
    await user.click(screen.getByRole("button", { name: "Zapisz" }));
    await waitFor(() => expect(screen.getByLabelText("Kod pocztowy")).toHaveFocus());
    expect(screen.getByLabelText("Kod pocztowy")).toHaveAccessibleDescription(
      "Nie znaleźliśmy tego kodu pocztowego. Sprawdź go i spróbuj jeszcze raz.",
    );
  });

  it("tax details name the employment types and their numbers in Bulgarian, keeping UK names", async () => {
    stubApi({
      "GET /api/profile/tax-details": () => jsonResponse(200, emptyTaxDetails),
      [`GET ${dashboardUrl}`]: () => jsonResponse(200, dashboardData()),
    });
    await showLanguage("bg");
    const user = userEvent.setup();
    renderProfilePage(<TaxDetailsPage />, "/tax-details");

    await user.click(await screen.findByRole("radio", { name: "Самостоятелна заетост (self-employed)" }));
    expect(screen.getByLabelText("Номер National Insurance (NI)")).toBeInTheDocument();
    expect(screen.getByLabelText("Личен UTR")).toBeInTheDocument();
    expect(
      screen.getByText("Номерът ти NI и номерата UTR са криптирани. Само ти ги виждаш."),
    ).toBeInTheDocument();
  });
});
