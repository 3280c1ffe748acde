import { buildDraft, draftStorageKey } from "@siteready/domain/drafts";
import type { SkillsCardView as SkillsCard } from "@siteready/domain/profile";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SavedNotice } from "../../../components/ui/saved-notice.tsx";
import { bodySentTo, jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { testUser as profileTestUser, renderSignedIn } from "../../../test-support/render.tsx";
import { isoDateInDays, skillsCard } from "./skills-card-test-data.ts";
import { SkillsCardWallet } from "./skills-card-wallet.tsx";

const listUrl = "/api/profile/skills-cards";

describe("SkillsCardWallet", () => {
  afterEach(() => vi.restoreAllMocks());

  it("explains the section and offers 'Add your first card' when there are no cards", async () => {
    stubApi({ [`GET ${listUrl}`]: () => jsonResponse(200, []) });
    const user = userEvent.setup();
    renderSignedIn(<SkillsCardWallet holderName="Jack Smith" gateToggle={() => null} />, "/skills-cards");

    expect(await screen.findByText(/site gate/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add your first card" }));
    expect(screen.getByRole("heading", { name: "Add a card" })).toHaveFocus();
    expect(screen.getByRole("combobox", { name: "Card type" })).toBeInTheDocument();
  });

  it("adds a card picked by typing 'cpcs', then offers front and back photo uploads", async () => {
    const expiry = isoDateInDays(20);
    const created = skillsCard({
      id: "new-card",
      card_type: "cpcs-competent-operator",
      registration_number: "CP-0042917",
      expiry_date: expiry,
    });
    let saved: SkillsCard[] = [];
    const fetchSpy = stubApi({
      [`GET ${listUrl}`]: () => jsonResponse(200, saved),
      [`POST ${listUrl}`]: () => {
        saved = [created];
        return jsonResponse(201, created);
      },
    });
    const user = userEvent.setup();
    renderSignedIn(<SkillsCardWallet holderName="Jack Smith" gateToggle={() => null} />, "/skills-cards");

    await user.click(await screen.findByRole("button", { name: "Add your first card" }));
    await user.type(screen.getByRole("combobox", { name: "Card type" }), "cpcs");
    await user.click(await screen.findByRole("option", { name: /CPCS Competent Operator \(Blue\)/ }));
    await user.type(screen.getByLabelText("Registration number"), "CP-0042917");
    await user.type(screen.getByLabelText("Expiry date"), expiry);
    await user.click(screen.getByRole("button", { name: "Save card" }));

    expect(await screen.findByRole("heading", { name: "Photos of the card" })).toHaveFocus();
    expect(bodySentTo(fetchSpy, "POST", listUrl)).toEqual({
      card_type: "cpcs-competent-operator",
      registration_number: "CP-0042917",
      expiry_date: expiry,
    });
    for (const side of ["Front of the card", "Back of the card"]) {
      const photo = screen.getByRole("group", { name: side });
      expect(within(photo).getByLabelText("Take a photo")).toHaveAttribute("type", "file");
      expect(within(photo).getByLabelText("Choose from gallery")).toHaveAttribute("type", "file");
    }

    const wallet = screen.getByRole("list", { name: "Your cards" });
    expect(within(wallet).getByText("Urgent · Expires in 20 days")).toBeInTheDocument();
    expect(wallet.querySelector("#card-new-card")).not.toBeNull();
  });

  it("changes a card's expiry through Edit: says Saved, closes the form and puts the focus on the card", async () => {
    const card = skillsCard({ id: "c7", card_type: "cscs-labourer", expiry_date: isoDateInDays(20) });
    const renewed = isoDateInDays(1800);
    let saved = [card];
    const fetchSpy = stubApi({
      [`GET ${listUrl}`]: () => jsonResponse(200, saved),
      [`PUT ${listUrl}/c7`]: () => {
        saved = [skillsCard({ ...card, expiry_date: renewed })];
        return jsonResponse(200, saved[0]);
      },
    });
    const user = userEvent.setup();
    renderSignedIn(
      <>
        <SkillsCardWallet holderName="Jack Smith" gateToggle={() => null} />
        <SavedNotice />
      </>,
      "/skills-cards",
    );

    const article = await screen.findByRole("article", { name: "CSCS Labourer (Green)" });
    await user.click(within(article).getByRole("button", { name: "Edit" }));
    const form = screen.getByRole("form", { name: "Change card details" });
    // The same form changes the photos.
    expect(screen.getByRole("group", { name: "Front of the card" })).toBeInTheDocument();
    await user.clear(within(form).getByLabelText("Expiry date"));
    await user.type(within(form).getByLabelText("Expiry date"), renewed);
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Saved");
    expect(screen.queryByRole("form", { name: "Change card details" })).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole("article", { name: "CSCS Labourer (Green)" })).toHaveFocus(),
    );
    expect(bodySentTo(fetchSpy, "PUT", `${listUrl}/c7`)).toMatchObject({ expiry_date: renewed });
  });

  it("offers back a half-filled card from an earlier visit", async () => {
    const draft = buildDraft(
      "skillsCard",
      { card_type: "cscs-labourer", registration_number: "778899", issue_date: "", expiry_date: "" },
      new Date(),
    );
    localStorage.setItem(draftStorageKey(profileTestUser.id, "skillsCard"), JSON.stringify(draft));
    stubApi({ [`GET ${listUrl}`]: () => jsonResponse(200, []) });
    const user = userEvent.setup();
    renderSignedIn(<SkillsCardWallet holderName="Jack Smith" gateToggle={() => null} />, "/skills-cards");

    await user.click(await screen.findByRole("button", { name: "Add your first card" }));
    expect(screen.getByText(/You have unsaved changes/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(screen.getByRole("combobox", { name: "Card type" })).toHaveValue("CSCS Labourer (Green)");
    expect(screen.getByLabelText("Registration number")).toHaveValue("778899");
  });

  it("gives each card the anchor reminder e-mails link to, and asks before deleting", async () => {
    const card = skillsCard({ id: "c42", card_type: "cscs-labourer" });
    let saved = [card];
    const fetchSpy = stubApi({
      [`GET ${listUrl}`]: () => jsonResponse(200, saved),
      [`DELETE ${listUrl}/c42`]: () => {
        saved = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderSignedIn(<SkillsCardWallet holderName="Jack Smith" gateToggle={() => null} />, "/skills-cards");

    const article = await screen.findByRole("article", { name: "CSCS Labourer (Green)" });
    expect(article).toHaveAttribute("id", "card-c42");

    await user.click(within(article).getByRole("button", { name: "Delete" }));
    expect(fetchSpy).not.toHaveBeenCalledWith(`${listUrl}/c42`, expect.anything());
    await user.click(within(article).getByRole("button", { name: "Yes, delete card" }));
    expect(await screen.findByRole("button", { name: "Add your first card" })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(`${listUrl}/c42`, expect.objectContaining({ method: "DELETE" }));
  });
});
