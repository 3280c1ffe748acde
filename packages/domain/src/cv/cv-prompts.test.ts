import { describe, expect, it } from "vitest";
import { cvFactsMessage, cvPolishPrompt, cvPolishRules } from "./cv-prompts.ts";
import type { CvDocument } from "./cv-schemas.ts";

const projectId = "0f8d7a52-6a4e-4c55-9c51-3b8f2f6f1a11";
const cv: CvDocument = {
  name: "Sam Patel",
  contact: ["sam@example.com", "07700 900123"],
  trade: "Bricklayer",
  summary: "I lay bricks.",
  cards: [
    { title: "CSCS Skilled Worker (Blue)", registration_number: "123", expiry_date: null, expired: false },
  ],
  qualifications: [],
  projects: [
    {
      id: projectId,
      name: "Riverside flats",
      company: "Acme Build",
      role: "Bricklayer",
      start_date: "2025-01-01",
      end_date: null,
      description: "Walls.",
    },
  ],
  inductions: [],
  competence: [],
  driving_licence: false,
  right_to_work: false,
};

describe("cv polish prompts", () => {
  it("tell the AI to use only the facts given", () => {
    expect(cvPolishRules).toContain("Use only the facts given");
  });

  it("send the trade, cards and qualifications, and nothing personal", () => {
    const facts = cvFactsMessage(cv);
    expect(facts).toBe(
      "Trade: Bricklayer\nCards and tickets held: CSCS Skilled Worker (Blue)\nQualifications held: none",
    );
    expect(facts).not.toContain("sam@example.com");
  });

  it("improve the summary within 80 words", () => {
    const prompt = cvPolishPrompt(cv, { target: "summary" });
    expect(prompt?.original).toBe("I lay bricks.");
    expect(prompt?.message).toContain("at most 80 words");
    expect(prompt?.message).toContain("Summary:\nI lay bricks.");
  });

  it("improve one project's description within 60 words, with only that project's facts", () => {
    const prompt = cvPolishPrompt(cv, { target: "project", project_id: projectId });
    expect(prompt?.original).toBe("Walls.");
    expect(prompt?.message).toContain("at most 60 words");
    expect(prompt?.message).toContain("Project: Riverside flats\nRole: Bricklayer\nCompany: Acme Build");
    expect(prompt?.message).not.toContain("CSCS");
  });

  it("answer null for a project that is not on the CV", () => {
    expect(cvPolishPrompt(cv, { target: "project", project_id: crypto.randomUUID() })).toBeNull();
  });

  it("rewrite the summary for a job advert with the work history", () => {
    const prompt = cvPolishPrompt(cv, { target: "job_advert", job_advert: "Bricklayer wanted in Leeds" });
    expect(prompt?.message).toContain("Work history:\nBricklayer, Riverside flats, Acme Build");
    expect(prompt?.message).toContain("Job advert:\nBricklayer wanted in Leeds");
  });
});
