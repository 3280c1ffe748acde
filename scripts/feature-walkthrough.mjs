// `npm run walkthrough`: proves docs/architecture.md's "Adding a feature" walk-through. It copies the
// repository (as it is in the working tree) to a temporary folder, adds a throwaway feature there exactly as the
// walk-through says (scripts/walkthrough/site-notes.mjs: every layer, five languages, a table and its
// migration, a page), checks that the copy still passes what matters for a new feature (typecheck, lint, the
// feature's own test and the whole-app tests that find every route, table and page), and prints the existing
// files it had to edit. It fails when a check fails or more than MAX_EDITED existing files were edited (issue 48).
// Options: --keep leaves the copy for a look; --count-only makes the feature and its migration, then counts,
// skipping the other checks (CI runs that).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addSiteNotes } from "./walkthrough/site-notes.mjs";

const MAX_EDITED = 6;
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const keep = process.argv.includes("--keep");
const countOnly = process.argv.includes("--count-only");

const git = (cwd, ...args) => execFileSync("git", args, { cwd, encoding: "utf8" });

/** The working tree's files (tracked and new, not ignored) copied to a new git repository: its first commit. */
function copyRepository() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "siteready-walkthrough-"));
  const files = git(repository, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(repository, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(repository, file), path.join(copy, file));
  }
  const author = ["-c", "user.name=walkthrough", "-c", "user.email=walkthrough@localhost"];
  git(copy, "init", "-q");
  // The linked packages (below) are the installation, not the feature's files.
  fs.appendFileSync(path.join(copy, ".git/info/exclude"), "node_modules\n");
  git(copy, "add", "-A");
  git(copy, ...author, "commit", "-qm", "before the new feature");
  return copy;
}

/**
 * The installed packages, linked rather than copied (a second install would take minutes): every package
 * points at the original's, except the workspaces, which must be the copy's own.
 */
function linkInstalledPackages(copy) {
  const workspaces = JSON.parse(fs.readFileSync(path.join(repository, "package.json"), "utf8")).workspaces;
  const nodeModules = path.join(copy, "node_modules");
  fs.mkdirSync(nodeModules);
  for (const entry of fs.readdirSync(path.join(repository, "node_modules"))) {
    if (entry === "@siteready") continue;
    fs.symlinkSync(path.join(repository, "node_modules", entry), path.join(nodeModules, entry));
  }
  fs.mkdirSync(path.join(nodeModules, "@siteready"));
  for (const workspace of workspaces) {
    const { name } = JSON.parse(fs.readFileSync(path.join(copy, workspace, "package.json"), "utf8"));
    fs.symlinkSync(path.join(copy, workspace), path.join(nodeModules, name));
    const own = path.join(repository, workspace, "node_modules");
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(copy, workspace, "node_modules"));
  }
}

function check(copy, label, command, args) {
  process.stdout.write(`\n── ${label}: ${[command, ...args].join(" ")}\n`);
  const { status } = spawnSync(command, args, { cwd: copy, stdio: "inherit", env: process.env });
  return { label, passed: status === 0 };
}

const copy = copyRepository();
linkInstalledPackages(copy);
const feature = addSiteNotes(copy);

// The migration is part of the feature (it edits drizzle-kit's journal), so it is made even when only counting.
const migration = check(copy, "migration", "npm", ["run", "--silent", "db:generate"]);
const checks = countOnly
  ? [migration]
  : [
      migration,
      // As its author would before committing: biome's safe fixes and formatting on the new files only.
      check(copy, "format", "npx", ["biome", "check", "--write", ...feature.lintPaths]),
      ...["packages/domain", "apps/server", "apps/web"].map((project) =>
        check(copy, `typecheck ${project}`, "npx", ["tsc", "-p", project, "--singleThreaded"]),
      ),
      check(copy, "lint", "npx", ["biome", "check", ...feature.lintPaths]),
      check(copy, "unused code", "npx", ["knip", "--no-progress"]),
      check(copy, "tests", "npx", ["vitest", "run", ...feature.tests]),
    ];

const status = git(copy, "status", "--porcelain", "--untracked-files=all").split("\n").filter(Boolean);
const edited = status.filter((line) => line.startsWith(" M")).map((line) => line.slice(3));
const added = status.filter((line) => line.startsWith("??")).map((line) => line.slice(3));

process.stdout.write(
  `\n${feature.name}: ${added.length} new files, ${edited.length} existing files edited (at most ${MAX_EDITED}):\n` +
    edited.map((file) => `  edited ${file}\n`).join("") +
    added.map((file) => `  new    ${file}\n`).join(""),
);
for (const { label, passed } of checks) process.stdout.write(`${passed ? "passed" : "FAILED"}: ${label}\n`);
if (keep) process.stdout.write(`The copy is kept in ${copy}\n`);
else fs.rmSync(copy, { recursive: true, force: true });
process.exitCode = edited.length <= MAX_EDITED && checks.every(({ passed }) => passed) ? 0 : 1;
