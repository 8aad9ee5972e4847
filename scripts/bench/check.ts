// `npm run bench:check`: exits 1 when a figure of the last `npm run bench` misses its budget.
import fs from 'node:fs';
import path from 'node:path';
import { JSON_PATH, type BenchRun } from './report';

const file = path.resolve(import.meta.dirname, '../..', JSON_PATH);
if (!fs.existsSync(file)) {
  process.stderr.write(`bench:check: ${JSON_PATH} is missing; run \`npm run bench\` first\n`);
  process.exit(1);
}
const run = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchRun;
const over = run.figures.filter((figure) => !figure.pass);
for (const figure of run.figures) {
  process.stdout.write(`${figure.pass ? 'ok  ' : 'OVER'} ${figure.group} / ${figure.name}: ${figure.value} ${figure.unit}${figure.ratio !== undefined ? ` (${figure.ratio}× baseline)` : ''}${figure.p99Ms !== undefined ? `, p99 ${figure.p99Ms} ms` : ''}\n`);
}
process.stdout.write(`${run.figures.length - over.length}/${run.figures.length} within budget (run of ${run.date})\n`);
process.exit(over.length ? 1 : 0);
