import type { InputHTMLAttributes, ReactNode, Ref } from "react";

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> {
  label: ReactNode;
  /** The label's weight: medium on its own (a filter), normal in a group under a legend. */
  weight?: "medium" | "normal";
  ref?: Ref<HTMLInputElement>;
}

/** A tick box inside its label, the whole row a 44 px target. */
export function CheckboxField({ label, weight = "medium", ...props }: CheckboxFieldProps) {
  return (
    <label className={`flex min-h-11 items-center gap-3${weight === "medium" ? " font-medium" : ""}`}>
      <input type="checkbox" className="size-5 shrink-0 accent-accent" {...props} />
      {label}
    </label>
  );
}
