import { ConfigError } from "../lib/config.ts";

/** What a command ends with: its exit code and one line for the operator. */
interface CommandOutcome {
  exitCode: number;
  message: string;
}

/**
 * Runs a command from the shell: prints its outcome (to stderr when it failed) and sets the exit code; a bad
 * configuration is said in its own words, anything else unexpected with its stack.
 */
export function runCommand(command: Promise<CommandOutcome>) {
  command
    .then(({ exitCode, message }) => {
      (exitCode === 0 ? console.info : console.error)(message);
      process.exitCode = exitCode;
    })
    .catch((error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    });
}
