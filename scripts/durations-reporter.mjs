// A vitest reporter that prints, at the end of a run, where its time went: each project's time
// from its first file's start to its last file's end (projects of one group run side by side),
// its files and the time they took (setup and imports included), and its slowest files. `.ci/run`
// turns it on (vitest.config.ts adds it when CI=true), so every CI log says what to speed up,
// and names in CLIENTELE_TEST_DURATIONS a file the projects' times are appended to, which it
// prints at its end with its own steps' (docs/decisions.md 73).
import { appendFileSync } from "node:fs";

const SLOWEST = 8;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export default class DurationsReporter {
  started = performance.now();
  /** Project name → its files, each with the time it took. */
  projects = new Map();

  /** Project name → when its first file started and its last one ended. */
  spans = new Map();

  onTestModuleStart(testModule) {
    const project = testModule.project.name || "tests";
    if (!this.spans.has(project)) this.spans.set(project, { start: performance.now(), end: performance.now() });
  }

  onTestModuleEnd(testModule) {
    const diagnostic = testModule.diagnostic();
    const ms = diagnostic.duration + diagnostic.prepareDuration + diagnostic.environmentSetupDuration + diagnostic.setupDuration;
    const project = testModule.project.name || "tests";
    if (!this.projects.has(project)) this.projects.set(project, []);
    this.projects.get(project).push({ file: testModule.relativeModuleId, ms });
    const span = this.spans.get(project);
    if (span) span.end = performance.now();
  }

  onTestRunEnd() {
    const lines = [`test durations: ${seconds(performance.now() - this.started)} in all`];
    const summary = [];
    for (const [project, files] of this.projects) {
      const total = files.reduce((sum, file) => sum + file.ms, 0);
      const span = this.spans.get(project);
      const wall = span ? `${seconds(span.end - span.start)} from first file to last, ` : "";
      lines.push(`  ${project}: ${files.length} files, ${wall}${seconds(total)} of file time`);
      summary.push(
        `${wall ? seconds(span.end - span.start).padStart(8) : ""}  ${project} (${files.length} files, ${seconds(total)} of file time)`,
      );
      for (const file of [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
        lines.push(`    ${seconds(file.ms).padStart(8)}  ${file.file}`);
      }
    }
    console.log(lines.join("\n"));
    const file = process.env.CLIENTELE_TEST_DURATIONS;
    if (file) appendFileSync(file, summary.map((line) => `${line}, on Node ${process.version}\n`).join(""));
  }
}
