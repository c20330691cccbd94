// A vitest reporter that prints, at the end of a run, where its time went: each project's files
// and the time they took (setup and imports included), and its slowest files. `.ci/run`
// turns it on (vitest.config.ts adds it when CI=true), so every CI log says what to speed up.
const SLOWEST = 8;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export default class DurationsReporter {
  started = performance.now();
  /** Project name → its files, each with the time it took. */
  projects = new Map();

  onTestModuleEnd(testModule) {
    const diagnostic = testModule.diagnostic();
    const ms = diagnostic.duration + diagnostic.prepareDuration + diagnostic.environmentSetupDuration + diagnostic.setupDuration;
    const project = testModule.project.name || "tests";
    if (!this.projects.has(project)) this.projects.set(project, []);
    this.projects.get(project).push({ file: testModule.relativeModuleId, ms });
  }

  onTestRunEnd() {
    const lines = [`test durations: ${seconds(performance.now() - this.started)} in all`];
    for (const [project, files] of this.projects) {
      const total = files.reduce((sum, file) => sum + file.ms, 0);
      lines.push(`  ${project}: ${files.length} files, ${seconds(total)} of file time`);
      for (const file of [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
        lines.push(`    ${seconds(file.ms).padStart(8)}  ${file.file}`);
      }
    }
    console.log(lines.join("\n"));
  }
}
