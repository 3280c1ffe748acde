import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "secondary" | "ghost" | "danger";

const variants: Record<Variant, string> = {
  primary: "bg-accent text-on-accent hover:bg-accent-strong",
  secondary: "border border-border bg-surface text-text hover:bg-surface-muted",
  ghost: "text-text hover:bg-surface-muted",
  danger: "bg-danger text-surface hover:opacity-90",
};

/** Touch targets are at least 44 px tall (DESIGN.md). */
export function buttonClasses(variant: Variant = "primary", extra = "") {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${variants[variant]} ${extra}`;
}

/**
 * A text link standing on its own (a footer's, "Forgot your password?", a language): at least 44 × 44 px to
 * touch, like a button. A link inside a sentence is as tall as its line and needs none.
 */
export const standaloneLinkClasses = "inline-flex min-h-11 min-w-11 items-center justify-center";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  busy?: boolean;
}

/**
 * A button; while `busy` it shows a spinner and does nothing when pressed (nor does Enter in its form). A busy
 * button stays focusable: a disabled one would drop the focus to the page, and the screen reader's place with it.
 */
export function Button({
  variant = "primary",
  busy = false,
  className = "",
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClasses(variant, className)}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // Cancelling the click also stops the form's submission (Enter in a field clicks its submit button).
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {children}
    </button>
  );
}

export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
