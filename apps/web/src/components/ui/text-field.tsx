import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type Ref, useState } from "react";
import { useT } from "../../i18n/use-translation.ts";
import { FieldShell, fieldControlClassName } from "./field-shell.tsx";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and error message wired for screen readers. A password field has a Show
 * button beside it: typing a password in gloves on a phone goes wrong, and seeing it is how people check.
 */
export function TextField({ label, error, hint, id, className = "", ref, ...props }: TextFieldProps) {
  const [passwordShown, setPasswordShown] = useState(false);
  const isPassword = props.type === "password";
  const { t } = useT();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(control) =>
        isPassword ? (
          <div className="flex gap-2">
            <input
              {...control}
              ref={ref}
              className={`min-w-0 flex-1 ${fieldControlClassName(error)}`}
              {...props}
              type={passwordShown ? "text" : "password"}
            />
            <button
              type="button"
              aria-pressed={passwordShown}
              aria-controls={control.id}
              onClick={() => setPasswordShown((shown) => !shown)}
              className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-lg border border-border px-3 text-sm font-semibold"
            >
              {passwordShown ? (
                <EyeOff aria-hidden="true" className="size-5" />
              ) : (
                <Eye aria-hidden="true" className="size-5" />
              )}
              <span>{passwordShown ? t("form.hide") : t("form.show")}</span>
              <span className="sr-only"> {label.toLowerCase()}</span>
            </button>
          </div>
        ) : (
          <input {...control} ref={ref} className={fieldControlClassName(error)} {...props} />
        )
      }
    </FieldShell>
  );
}
