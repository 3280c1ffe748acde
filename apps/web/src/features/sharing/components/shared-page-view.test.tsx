import { toIsoDate } from "@siteready/domain/fields";
import type { MessageRef } from "@siteready/domain/i18n";
import { type SharedPage, shareMessages } from "@siteready/domain/sharing";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { createQueryClient } from "../../../lib/query-client.ts";
import { SharedPageView } from "./shared-page-view.tsx";

const expiresIn12Days = toIsoDate(new Date(Date.now() + 12 * 86_400_000));

const shown: SharedPage = {
  state: "shown",
  view_id: "7c1b8a52-5d2e-4f7a-9c1e-2b3d4e5f6a7b",
  holder_name: "Jamie O'Brien",
  recipient_label: "Acme Build — site office",
  expires_at: "2030-01-08T10:00:00.000Z",
  note: { key: "sharing.page.selfDeclared" },
  items: [
    {
      kind: "skills-card",
      title: "CSCS Labourer (Green)",
      type: "cscs-labourer",
      number: "CSCS-5521-0087",
      lines: [{ key: "sharing.fact.expires", values: { date: expiresIn12Days } }],
      expiry_date: expiresIn12Days,
      urgency: "urgent",
      status: { key: "sharing.status.expiringIn", values: { days: 12 } },
      verification: null,
      photos: [
        { id: "1d4b1c55-7a0e-4c8e-9a51-0c2f4d6e8a11", side: "front", width: 1200, height: 757 },
        { id: "2e5c2d66-8b1f-4d9f-8b62-1d3a5e7f9b22", side: "back", width: null, height: null },
      ],
    },
  ],
  delete_by: null,
  delete_requested_at: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
/** An error in the server's one error shape: the English and the message by key. */
const failure = (status: number, code: string, category: string, message: string, messageRef: MessageRef) =>
  json(status, { code, category, severity: "low", message, errorId: "test-error", messageRef });

/** The share API as the server answers it: a PIN of 4821, or a link that has ended; photos as small WebP files. */
function stubShareApi({ ended = false } = {}) {
  const bodies: Array<Record<string, unknown>> = [];
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
      bodies.push(body);
      urls.push(String(input));
      if (ended)
        return failure(404, "NOT_FOUND", "not_found", shareMessages.ended, {
          key: "sharing.message.ended",
        });
      if (body.pin === undefined) return json(200, { state: "pin-required" });
      if (body.pin !== "4821")
        return failure(403, "FORBIDDEN", "authorization", shareMessages.wrongPin, {
          key: "sharing.message.wrongPin",
        });
      if (String(input) === "/api/shared/photo") {
        return new Response(new Blob(["webp"]), { headers: { "content-type": "image/webp" } });
      }
      return json(200, shown);
    }),
  );
  return Object.assign(bodies, { urls });
}

function renderPage(token = "a-share-token-that-is-long-enough-0123456789") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SharedPageView token={token} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("SharedPageView", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the PIN first, says when it is wrong, then shows the shared card and its status in words", async () => {
    const bodies = stubShareApi();
    const user = renderPage();
    const pin = await screen.findByRole("textbox", { name: "PIN" });
    expect(screen.queryByText("CSCS-5521-0087")).toBeNull();

    await user.type(pin, "0000");
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText(shareMessages.wrongPin)).toBeVisible();

    await user.clear(screen.getByRole("textbox", { name: "PIN" }));
    await user.type(screen.getByRole("textbox", { name: "PIN" }), "4821");
    await user.click(screen.getByRole("button", { name: "Open" }));
    const records = await screen.findByRole("list", { name: "Shared records" });
    const card = within(records).getByRole("article", { name: "CSCS Labourer (Green)" });
    expect(within(card).getByText("CSCS-5521-0087")).toBeVisible();
    expect(within(card).getByText("Urgent · Expires in 12 days")).toBeVisible();
    expect(screen.getByText("Jamie O'Brien")).toBeVisible();
    expect(
      screen.getByText("Self-declared by the holder — check CSCS cards on CSCS Smart Check."),
    ).toBeVisible();
    // The token only ever travels in the body.
    expect(bodies.every((body) => typeof body.token === "string")).toBe(true);
  });

  it("shows the card's front and back, fetched with the token and PIN in the body at a fixed width", async () => {
    const bodies = stubShareApi();
    vi.spyOn(URL, "createObjectURL").mockReturnValueOnce("blob:front").mockReturnValueOnce("blob:back");
    // Each photo's place is near the screen as soon as it is watched; until then nothing is fetched.
    const watched: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly seen: IntersectionObserverCallback) {}
        observe(target: Element) {
          watched.push(target);
          this.seen([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    const user = renderPage();
    await user.type(await screen.findByRole("textbox", { name: "PIN" }), "4821");
    await user.click(screen.getByRole("button", { name: "Open" }));
    const card = await screen.findByRole("article", { name: "CSCS Labourer (Green)" });
    expect(await within(card).findByRole("img", { name: "Front of CSCS Labourer (Green)" })).toHaveAttribute(
      "src",
      "blob:front",
    );
    expect(await within(card).findByRole("img", { name: "Back of CSCS Labourer (Green)" })).toBeVisible();
    expect(within(card).getByText("Front")).toBeVisible();
    const photoCalls = bodies.filter((_, index) => bodies.urls[index] === "/api/shared/photo");
    expect(photoCalls).toEqual([
      expect.objectContaining({
        pin: "4821",
        photo_id: shown.state === "shown" && shown.items[0]?.photos[0]?.id,
      }),
      expect.objectContaining({
        pin: "4821",
        photo_id: shown.state === "shown" && shown.items[0]?.photos[1]?.id,
      }),
    ]);
    for (const call of photoCalls) {
      expect(call.token).toBe("a-share-token-that-is-long-enough-0123456789");
      expect([160, 320, 640, 960, 1280]).toContain(call.width);
    }
    expect(bodies.urls.every((url) => !url.includes("a-share-token"))).toBe(true);
    expect(watched).toHaveLength(2);
  });

  it("shows an ended link plainly, with no data", async () => {
    stubShareApi({ ended: true });
    renderPage();
    expect(await screen.findByRole("heading", { name: "This link has ended" })).toBeVisible();
    expect(screen.getByText(shareMessages.ended)).toBeVisible();
    expect(screen.queryByRole("list", { name: "Shared records" })).toBeNull();
  });

  it("says so when the link has no token at all", () => {
    renderPage("");
    expect(screen.getByText(/This link has nothing shared in it/)).toBeVisible();
  });
});

describe("a shared CV", () => {
  it("is offered as its own download, fetched with the link's token in the body", async () => {
    const cvItem = {
      kind: "cv",
      title: "Construction CV",
      type: null,
      number: null,
      lines: [{ key: "sharing.fact.cvOnDownload" }],
      expiry_date: null,
      urgency: "unknown",
      status: { key: "sharing.status.alwaysUpToDate" },
      photos: [],
    } as const;
    const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push({ url, body: JSON.parse(String(init?.body ?? "{}")) });
        if (url === "/api/shared/cv")
          return new Response(new Blob(["%PDF-1.7"]), { headers: { "content-type": "application/pdf" } });
        return json(200, { ...shown, items: [cvItem] });
      }),
    );
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:cv");
    const user = renderPage("a-share-token-that-is-long-enough-0123456789");
    const cv = await screen.findByRole("article", { name: "CV" });
    expect(within(cv).getByText("Always up to date")).toBeInTheDocument();
    // A share of the CV alone has no records for a compliance pack.
    expect(screen.queryByRole("button", { name: "Download compliance pack (PDF)" })).toBeNull();
    await user.click(within(cv).getByRole("button", { name: "Download CV (PDF)" }));
    await vi.waitFor(() => expect(calls.map((call) => call.url)).toContain("/api/shared/cv"));
    expect(calls.find((call) => call.url === "/api/shared/cv")?.body).toEqual({
      token: "a-share-token-that-is-long-enough-0123456789",
      view_id: shown.state === "shown" ? shown.view_id : "",
    });
  });
});

describe("SharedPageView in the viewer's language (issue #38)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the PIN and says a wrong one in Polish; each record's kind, name, status and facts are in Polish too", async () => {
    await showLanguage("pl");
    stubShareApi();
    const user = renderPage();
    expect(await screen.findByRole("heading", { name: "Wpisz PIN" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("PIN"), "1111");
    await user.click(screen.getByRole("button", { name: "Otwórz" }));
    expect(
      await screen.findByText(
        "Ten PIN jest nieprawidłowy. Sprawdź go u osoby, która udostępniła link, i spróbuj jeszcze raz.",
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText("PIN"));
    await user.type(screen.getByLabelText("PIN"), "4821");
    await user.click(screen.getByRole("button", { name: "Otwórz" }));
    expect(await screen.findByText("Udostępnia")).toBeInTheDocument();
    const records = screen.getByRole("list", { name: "Udostępnione dokumenty" });
    const card = within(records).getByRole("article", { name: "CSCS Labourer (zielona)" });
    expect(within(card).getByText("Karta uprawnień")).toBeInTheDocument();
    expect(within(card).getByText(/Numer rejestracyjny/)).toBeInTheDocument();
    expect(within(card).getByText("Pilne · Wygasa za 12 dni")).toBeInTheDocument();
    expect(within(card).getByText(/^Ważne do \d{1,2} [a-ząćęłńóśźż]+ \d{4}$/)).toBeInTheDocument();
    expect(within(records).queryByText(/Skills card|Expires|Expiring/)).toBeNull();
    expect(screen.getByRole("button", { name: "Pobierz pakiet dokumentów (PDF)" })).toBeInTheDocument();
  });
});

/** A share that asks for a code e-mailed to j•••@acme.co.uk: 482913 is right, 000000 wrong, 999999 locks. */
function stubCodeShareApi({ usedUp = false } = {}) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
      calls.push({ url, body });
      if (usedUp)
        return failure(403, "FORBIDDEN", "authorization", shareMessages.viewLimitReached, {
          key: "sharing.message.viewLimitReached",
        });
      if (url === "/api/shared/code")
        return json(200, { email: "j•••@acme.co.uk", resend_after_seconds: 60 });
      if (url === "/api/shared/code/check") {
        if (body.code === "482913") return json(200, { pass: "pass-1", expires_at: "2030-01-01T00:00:00Z" });
        if (body.code === "999999")
          return failure(429, "RATE_LIMITED", "client", shareMessages.codeLocked, {
            key: "sharing.message.codeLocked",
          });
        return failure(403, "FORBIDDEN", "authorization", shareMessages.wrongCode, {
          key: "sharing.message.wrongCode",
        });
      }
      if (url === "/api/shared/photo") {
        return new Response(new Blob(["webp"]), { headers: { "content-type": "image/webp" } });
      }
      if (body.pass !== "pass-1") return json(200, { state: "code-required", email: "j•••@acme.co.uk" });
      return json(200, {
        ...shown,
        delete_by: "2026-12-31",
        delete_requested_at: "2026-12-05T09:00:00.000Z",
      });
    }),
  );
  return calls;
}

describe("SharedPageView: shares with more control (issue 51)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a code sent to the masked address, says a wrong one, then opens with the pass on every call", async () => {
    const calls = stubCodeShareApi();
    const user = renderPage();
    expect(await screen.findByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
    expect(screen.getByText(/asked for a code sent to j•••@acme\.co\.uk/)).toBeVisible();
    expect(screen.queryByText("CSCS-5521-0087")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(
      await screen.findByText("We sent a 6-digit code to j•••@acme.co.uk. It works for 10 minutes."),
    ).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: "Code from the e-mail" }), "000000");
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText(shareMessages.wrongCode)).toBeVisible();

    await user.clear(screen.getByRole("textbox", { name: "Code from the e-mail" }));
    await user.type(screen.getByRole("textbox", { name: "Code from the e-mail" }), "482913");
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("CSCS-5521-0087")).toBeVisible();
    expect(
      screen.getByText("Please delete any copy of these records you keep by 31 Dec 2026."),
    ).toBeVisible();
    expect(
      screen.getByText("On 5 Dec 2026 the holder asked you to delete any copy of these records you keep."),
    ).toBeVisible();
    expect(calls.find((call) => call.url === "/api/shared/code/check")?.body).toMatchObject({
      code: "000000",
      token: "a-share-token-that-is-long-enough-0123456789",
    });
    expect(calls.at(-1)?.body).toMatchObject({ pass: "pass-1" });
  });

  it("says in words that code entry is locked after too many wrong codes", async () => {
    stubCodeShareApi();
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "Send me a code" }));
    await user.type(await screen.findByRole("textbox", { name: "Code from the e-mail" }), "999999");
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText(shareMessages.codeLocked)).toBeVisible();
    expect(screen.queryByText("CSCS-5521-0087")).toBeNull();
  });

  it("says a link used up by its view limit is used up, with no data", async () => {
    stubCodeShareApi({ usedUp: true });
    renderPage();
    expect(await screen.findByRole("heading", { name: "This link has been used up" })).toBeVisible();
    expect(screen.getByText(shareMessages.viewLimitReached)).toBeVisible();
    expect(screen.queryByRole("list", { name: "Shared records" })).toBeNull();
  });

  it("asks for the code in Polish", async () => {
    await showLanguage("pl");
    stubCodeShareApi();
    renderPage();
    expect(await screen.findByRole("heading", { name: "Potwierdź swój e-mail" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Wyślij mi kod" })).toBeVisible();
    await showLanguage("en");
  });

  it("under a shared right to work, links to GOV.UK's check and records the check the engager did, with its PDF", async () => {
    const sent: Array<{ url: string; body: Record<string, unknown> }> = [];
    const page: SharedPage = {
      ...shown,
      items: [
        {
          kind: "right-to-work",
          title: "Right to work",
          type: null,
          number: "W4B 8KX 9ZQ",
          lines: [{ key: "rightToWork.shared.dateOfBirth", values: { date: "1990-04-12" } }],
          expiry_date: null,
          urgency: "unknown",
          status: { key: "sharing.status.noExpiry" },
          verification: null,
          photos: [],
        },
      ],
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
        sent.push({ url: String(input), body });
        if (String(input) === "/api/shared/right-to-work/receipts") {
          return json(201, {
            id: "8d7b1f0e-3f4a-4d49-9c55-0d7c6fd1f0a1",
            ...(body.receipt as object),
            organisation: null,
            reference: null,
            recorded_at: "2026-10-05T09:00:00.000Z",
            via: "share",
            record_withdrawn_at: null,
          });
        }
        return json(200, page);
      }),
    );
    const user = renderPage();
    const item = await screen.findByRole("article", { name: "Right to work" });
    expect(within(item).getByText("Date of birth: 12 Apr 1990")).toBeVisible();
    expect(within(item).getByRole("link", { name: /Check it on GOV.UK/ })).toHaveAttribute(
      "href",
      "https://www.gov.uk/view-right-to-work",
    );
    expect(within(item).getByText(/This is the worker's own proof, not a check/)).toBeVisible();

    const today = toIsoDate(new Date());
    expect(within(item).getByLabelText("Date of the check")).toHaveValue(today);
    await user.click(
      within(item).getByRole("radio", { name: "Home Office online check with the share code" }),
    );
    await user.click(within(item).getByRole("radio", { name: "Right to work confirmed for a limited time" }));
    await user.type(within(item).getByLabelText("Your name"), "Dana Price");
    await user.click(within(item).getByRole("button", { name: "Record the check" }));
    // A limited time needs the date of the follow-up check, said before anything is sent.
    expect(await within(item).findByText(/needs a follow-up date/)).toBeVisible();
    expect(sent.some((call) => call.url === "/api/shared/right-to-work/receipts")).toBe(false);

    const followUp = toIsoDate(new Date(Date.now() + 200 * 86_400_000));
    await user.type(within(item).getByLabelText("Follow-up check due on"), followUp);
    await user.click(within(item).getByRole("button", { name: "Record the check" }));
    expect(await within(item).findByText("Check recorded. The worker can see it.")).toBeVisible();
    expect(sent.find((call) => call.url === "/api/shared/right-to-work/receipts")?.body).toEqual({
      token: "a-share-token-that-is-long-enough-0123456789",
      receipt: {
        checked_on: today,
        method: "home-office-online",
        outcome: "confirmed-time-limited",
        follow_up_on: followUp,
        checker_name: "Dana Price",
      },
    });
    expect(within(item).getByRole("button", { name: "Download the PDF for your files" })).toBeVisible();
  });
});
