import { formatDate } from "@siteready/domain/fields";
import { formatDateIn } from "@siteready/domain/i18n";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { SkillsCardFace } from "./skills-card-face.tsx";
import { isoDateInDays, skillsCard } from "./skills-card-test-data.ts";

describe("SkillsCardFace", () => {
  it("looks like the physical card: scheme band, acronym, holder, registration number and an urgent badge", () => {
    const expiry = isoDateInDays(20);
    const card = skillsCard({
      card_type: "cpcs-competent-operator",
      registration_number: "CP-0042917",
      expiry_date: expiry,
    });
    render(<SkillsCardFace card={card} holderName="Jack Smith" />);

    const band = screen.getByTestId("card-band");
    expect(band).toHaveAttribute("data-colour", "blue");
    expect(band).toHaveClass("bg-blue-700");
    expect(band).toHaveTextContent("CPCS");
    expect(screen.getByRole("heading", { name: "CPCS Competent Operator (Blue)" })).toBeInTheDocument();
    expect(screen.getByText("Jack Smith")).toBeInTheDocument();
    expect(screen.getByText("CP-0042917")).toBeInTheDocument();
    expect(screen.getByText(formatDate(expiry))).toBeInTheDocument();
    expect(screen.getByText("Urgent · Expires in 20 days")).toBeInTheDocument();
    expect(screen.getByText("Urgent · Expires in 20 days").closest("[data-urgency]")).toHaveAttribute(
      "data-urgency",
      "urgent",
    );
  });

  it("shows the photo of the front when there is one", () => {
    const card = skillsCard({
      card_type: "cscs-labourer",
      front_image_url: "/api/files/f1",
      front_thumbnail_url: "/api/files/f1/thumbnail",
    });
    render(<SkillsCardFace card={card} holderName="Jack Smith" />);
    expect(screen.getByRole("img", { name: "Front of your CSCS Labourer (Green) card" })).toHaveAttribute(
      "src",
      "/api/files/f1/thumbnail",
    );
    expect(screen.getByTestId("card-band")).toHaveAttribute("data-colour", "green");
  });

  it("names its details in Polish, the card's name as printed with its colour in Polish, the date day-month-year", async () => {
    await showLanguage("pl");
    const expiry = isoDateInDays(20);
    const card = skillsCard({
      card_type: "cpcs-competent-operator",
      registration_number: "",
      expiry_date: expiry,
    });
    render(<SkillsCardFace card={card} holderName="Łukasz Nowak" />);
    expect(screen.getByRole("heading", { name: "CPCS Competent Operator (niebieska)" })).toBeInTheDocument();
    expect(screen.getByText("Nr rej.")).toBeInTheDocument();
    expect(screen.getByText("Jeszcze nie dodano")).toBeInTheDocument();
    expect(screen.getByText("Ważna do")).toBeInTheDocument();
    expect(screen.getByText(formatDateIn(expiry, "pl"))).toBeInTheDocument();
    expect(screen.getByText("Pilne · Wygasa za 20 dni")).toBeInTheDocument();
  });
});
