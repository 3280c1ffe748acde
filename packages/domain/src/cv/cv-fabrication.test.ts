import { describe, expect, it } from "vitest";
import { findUnsupportedMentions, type ProfileFacts } from "./cv-fabrication.ts";

const worker: ProfileFacts = {
  cardTypes: ["cscs-skilled-worker", "cpcs-competent-operator"],
  qualifications: ["NVQ Level 2 Groundworks", "City & Guilds"],
  employers: ["Northern Groundworks Ltd", "Barratt Homes"],
};

const kinds = (text: string, facts = worker) =>
  findUnsupportedMentions(text, facts).map((mention) => `${mention.kind}: ${mention.text}`);

describe("findUnsupportedMentions", () => {
  it("passes text that names only what the profile has", () => {
    expect(
      kinds(
        "Groundworker with a CSCS Skilled Worker card (blue card) and a CPCS plant ticket. Holds an NVQ Level 2 " +
          "and City and Guilds. Worked for Northern Groundworks and Barratt Homes Ltd.",
      ),
    ).toEqual([]);
  });

  it("rejects a card the worker does not hold, by name, acronym or nickname", () => {
    expect(kinds("Holds SMSTS and a CSCS gold card.")).toEqual(["card: SMSTS", "card: gold card"]);
    expect(kinds("Trained on IPAF cherry pickers.")).toEqual(["card: IPAF"]);
    expect(kinds("Qualified first aider.")).toEqual(["card: first aider"]);
  });

  it("rejects a card of another level of a scheme the worker holds", () => {
    expect(kinds("CSCS Supervisor card holder.")).toEqual(["card: CSCS Supervisor", "card: Supervisor card"]);
  });

  it("accepts a scheme recorded as a qualification or typed in as a card", () => {
    expect(kinds("SMSTS certified.", { ...worker, qualifications: ["SMSTS"] })).toEqual([]);
    expect(kinds("Has a PASMA ticket.", { ...worker, cardTypes: ["PASMA towers (typed)"] })).toEqual([]);
  });

  it("rejects a qualification, or a level of it, the profile does not have", () => {
    expect(kinds("Holds an HNC in civil engineering.")).toEqual(["qualification: HNC"]);
    expect(kinds("Holds NVQ Level 3.")).toEqual(["qualification: NVQ Level 3"]);
    expect(kinds("Completed an apprenticeship.")).toEqual(["qualification: apprenticeship"]);
  });

  it("rejects an employer that is not in the projects or inductions", () => {
    expect(kinds("Worked for Balfour Beatty PLC and Acme Civils on the M62.")).toEqual([
      "employer: Balfour Beatty PLC",
      "employer: Acme Civils",
    ]);
  });

  it("does not take a job title for a company", () => {
    expect(kinds("Reliable Skilled Construction Operative with a high degree of accuracy.")).toEqual([]);
  });
});
