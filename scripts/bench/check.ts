// `npm run bench:check`: exits 1 when a figure of the last `npm run bench` (and of the last
// `npm run bench -- --db mysql`, when there is one) misses its budget.
import path from 'node:path';
import { DIALECTS, jsonPathOf, readRun } from './report';

const root = path.resolve(import.meta.dirname, '../..');
let over = 0;
let read = 0;
for (const dialect of DIALECTS) {
  const run = readRun(root, dialect);
  if (!run) continue;
  read += 1;
  const missed = run.figures.filter((figure) => !figure.pass);
  over += missed.length;
  for (const figure of run.figures) {
    process.stdout.write(`${figure.pass ? 'ok  ' : 'OVER'} [${dialect}] ${figure.group} / ${figure.name}: ${figure.value} ${figure.unit}${figure.ratio !== undefined ? ` (${figure.ratio}× baseline)` : ''}${figure.p99Ms !== undefined ? `, p99 ${figure.p99Ms} ms` : ''}\n`);
  }
  process.stdout.write(`${dialect}: ${run.figures.length - missed.length}/${run.figures.length} within budget (run of ${run.date}, ${jsonPathOf(dialect)})\n`);
}
if (read === 0) {
  process.stderr.write(`bench:check: ${jsonPathOf('sqlite')} is missing; run \`npm run bench\` first\n`);
  process.exit(1);
}
process.exit(over ? 1 : 0);
