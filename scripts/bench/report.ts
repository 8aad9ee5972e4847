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
  failures?: number;
  budget: Budget;
  pass: boolean;
  note?: string;
}

export interface BenchRun {
  machine: string;
  date: string;
  durationSeconds: number;
  figures: Figure[];
}

export const JSON_PATH = 'docs/benchmarks.json';

const budgetText = (budget: Budget): string =>
  [
    budget.minRatio !== undefined ? `≥ ${budget.minRatio}× baseline` : '',
    budget.maxP99Ms !== undefined ? `p99 ≤ ${budget.maxP99Ms} ms` : '',
    budget.maxValue !== undefined ? `≤ ${budget.maxValue}` : '',
    budget.minValue !== undefined ? `≥ ${budget.minValue}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** docs/benchmarks.json (for bench:check) and docs/BENCHMARKS.md (for people). */
export function writeReport(root: string, run: BenchRun): void {
  fs.writeFileSync(path.join(root, JSON_PATH), `${JSON.stringify(run, null, 2)}\n`);
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (do not edit by hand); `npm run bench:check` compares the figures with',
    'the budgets in `scripts/bench/budgets.ts`. Every throughput is measured beside its baseline in the',
    'same run, because the machine is shared and noisy: the ratio is the figure that counts.',
    '',
    `- machine: ${run.machine}`,
    `- date: ${run.date}`,
    `- each load runs ${run.durationSeconds} s (autocannon)`,
    '',
  ];
  const groups = [...new Set(run.figures.map((figure) => figure.group))];
  for (const group of groups) {
    lines.push(`## ${group}`, '', '| figure | value | p99 | baseline | ratio | budget | verdict |', '| --- | --- | --- | --- | --- | --- | --- |');
    for (const f of run.figures.filter((figure) => figure.group === group)) {
      lines.push(
        `| ${f.name} | ${f.value} ${f.unit} | ${f.p99Ms !== undefined ? `${f.p99Ms} ms` : ''} | ${f.baseline !== undefined ? `${f.baseline} ${f.unit}` : ''} | ${f.ratio ?? ''} | ${budgetText(f.budget)} | ${f.pass ? 'within' : '**over**'}${f.failures ? ` (${f.failures} failed)` : ''} |`,
      );
    }
    const notes = run.figures.filter((figure) => figure.group === group && figure.note);
    if (notes.length) lines.push('', ...notes.map((figure) => `- ${figure.name}: ${figure.note}`));
    lines.push('');
  }
  fs.writeFileSync(path.join(root, 'docs/BENCHMARKS.md'), `${lines.join('\n')}`);
}
