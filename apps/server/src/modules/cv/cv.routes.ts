import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ChatCompletions } from "../../adapters/ai/chat-completions.ts";
import type { FeatureGate } from "../access/feature-gate.ts";

const suggestionRequestSchema = z.object({
  cv_text: z
    .string({ error: "CV text is required" })
    .trim()
    .min(50, "Paste at least 50 characters of your CV")
    .max(10_000, "CV text must be 10,000 characters or fewer"),
  target_role: z.string().trim().max(100).optional(),
});

const systemPrompt = [
  "You help UK construction workers improve their CVs.",
  "Use plain UK English and short sentences. Keep every fact the worker gave; never invent cards, tickets, employers or dates.",
  "Reply with: a two-sentence profile, then up to eight bullet-point improvements, naming cards by scheme (CSCS, CPCS, NPORS …).",
].join(" ");

/** The AI CV Optimizer (a donate-to-unlock feature): suggestions for a pasted CV. */
export const cvRoutes: FastifyPluginAsyncZod<{ gate: FeatureGate; ai: ChatCompletions }> = async (
  app,
  { gate, ai },
) => {
  app.post(
    "/api/cv-optimizer/suggestions",
    {
      preHandler: gate.requireFeature("cvOptimizer"),
      schema: {
        tags: ["cv"],
        summary: "AI suggestions to improve a CV for construction work",
        body: suggestionRequestSchema,
        response: { 200: z.object({ suggestions: z.string() }) },
      },
    },
    async (request) => {
      const role = request.body.target_role ? `Target role: ${request.body.target_role}.\n\n` : "";
      const suggestions = await ai.complete([
        { role: "system", content: systemPrompt },
        { role: "user", content: `${role}My CV:\n${request.body.cv_text}` },
      ]);
      return { suggestions };
    },
  );
};
