import { type ShareableItem, shareMessages } from "@siteready/domain/sharing";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { createQueryClient } from "../../../lib/query-client.ts";
import { ShareForm } from "./share-form.tsx";

const cardId = "5b0e7f62-3c1a-4d7e-9f00-0c2a7e1b9d11";
const shareable: ShareableItem[] = [
  {
    kind: "skills-card",
    id: cardId,
    label: "CSCS Labourer (Green)",
    type: "cscs-labourer",
    detail: {
      key: "sharing.detail.numberAndStatus",
      values: { number: "CSCS-5521", status: { key: "sharing.status.valid" } },
    },
    private: false,
  },
  {
    kind: "skills-card",
    id: "6b0e7f62-3c1a-4d7e-9f00-0c2a7e1b9d12",
    label: "CPCS",
    // A card the worker typed in: its type is what they typed.
    type: "CPCS",
    detail: null,
    private: false,
  },
  {
    kind: "ni-number",
    id: null,
    label: "National Insurance number",
    type: null,
    detail: null,
    private: true,
  },
  {
    kind: "right-to-work",
    id: null,
    label: "Right to work",
    type: null,
    detail: null,
    private: true,
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function stubApi() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return json(201, { id: "share-1", recipient_label: "Acme", items: [] });
      }
      if (String(input).endsWith("/api/shares/shareable-items")) return json(200, { items: shareable });
      return json(404, { code: "NOT_FOUND", message: "Not found" });
    }),
  );
  return posted;
}

function renderForm(preselect?: ShareableItem["kind"]) {
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShareForm preselect={preselect} onCreated={onCreated} onCancel={() => undefined} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onCreated };
}

describe("ShareForm", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends exactly the ticked items, for 7 days by default", async () => {
    const posted = stubApi();
    const { user, onCreated } = renderForm();
    await user.type(await screen.findByLabelText("Who is it for?"), "Acme Build — site office");
    await user.click(screen.getByRole("checkbox", { name: /CSCS Labourer/ }));
    expect(screen.getByRole("radio", { name: "7 days" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Create share link" }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted).toEqual([
      expect.objectContaining({
        recipient_label: "Acme Build — site office",
        items: [{ kind: "skills-card", id: cardId }],
        expiry: "7",
        private_confirmed: false,
        language: "en",
      }),
    ]);
  });

  it("makes the pack and the CV in the language the worker chooses for them", async () => {
    const posted = stubApi();
    const { user, onCreated } = renderForm();
    await user.type(await screen.findByLabelText("Who is it for?"), "Budimex — biuro budowy");
    await user.click(screen.getByRole("checkbox", { name: /CSCS Labourer/ }));
    expect(screen.getByRole("combobox", { name: "Language of the documents" })).toHaveValue("en");
    await user.selectOptions(screen.getByRole("combobox", { name: "Language of the documents" }), "Polski");
    await user.click(screen.getByRole("button", { name: "Create share link" }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted).toEqual([expect.objectContaining({ language: "pl" })]);
  });

  it("keeps private details apart under a warning, and sends them only once confirmed", async () => {
    const posted = stubApi();
    const { user } = renderForm();
    await user.type(await screen.findByLabelText("Who is it for?"), "Acme payroll");
    expect(screen.getByText(shareMessages.privateWarning)).toBeVisible();
    await user.click(screen.getByRole("checkbox", { name: "National Insurance number" }));
    await user.click(screen.getByRole("button", { name: "Create share link" }));
    expect(
      await screen.findByText("Tick the box to confirm you want to share these private details"),
    ).toBeVisible();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole("checkbox", { name: /I understand/ }));
    await user.click(screen.getByRole("button", { name: "Create share link" }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ items: [{ kind: "ni-number" }], private_confirmed: true });
  });

  it("needs at least one item", async () => {
    const posted = stubApi();
    const { user } = renderForm();
    await user.type(await screen.findByLabelText("Who is it for?"), "Acme");
    await user.click(screen.getByRole("button", { name: "Create share link" }));
    expect(await screen.findByText("Choose at least one thing to share")).toBeVisible();
    expect(posted).toEqual([]);
  });

  // Issue 49: the items came as the server's English, translated by matching it; a card's name matched nothing.
  it("names the items by their type and kind in the reader's language", async () => {
    await showLanguage("pl");
    stubApi();
    renderForm();
    expect(await screen.findByRole("checkbox", { name: /^CSCS Labourer \(zielona\)/ })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /^CPCS/ })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Numer National Insurance (NI)" })).toBeInTheDocument();
  });
});

describe("ShareForm: more control (issue 51)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the options under a disclosure, and sends a view limit, the recipient's address, the code tick and a delete-by date", async () => {
    const posted = stubApi();
    const { user, onCreated } = renderForm();
    await user.type(await screen.findByLabelText("Who is it for?"), "Acme Build — gate");
    await user.click(screen.getByRole("checkbox", { name: /CSCS Labourer/ }));
    const more = screen.getByText("More control");
    expect(screen.getByLabelText(/Most times it can be opened/)).not.toBeVisible();
    await user.click(more);
    await user.type(screen.getByLabelText(/Most times it can be opened/), "2");
    // The code tick comes with an address only.
    expect(screen.queryByRole("checkbox", { name: /Ask for a code/ })).toBeNull();
    await user.type(screen.getByLabelText(/Their e-mail/), "jo@acme.co.uk");
    await user.click(screen.getByRole("checkbox", { name: /Ask for a code sent to this address/ }));
    await user.type(screen.getByLabelText(/delete their copy by/), "2026-12-31");
    await user.click(screen.getByRole("button", { name: "Create share link" }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted).toEqual([
      expect.objectContaining({
        max_views: 2,
        recipient_email: "jo@acme.co.uk",
        verify_recipient: true,
        delete_by: "2026-12-31",
      }),
    ]);
  });

  it("sends none of them when left alone", async () => {
    const posted = stubApi();
    const { user, onCreated } = renderForm();
    await user.type(await screen.findByLabelText("Who is it for?"), "Acme");
    await user.click(screen.getByRole("checkbox", { name: /CSCS Labourer/ }));
    await user.click(screen.getByRole("button", { name: "Create share link" }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({ verify_recipient: false });
    expect(posted[0]).not.toHaveProperty("max_views");
    expect(posted[0]).not.toHaveProperty("recipient_email");
    expect(posted[0]).not.toHaveProperty("delete_by");
  });

  it("refuses a view limit out of range, opening the disclosure to say so", async () => {
    const posted = stubApi();
    const { user } = renderForm();
    await user.type(await screen.findByLabelText("Who is it for?"), "Acme");
    await user.click(screen.getByRole("checkbox", { name: /CSCS Labourer/ }));
    await user.click(screen.getByText("More control"));
    await user.type(screen.getByLabelText(/Most times it can be opened/), "101");
    await user.click(screen.getByText("More control"));
    await user.click(screen.getByRole("button", { name: "Create share link" }));
    expect(await screen.findByText("Choose a whole number from 1 to 100")).toBeVisible();
    expect(posted).toEqual([]);
  });

  it("comes with the right-to-work record ticked when the worker came to share it", async () => {
    const posted = stubApi();
    const { user } = renderForm("right-to-work");
    const rightToWork = await screen.findByRole("checkbox", {
      name: "Right to work",
    });
    expect(rightToWork).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /National Insurance number/ })).not.toBeChecked();
    await user.type(screen.getByLabelText("Who is it for?"), "Northern Build");
    await user.click(screen.getByRole("checkbox", { name: /I understand/ }));
    await user.click(screen.getByRole("button", { name: "Create share link" }));
    expect(posted[0]).toMatchObject({ items: [{ kind: "right-to-work" }] });
  });
});
