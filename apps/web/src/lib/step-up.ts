/**
 * Step-up (decision 0021): the server answers 403 STEP_UP_REQUIRED when an account with two-factor must give a
 * code again before a sensitive action. The signed-in shell registers the prompt (a dialog asking for the
 * code); the API client asks it and, once the code was accepted, sends the request again.
 */
type StepUpPrompt = () => Promise<boolean>;

let prompt: StepUpPrompt | null = null;

/** Registers the prompt; returns the function that removes it. */
export function setStepUpPrompt(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** Asks for a code now; true once the server accepted one, false when cancelled or nothing can ask. */
export function askForStepUp(): Promise<boolean> {
  return prompt ? prompt() : Promise.resolve(false);
}
