import fs from 'node:fs';
import path from 'node:path';
import type { Budget } from './budgets';

/** One measured figure with its baseline (when it has one), budget and verdict. */
export interface Figure {
  group: string;
  name: string;
  value: number;
  unit: string;
  p99Ms?: number;
  baseline?: number;
  ratio?: number;
  /** The baseline's p99 in the same run, and the figure's p99 over it. */
  baselineP99Ms?: number;
  p99Ratio?: number;
  failures?: number;
  budget: Budget;
  pass: boolean;
  note?: string;
}

/** The database a run measured: the embedded SQLite default, or MariaDB/MySQL (`--db mysql`). */
export type BenchDialect = 'sqlite' | 'mysql';

export interface BenchRun {
  machine: string;
  date: string;
  durationSeconds: number;
  figures: Figure[];
}

const JSON_PATHS: Record<BenchDialect, string> = { sqlite: 'docs/benchmarks.json', mysql: 'docs/benchmarks.mysql.json' };
const DIALECT_NAMES: Record<BenchDialect, string> = { sqlite: 'SQLite', mysql: 'MariaDB/MySQL' };
export const DIALECTS = Object.keys(JSON_PATHS) as BenchDialect[];

/** The figures of one dialect's last run (for bench:check), relative to the repository. */
export const jsonPathOf = (dialect: BenchDialect): string => JSON_PATHS[dialect];

export function readRun(root: string, dialect: BenchDialect): BenchRun | null {
  const file = path.join(root, jsonPathOf(dialect));
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BenchRun) : null;
}

const budgetText = (budget: Budget): string =>
  [
    budget.minRatio !== undefined ? `≥ ${budget.minRatio}× baseline` : '',
    budget.maxRatio !== undefined ? `≤ ${budget.maxRatio}× baseline` : '',
    budget.maxP99Ratio !== undefined ? `p99 ≤ ${budget.maxP99Ratio}× baseline's` : '',
    budget.maxP99Ms !== undefined ? `p99 ≤ ${budget.maxP99Ms} ms` : '',
    budget.maxValue !== undefined ? `≤ ${budget.maxValue}` : '',
    budget.minValue !== undefined ? `≥ ${budget.minValue}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** One dialect's measure of a figure, in one table cell. */
function cell(f: Figure | undefined): string {
  if (!f) return '';
  const parts = [`${f.value} ${f.unit}`];
  if (f.p99Ms !== undefined) parts.push(`p99 ${f.p99Ms} ms${f.baselineP99Ms !== undefined ? ` (baseline ${f.baselineP99Ms} ms, ${f.p99Ratio}×)` : ''}`);
  if (f.baseline !== undefined) parts.push(`baseline ${f.baseline} ${f.unit}`);
  if (f.ratio !== undefined) parts.push(`${f.ratio}×`);
  return `${parts.join(', ')}: ${f.pass ? 'within' : '**over**'}${f.failures ? ` (${f.failures} failed)` : ''}`;
}

/** Writes one dialect's run (docs/benchmarks*.json, for bench:check), then docs/BENCHMARKS.md with every dialect's last run side by side. */
export function writeReport(root: string, dialect: BenchDialect, run: BenchRun): void {
  fs.writeFileSync(path.join(root, jsonPathOf(dialect)), `${JSON.stringify(run, null, 2)}\n`);
  const runs = DIALECTS.map((d) => [d, readRun(root, d)] as const).filter((entry): entry is readonly [BenchDialect, BenchRun] => entry[1] !== null);
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (SQLite) and `npm run bench -- --db mysql` (MariaDB/MySQL); do not edit',
    'by hand. `npm run bench:check` compares each run\'s figures with the budgets in',
    '`scripts/bench/budgets.ts`. Every throughput and latency that has a baseline is measured beside it',
    'in the same run, because the machine is shared and noisy: the ratio is the figure that counts.',
    '',
    ...runs.map(([d, r]) => `- ${DIALECT_NAMES[d]}: ${r.machine}; ${r.date}; each load runs ${r.durationSeconds} s (autocannon)`),
    '',
  ];
  const all = runs.flatMap(([, r]) => r.figures);
  for (const group of [...new Set(all.map((figure) => figure.group))]) {
    lines.push(`## ${group}`, '', `| figure | budget | ${runs.map(([d]) => DIALECT_NAMES[d]).join(' | ')} |`, `| --- | --- |${runs.map(() => ' --- |').join('')}`);
    const names = [...new Set(all.filter((figure) => figure.group === group).map((figure) => figure.name))];
    for (const name of names) {
      const of = runs.map(([, r]) => r.figures.find((figure) => figure.group === group && figure.name === name));
      const budget = of.find(Boolean)?.budget ?? {};
      lines.push(`| ${name} | ${budgetText(budget)} | ${of.map(cell).join(' | ')} |`);
    }
    const notes = runs.flatMap(([d, r]) => r.figures.filter((figure) => figure.group === group && figure.note).map((figure) => `- ${figure.name} (${DIALECT_NAMES[d]}): ${figure.note}`));
    if (notes.length) lines.push('', ...notes);
    lines.push('');
  }
  fs.writeFileSync(path.join(root, 'docs/BENCHMARKS.md'), `${lines.join('\n')}`);
}
