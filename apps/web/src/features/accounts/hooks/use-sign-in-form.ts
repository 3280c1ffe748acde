import type { SignInRequest } from "@siteready/domain/accounts";
import { type FormEvent, useCallback, useRef, useState } from "react";
import type { SignInCheck } from "../sign-in-validation.ts";

type Field = keyof SignInRequest;
const fields: readonly Field[] = ["email", "password"];

let loading: Promise<(values: SignInRequest) => SignInCheck> | undefined;
/**
 * The checks, with zod, come with the form's first check rather than with the page: /login is a prerendered page
 * people land on (issue 49). A load that fails is tried again at the next check.
 */
function loadChecks() {
  loading ??= import("../sign-in-validation.ts")
    .then((validation) => validation.checkSignIn)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The sign-in form's two fields, checked as a form library would with mode "onTouched" (a field is checked when
 * left, then as it changes; every field on sending, the first wrong one focused), without one: the fields are
 * the page's own inputs, so what was typed into the prerendered page before the app started is what is sent.
 */
export function useSignInForm() {
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const touched = useRef(new Set<Field>());
  const [errors, setErrors] = useState<Partial<Record<Field, { message: string }>>>({});

  const getValues = useCallback(
    (): SignInRequest => ({
      email: inputs.current.email?.value ?? "",
      password: inputs.current.password?.value ?? "",
    }),
    [],
  );

  const check = useCallback(
    async (names: readonly Field[]) => {
      const result = (await loadChecks())(getValues());
      setErrors((shown) => {
        const next = { ...shown };
        for (const name of names) {
          const message = result.problems?.[name];
          if (message === undefined) delete next[name];
          else next[name] = { message };
        }
        return next;
      });
      return result;
    },
    [getValues],
  );

  const register = (name: Field) => ({
    name,
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onBlur: () => {
      touched.current.add(name);
      void check([name]);
    },
    onChange: () => {
      if (touched.current.has(name)) void check([name]);
    },
  });

  const handleSubmit = (send: (values: SignInRequest) => void) => (event: FormEvent) => {
    event.preventDefault();
    for (const name of fields) touched.current.add(name);
    void check(fields).then((result) => {
      if (result.values) send(result.values);
      else inputs.current[fields.find((name) => result.problems?.[name] !== undefined) ?? "email"]?.focus();
    });
  };

  return { register, errors, handleSubmit };
}
