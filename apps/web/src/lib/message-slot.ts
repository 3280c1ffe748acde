import type { StartConversation } from "@siteready/domain/messages";
import type { ReactNode } from "react";

/**
 * The messages feature's button, handed by a page to a feature that offers to message someone (a job's
 * poster, an applicant, a listing's owner), since one feature never imports another: where the conversation
 * goes and the button's words.
 */
export type MessageSlot = (to: StartConversation, label: string) => ReactNode;
