import { endpointUrl } from "@siteready/domain/endpoint";
import { formatDateIn } from "@siteready/domain/i18n";
import {
  type RightToWorkView,
  rightToWorkEndpoints,
  rightToWorkViewSchema,
} from "@siteready/domain/right-to-work";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodySentTo, jsonResponse, stubApi } from "../../test-support/fetch-stubs.ts";
import { renderSignedIn } from "../../test-support/render.tsx";
import { RightToWorkPage } from "./right-to-work.tsx";

const url = endpointUrl(rightToWorkEndpoints.get, {});

const isoDaysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const empty: RightToWorkView = { record: null, receipts: [] };

/** A saved time-limited record, checked against the API contract so it cannot drift from the server's. */
function savedView(overrides: Partial<RightToWorkView> = {}): RightToWorkView {
  return rightToWorkViewSchema.parse({
    record: {
      route: "time-limited",
      share_code: "••• ••• 9ZQ",
      share_code_generated_on: isoDaysFromToday(-10),
      share_code_expires_on: isoDaysFromToday(80),
      permission_ends_on: isoDaysFromToday(400),
      date_of_birth: "•• •• 1990",
      details: null,
      photos: [],
      attention: [],
      updated_at: new Date().toISOString(),
    },
    receipts: [],
    ...overrides,
  });
}

function stub(current: RightToWorkView) {
  return stubApi({
    [`GET ${url}`]: () => jsonResponse(200, current),
    [`PUT ${url}`]: () => jsonResponse(200, savedView()),
    [`POST ${url}/reveal`]: () => jsonResponse(200, { value: "W4B8KX9ZQ" }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RightToWorkPage", () => {
  it("says what the page is for and offers to add the record when there is none", async () => {
    stub(empty);
    renderSignedIn(<RightToWorkPage />, "/right-to-work");

    expect(await screen.findByText("You have not added your right to work yet.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Right to work" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add my right to work" })).toBeInTheDocument();
    expect(screen.getByText(/No engager has recorded a check yet/)).toBeInTheDocument();
  });

  it("says a code made for renting is the wrong one as the worker leaves the box, before sending", async () => {
    const fetchSpy = stub(empty);
    const user = userEvent.setup();
    renderSignedIn(<RightToWorkPage />, "/right-to-work");

    await user.click(await screen.findByRole("button", { name: "Add my right to work" }));
    await user.click(screen.getByRole("radio", { name: /Visa or permission with an end date/ }));
    const code = screen.getByLabelText("Share code");
    expect(code).toHaveAttribute("autocapitalize", "characters");
    expect(code).toHaveAttribute("inputmode", "text");
    const govUk = screen.getByRole("link", { name: /Get a share code on GOV.UK/ });
    expect(govUk).toHaveAttribute("href", "https://www.gov.uk/prove-right-to-work");
    expect(govUk).toHaveAttribute("target", "_blank");
    expect(govUk).toHaveTextContent("(opens in a new tab)");

    await user.type(code, "R12 345 678");
    await user.tab();
    expect(
      await screen.findByText(/This code starts with R, so it is for renting a home/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save my right to work" }));
    expect(bodySentTo(fetchSpy, "PUT", url)).toBeUndefined();
  });

  it("asks only for what the chosen route needs, and sends the code made ready for the engager", async () => {
    const fetchSpy = stub(empty);
    const user = userEvent.setup();
    renderSignedIn(<RightToWorkPage />, "/right-to-work");

    await user.click(await screen.findByRole("button", { name: "Add my right to work" }));
    await user.click(screen.getByRole("radio", { name: /British or Irish citizen/ }));
    expect(screen.queryByLabelText("Share code")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Your permission ends on")).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /Visa or permission with an end date/ }));
    const generated = isoDaysFromToday(-3);
    const ends = isoDaysFromToday(300);
    await user.type(screen.getByLabelText("Share code"), "w4b 8kx-9zq");
    await user.type(screen.getByLabelText("Date you got the code"), generated);
    await user.type(screen.getByLabelText("Your permission ends on"), ends);
    await user.type(screen.getByLabelText("Date of birth"), "1990-04-12");
    await user.click(screen.getByRole("button", { name: "Save my right to work" }));

    expect(await screen.findByText("••• ••• 9ZQ")).toBeInTheDocument();
    expect(bodySentTo(fetchSpy, "PUT", url)).toEqual({
      route: "time-limited",
      share_code: "W4B8KX9ZQ",
      share_code_generated_on: generated,
      permission_ends_on: ends,
      date_of_birth: "1990-04-12",
    });
  });

  it("shows a saved code masked, until when it works, and reveals it only when asked", async () => {
    const fetchSpy = stub(savedView());
    const user = userEvent.setup();
    renderSignedIn(<RightToWorkPage />, "/right-to-work");

    expect(await screen.findByText("••• ••• 9ZQ")).toBeInTheDocument();
    expect(screen.getByText(`Works until ${formatDateIn(isoDaysFromToday(80), "en")}`)).toBeInTheDocument();
    expect(screen.getByText("•• •• 1990")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Share my right to work/ })).toHaveAttribute(
      "href",
      "/sharing-center?share=right-to-work",
    );

    await user.click(screen.getByRole("button", { name: "Show Share code" }));
    expect(await screen.findByText("W4B8KX9ZQ")).toBeInTheDocument();
    expect(bodySentTo(fetchSpy, "POST", `${url}/reveal`)).toEqual({ field: "share_code" });
  });

  it("lists the engagers' checks, saying when the worker deleted the record after one", async () => {
    stub({
      record: null,
      receipts: [
        {
          id: "8d7b1f0e-3f4a-4d49-9c55-0d7c6fd1f0a1",
          checked_on: "2026-10-05",
          method: "home-office-online",
          outcome: "confirmed-time-limited",
          follow_up_on: "2027-03-01",
          checker_name: "Dana Price",
          organisation: "Northern Build Ltd",
          reference: null,
          recorded_at: "2026-10-05T09:00:00.000Z",
          via: "share",
          record_withdrawn_at: "2026-11-20T10:00:00.000Z",
        },
      ],
    });
    renderSignedIn(<RightToWorkPage />, "/right-to-work");

    const receipts = await screen.findByRole("region", { name: "Checks engagers did" });
    expect(
      within(receipts).getByText(
        "Right to work confirmed for a limited time: Dana Price, Northern Build Ltd, 5 Oct 2026. Home Office online check with the share code.",
      ),
    ).toBeInTheDocument();
    expect(within(receipts).getByText("Follow-up check due on 1 Mar 2027.")).toBeInTheDocument();
    expect(within(receipts).getByText("Recorded from a share link")).toBeInTheDocument();
    expect(
      within(receipts).getByText("You deleted the record on 20 Nov 2026, after this check."),
    ).toBeInTheDocument();
  });
});
