import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { cvFileName, cvPlainText, cvSections } from "./cv.ts";
import type { CvDocument } from "./cv-schemas.ts";

const cv: CvDocument = {
  name: "Jo Bloggs",
  contact: ["jo@example.com", "Leeds"],
  trade: "Groundworker",
  summary: "Groundworker with eight years on housing sites.",
  cards: [
    {
      title: "CSCS Skilled Worker (Blue)",
      registration_number: "12345678",
      expiry_date: "2029-01-31",
      expired: false,
    },
    {
      title: "NPORS Operator (Traditional)",
      registration_number: "N998",
      expiry_date: "2024-02-01",
      expired: true,
    },
  ],
  qualifications: [],
  projects: [
    {
      id: "p1",
      name: "Kirkstall Road flats",
      company: "Northern Groundworks Ltd",
      role: "Groundworker",
      start_date: "2025-03-01",
      end_date: null,
      description: "Drainage and footings.",
    },
  ],
  inductions: [{ site_name: "Holbeck", company_name: "Barratt Homes", induction_date: "2025-02-10" }],
  competence: [],
  driving_licence: true,
  right_to_work: false,
};

describe("the CV layout", () => {
  it("lists sections in order and leaves empty ones out", () => {
    expect(cvSections(cv).map((section) => section.heading)).toEqual([
      "Profile",
      "Cards and tickets",
      "Sites and projects",
      "Site inductions",
      "Other information",
    ]);
  });

  it("shows a card's number and whether it is valid", () => {
    const cards = cvSections(cv).find((section) => section.heading === "Cards and tickets");
    expect(cards?.entries.map((entry) => entry.detail)).toEqual([
      "Reg. no. 12345678 · Valid to 31 Jan 2029",
      "Reg. no. N998 · Expired 1 Feb 2024",
    ]);
  });

  it("writes plain text with the header, an ongoing project and its description", () => {
    const text = cvPlainText(cv);
    expect(text).toContain("Jo Bloggs\nGroundworker · jo@example.com · Leeds\n");
    expect(text).toContain(
      "Kirkstall Road flats\n  Groundworker · Northern Groundworks Ltd · 1 Mar 2025 – present\n  Drainage and footings.",
    );
  });

  it("says headings and fixed words in the document's language, and what the worker wrote as written", () => {
    const words = { language: "bg", catalogue: catalogues.bg } as const;
    const sections = cvSections({ ...cv, driving_licence: true }, words);
    expect(sections.map((section) => section.heading)).toEqual([
      "За мен",
      "Карти и удостоверения",
      "Обекти и проекти",
      "Инструктажи на обекти",
      "Друга информация",
    ]);
    expect(sections[1]?.entries[0]).toEqual({
      title: "CSCS Skilled Worker (Blue)",
      detail: expect.stringMatching(/^Рег\. № 12345678 · Валидна до 31 януари 2029\sг\.$/),
    });
    expect(sections[4]?.entries).toEqual([{ title: "Имам шофьорска книжка" }]);
    expect(cvPlainText(cv, words)).toContain(
      "Kirkstall Road flats\n  Groundworker · Northern Groundworks Ltd · 1 ",
    );
  });

  it("lists training and competence, saying in words who confirmed an entry and saying nothing of the others", () => {
    const withTraining: CvDocument = {
      ...cv,
      competence: [
        {
          kind: "toolbox_talk",
          title: "Working at height",
          provider: "Northern Groundworks Ltd",
          date: "2026-11-03",
          hours: 0.5,
          confirmed_by: { name: "Sam Lee", email: "sam.lee@northern.test", at: "2026-11-05T09:12:00.000Z" },
        },
        {
          kind: "cpd",
          title: "Drainage design basics",
          provider: null,
          date: "2026-06-01",
          hours: 6,
          confirmed_by: null,
        },
      ],
    };
    const section = cvSections(withTraining).find((each) => each.heading === "Training and competence");
    expect(section?.entries).toEqual([
      {
        title: "Working at height",
        detail: "Toolbox talk · Northern Groundworks Ltd · 3 Nov 2026 · 0.5 hours",
        text: "Confirmed by Sam Lee (s•••@northern.test) on 5 Nov 2026",
      },
      { title: "Drainage design basics", detail: "CPD · 1 Jun 2026 · 6 hours" },
    ]);
    const polish = cvSections(withTraining, { language: "pl", catalogue: catalogues.pl });
    expect(polish.find((each) => each.heading === "Szkolenia i kompetencje")?.entries[0]?.text).toBe(
      "Potwierdzone przez: Sam Lee (s•••@northern.test), 5 listopada 2026",
    );
  });

  it("names the file after the worker with only safe characters", () => {
    expect(cvFileName("Jo Bloggs", "pdf")).toBe("Jo Bloggs CV.pdf");
    expect(cvFileName('Jo "/" Bloggs', "docx")).toBe("Jo  Bloggs CV.docx");
    expect(cvFileName("", "txt")).toBe("My CV.txt");
  });
});
