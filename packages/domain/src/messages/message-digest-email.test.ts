import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { messageDigestEmail } from "./messages.ts";

const links = {
  appUrl: "https://siteready.example/",
  unsubscribeUrl: "https://siteready.example/off?token=t",
};
const senders = [
  { name: "Alice W.", unread: 2 },
  { name: "Carol F.", unread: 1 },
];

describe("messageDigestEmail", () => {
  it("says who wrote and how many, in English by default", () => {
    const email = messageDigestEmail({ senders, ...links, recipientName: "Sam" });
    expect(email.subject).toBe("You have 3 unread messages on SiteReady");
    expect(email.text).toContain(
      "Hello Sam,\n\nYou have 3 unread messages:\n- 2 unread messages from Alice W.",
    );
    expect(email.text).toContain("- 1 unread message from Carol F.");
    expect(email.text).toContain("Read and reply: https://siteready.example/messages");
    expect(email.text).toContain("Stop these e-mails: https://siteready.example/off?token=t");
  });

  it("in the recipient's language: Polish counts and words", () => {
    const email = messageDigestEmail({
      senders,
      ...links,
      recipientName: "Piotr",
      words: { language: "pl", catalogue: catalogues.pl },
    });
    expect(email.subject).toBe("Masz 3 nieprzeczytane wiadomości w SiteReady");
    expect(email.text).toContain("Dzień dobry Piotr,");
    expect(email.text).toContain("- Alice W.: 2 nieprzeczytane wiadomości");
    expect(email.text).toContain("- Carol F.: 1 nieprzeczytana wiadomość");
    expect(email.text).toContain("Wyłącz te e-maile: https://siteready.example/off?token=t");
  });
});
