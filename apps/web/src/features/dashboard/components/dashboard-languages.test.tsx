import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { renderSignedIn } from "../../../test-support/render.tsx";
import { ExpiringSoon } from "./expiring-soon.tsx";
import { OverallCompletion, SectionCompletionList } from "./section-completion.tsx";

const completion = {
  personalDetails: 100,
  nextOfKin: 40,
  documents: 0,
  skillsCards: 0,
  qualifications: 0,
  bankDetails: 0,
  taxDetails: 0,
};

describe("the dashboard's panels in Polish", () => {
  it("say how complete the profile is and what to finish next, naming sections as the sidebar does", async () => {
    await showLanguage("pl");
    renderSignedIn(
      <>
        <OverallCompletion completion={completion} overall={20} layout="classic" />
        <SectionCompletionList completion={completion} layout="classic" />
      </>,
      "/dashboard",
    );
    expect(screen.getByRole("heading", { name: "Twój profil" })).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Dalej: uzupełnij sekcję „osoba do kontaktu”" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Dane osobowe – uzupełnienie" })).toHaveAttribute(
      "aria-valuetext",
      "Uzupełniono 100%",
    );
  });

  it("list what expires with its kind, urgency and date in Polish", async () => {
    await showLanguage("pl");
    renderSignedIn(
      <ExpiringSoon
        layout="classic"
        items={[
          {
            kind: "document",
            id: "d1",
            title: "Passport",
            type: "passport",
            expiry_date: "2026-03-12",
            urgency: { status: "urgent", days_left: 5, label: "Expires in 5 days" },
          },
          {
            kind: "skills_card",
            id: "c1",
            title: "CSCS Labourer (Green)",
            type: "cscs-labourer",
            expiry_date: "2026-03-20",
            urgency: { status: "urgent", days_left: 13, label: "Expires in 13 days" },
          },
        ]}
      />,
      "/dashboard",
    );
    expect(screen.getByRole("heading", { name: "Wkrótce wygasa" })).toBeInTheDocument();
    expect(screen.getByText("Pilne · Wygasa za 5 dni")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Paszport" })).toBeInTheDocument();
    // A card by its catalogue id: its colour in Polish (issue 49; the server's English name matched nothing).
    expect(screen.getByRole("link", { name: "CSCS Labourer (zielona)" })).toBeInTheDocument();
    expect(screen.getByText(/^Dokument · Ważne do 12 marca 2026$/)).toBeInTheDocument();
  });
});
