import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { isKeptOffline } from "./offline-copy.ts";

describe("the device copy", () => {
  it("keeps only the signed-in state, the wallet and the gate's registers, never bank, tax or other pages' data", () => {
    const client = new QueryClient();
    client.setQueryData(["session"], { user: { id: "u1" } });
    client.setQueryData(["wallet"], { items: [] });
    client.setQueryData(["gate-register", "Riverside Plot 4"], { on_site: [], sign_ins: [] });
    client.setQueryData(["profile", "bank-details"], { account_number: "•••• 5678" });
    client.setQueryData(["profile", "tax-details"], { ni_number: "•••• 456C" });
    client.setQueryData(["profile", "skills-cards"], []);
    const kept = dehydrate(client, { shouldDehydrateQuery: isKeptOffline }).queries.map(
      (query) => query.queryKey,
    );
    expect(kept).toEqual([["session"], ["wallet"], ["gate-register", "Riverside Plot 4"]]);
  });

  it("never keeps a signed-out session", () => {
    const client = new QueryClient();
    client.setQueryData(["session"], null);
    expect(dehydrate(client, { shouldDehydrateQuery: isKeptOffline }).queries).toEqual([]);
  });
});
