import { screen } from "@testing-library/react";
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
