import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver loaded on first use: the form's schema (and zod with it) is not part of the page's download,
 * so a page with the form paints and comes alive without it; the first check waits for it. A load that fails
 * is tried again at the next check.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolve = await loading;
    return resolve(values, context, options);
  };
}
