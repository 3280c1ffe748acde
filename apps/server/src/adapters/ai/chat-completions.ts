import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export const aiNotConfigured = () => new AppError(503, "NOT_CONFIGURED", { key: "error.aiNotConfigured" });

export interface ChatCompletions {
  /** Whether a provider is set up; without one, complete() refuses with 'Grok AI service is not configured'. */
  readonly configured: boolean;
  complete(messages: ChatMessage[]): Promise<string>;
}

/**
 * The whole call to the AI provider, answer included, is cut after this: well under the browser's 30 s, so the
 * worker is told the provider is not answering (503) before their phone gives up on us.
 */
export const AI_TIMEOUT_MS = 20_000;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/**
 * An OpenAI-compatible chat-completions client (Grok's API by default, §7). Without an API key it says so
 * ("Grok AI service is not configured", §8) instead of inventing an answer.
 */
export function createChatCompletions(options: {
  apiKey: string | undefined;
  baseUrl: string;
  model: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): ChatCompletions {
  const doFetch = options.fetch ?? globalThis.fetch;
  return {
    configured: Boolean(options.apiKey),
    async complete(messages) {
      if (!options.apiKey) throw aiNotConfigured();
      let response: Response;
      try {
        response = await doFetch(`${options.baseUrl}/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({ model: options.model, messages, temperature: 0.3 }),
          signal: AbortSignal.timeout(options.timeoutMs ?? AI_TIMEOUT_MS),
        });
      } catch (error) {
        throw new AppError(503, "SERVICE_UNAVAILABLE", undefined, { details: { cause: String(error) } });
      }
      if (!response.ok) throw new AppError(response.status >= 500 ? 503 : 502, "SERVICE_UNAVAILABLE");
      const parsed = completionSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new AppError(502, "SERVICE_UNAVAILABLE");
      return parsed.data.choices[0]?.message.content.trim() ?? "";
    },
  };
}
