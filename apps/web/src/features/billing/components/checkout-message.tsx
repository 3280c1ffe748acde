import { billingMessages } from "@siteready/domain/billing";
import { decodeMessageRef } from "@siteready/domain/i18n";
import { Link } from "react-router";
import { RichMessage } from "../../../i18n/rich-message.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";

/** The §8 checkout message for what went wrong. */
export function checkoutErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return billingMessages.checkoutFailed;
  if (error.code === "NOT_CONFIGURED") return billingMessages.notConfigured;
  if (error.status === 401) return billingMessages.signInRequired;
  if (error.status === 400) return Object.values(error.fieldErrors).flat()[0] ?? error.message;
  // No answer at all (no signal): the network message says what to do; any other answer is §8's failure.
  return error.status === undefined ? error.message : billingMessages.checkoutFailed;
}

/** Shown where the button was pressed; a visitor gets the §8 sign-in message and a way back here. */
export function CheckoutMessage({ message }: { message: string }) {
  const { tm, say } = useT();
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-danger bg-surface p-3 font-medium"
    >
      {/* A donation's field error travels by key; the checkout's own answers are still English for now. */}
      <p>{decodeMessageRef(message) ? say(message) : tm(message)}</p>
      {message === billingMessages.signInRequired ? (
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
