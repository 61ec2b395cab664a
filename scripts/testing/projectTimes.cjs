/**
 * A Jest reporter: the time of each project (shared, shell, each remote, api, api-postgres…), as
 * the sum of its test files' run times and as the span from its first file's start to its last
 * file's end (files of several projects run at once, one per worker). Printed at the end of the
 * run and written to `jest-times.json`, which `scripts/test.mjs` adds to its report.
 */
const fs = require('node:fs');
const path = require('node:path');

class ProjectTimes {
  onRunComplete(_contexts, results) {
    const projects = new Map();
    for (const file of results.testResults) {
      const name = file.displayName?.name ?? 'sans nom';
      const project = projects.get(name) ?? { project: name, files: 0, sumMs: 0, start: Infinity, end: 0 };
      project.files += 1;
      project.sumMs += file.perfStats.runtime ?? file.perfStats.end - file.perfStats.start;
      project.start = Math.min(project.start, file.perfStats.start);
      project.end = Math.max(project.end, file.perfStats.end);
      projects.set(name, project);
    }
    const rows = [...projects.values()]
      .map(({ start, end, ...project }) => ({ ...project, spanMs: end - start }))
      .sort((a, b) => b.sumMs - a.sumMs);
    const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`.padStart(7);
    console.log('\nJest, par projet : fichiers, somme des durées des fichiers, du premier début à la dernière fin');
    for (const row of rows)
      console.log(
        `  ${row.project.padEnd(16)} ${String(row.files).padStart(4)} ${seconds(row.sumMs)} ${seconds(row.spanMs)}`,
      );
    fs.writeFileSync(path.join(__dirname, '..', '..', 'jest-times.json'), `${JSON.stringify(rows, null, 2)}\n`);
  }
}

module.exports = ProjectTimes;
