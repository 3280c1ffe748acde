import type { MessageRef } from "@siteready/domain/i18n";
import { Link } from "react-router";
import { RichMessage } from "../../../i18n/rich-message.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";

/**
 * The §8 checkout message for what went wrong, by key; a field's own message (a 400) comes as the server worded it
 * in the reader's language.
 */
export function checkoutErrorMessage(error: unknown): MessageRef | string {
  if (!(error instanceof ApiError)) return checkoutFailed;
  if (error.code === "NOT_CONFIGURED") return { key: "billing.server.notConfigured" };
  if (error.status === 401) return signInRequired;
  if (error.status === 400) return Object.values(error.fieldErrors).flat()[0] ?? error.messageRef;
  // No answer at all (no signal): the network message says what to do; any other answer is §8's failure.
  return error.status === undefined ? error.messageRef : checkoutFailed;
}

const checkoutFailed: MessageRef = { key: "billing.server.checkoutFailed" };
const signInRequired: MessageRef = { key: "billing.server.signInRequired" };

/** Shown where the button was pressed; a visitor gets the §8 sign-in message and a way back here. */
export function CheckoutMessage({ message }: { message: MessageRef | string }) {
  const { word } = useT();
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-danger bg-surface p-3 font-medium"
    >
      <p>{typeof message === "string" ? message : word(message)}</p>
      {typeof message !== "string" && message.key === signInRequired.key ? (
        <p>
          <RichMessage
            id="billing.checkout.signInFirst"
            tags={{
              login: (words) => (
                <Link
                  to="/login"
                  state={{ from: { pathname: "/pricing", search: "" } }}
                  className="font-semibold"
                >
                  {words}
                </Link>
              ),
              register: (words) => (
                <Link to="/register" className="font-semibold">
                  {words}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}
    </div>
  );
}
