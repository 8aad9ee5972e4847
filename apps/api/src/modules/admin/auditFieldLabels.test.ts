import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditChanges } from '@nanum/shared/auditLog';
import { SITE_SETTING_KEYS } from '@nanum/shared/siteContent';

/**
 * Every field an audited action records has a Korean name in the log (auditLog.ts FIELD_LABELS).
 * The API's source is read with the TypeScript checker: each call of recordChange, wherever it is
 * and whatever records it, gives the fields of its `before` and `after` by their types, so a field
 * added to a snapshot, or a new audited action, fails here until it has its Korean name.
 */

const ROOT = path.resolve(__dirname, '../../../../..');
const API = path.join(ROOT, 'apps/api/src');

/**
 * Snapshots whose fields the types cannot tell (a record built from a list of keys), by file, with
 * where their keys come from. A snapshot the checker cannot read, and that is not here, fails.
 */
const OPEN_SNAPSHOTS: Readonly<Record<string, readonly string[]>> = {
  // settings.update: the settings that changed, of SITE_SETTING_KEYS.
  'modules/content/siteSettings.router.ts': SITE_SETTING_KEYS,
};

interface AuditedCall {
  where: string;
  action: string;
  side: 'before' | 'after';
  /** Sample snapshots of the types the side may hold (a field's value does not matter to its name). */
  samples: unknown[];
  /** The checker could not tell the fields. */
  open: boolean;
}

function auditedCalls(): AuditedCall[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('tsconfig.json not read');
  const files = config.fileNames.filter((file) => path.resolve(file).startsWith(API + path.sep) && !file.endsWith('.test.ts'));
  const program = ts.createProgram(files, { ...config.options, incremental: false, noEmit: true });
  const checker = program.getTypeChecker();

  /** What a call calls (through an import). */
  const callee = (call: ts.CallExpression): ts.Symbol | undefined => {
    const symbol = checker.getSymbolAtLocation(call.expression);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };
  const everyCall: ts.CallExpression[] = [];
  for (const source of program.getSourceFiles()) {
    if (!files.includes(source.fileName)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) everyCall.push(node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const isRecordChange = (call: ts.CallExpression): boolean => {
    const symbol = callee(call);
    return symbol?.name === 'recordChange' && !!symbol.declarations?.some((declaration) => path.resolve(declaration.getSourceFile().fileName) === path.join(API, 'modules/admin/audit.service.ts'));
  };

  /** A type whose fields the checker cannot name (an index signature, unknown, any). */
  const isOpen = (type: ts.Type): boolean =>
    type.isUnion()
      ? type.types.some(isOpen)
      : !!(type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) || (!!(type.flags & ts.TypeFlags.Object) && !checker.isArrayLikeType(type) && (!!type.getStringIndexType() || !!type.getNumberIndexType()));

  /** One sample snapshot per member of the type: an object with its fields, a list, a lone value; nothing for null. */
  const samplesOf = (type: ts.Type): unknown[] => {
    if (type.isUnion()) return type.types.flatMap(samplesOf);
    if (type.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)) return [];
    if (checker.isArrayLikeType(type)) return [[1, 2]];
    if (type.flags & ts.TypeFlags.Object) return [Object.fromEntries(checker.getPropertiesOfType(type).map((field) => [field.name, 'x']))];
    return ['x'];
  };

  /**
   * The types a spread of a parameter's field (`...target.filters`, typed as a record) takes at every
   * call of its function: the field of what each caller passes. Undefined when it is not such a spread.
   */
  const passedTypes = (expression: ts.Expression): ts.Type[] | undefined => {
    if (!ts.isPropertyAccessExpression(expression) || !ts.isIdentifier(expression.expression)) return undefined;
    const parameter = checker.getSymbolAtLocation(expression.expression)?.valueDeclaration;
    if (!parameter || !ts.isParameter(parameter) || !ts.isFunctionDeclaration(parameter.parent) || !parameter.parent.name) return undefined;
    const index = parameter.parent.parameters.indexOf(parameter);
    const fn = checker.getSymbolAtLocation(parameter.parent.name);
    const passed = everyCall.filter((call) => fn && callee(call) === fn).map((call) => call.arguments[index]);
    if (passed.length === 0 || passed.some((argument) => !argument)) return undefined;
    return passed.flatMap((argument) => {
      const field = checker.getTypeAtLocation(argument as ts.Expression).getProperty(expression.name.text);
      return field ? [checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(field, argument as ts.Expression))] : [];
    });
  };

  return everyCall.filter(isRecordChange).flatMap((call) => {
    const source = call.getSourceFile();
    const where = `${path.relative(API, source.fileName)}:${source.getLineAndCharacterOfPosition(call.getStart()).line + 1}`;
    const change = call.arguments[2];
    if (!change) throw new Error(`${where}: recordChange without a change`);
    const literal = ts.isObjectLiteralExpression(change) ? change : undefined;
    const initializer = (name: string) =>
      literal?.properties.find((property): property is ts.PropertyAssignment => ts.isPropertyAssignment(property) && property.name.getText() === name)?.initializer;
    const action = initializer('action')?.getText() ?? change.getText();
    const type = checker.getTypeAtLocation(change);
    return (['before', 'after'] as const).map((side): AuditedCall => {
      const field = type.getProperty(side);
      const sideType = field ? checker.getTypeOfSymbolAtLocation(field, change) : checker.getUnknownType();
      let open = isOpen(sideType);
      const samples = samplesOf(sideType);
      // A spread of a record adds fields its object's type does not show: those its callers pass, or open.
      const value = initializer(side);
      for (const spread of value && ts.isObjectLiteralExpression(value) ? value.properties.filter(ts.isSpreadAssignment) : []) {
        if (!isOpen(checker.getNonNullableType(checker.getTypeAtLocation(spread.expression)))) continue;
        const passed = passedTypes(spread.expression);
        if (!passed || passed.some(isOpen)) open = true;
        else samples.push(...passed.flatMap(samplesOf));
      }
      return { where, action, side, samples, open };
    });
  });
}

/** The fields of a snapshot the log shows without a Korean name. */
const unnamed = (snapshot: unknown): string[] =>
  [...auditChanges(null, snapshot), ...auditChanges(snapshot, null)].filter((change) => !/[가-힣]/.test(change.label)).map((change) => change.field);

describe('the Korean names of audited fields', () => {
  let calls: AuditedCall[] = [];
  // Reading the API's source with the checker takes seconds (more while other files run).
  beforeAll(() => {
    calls = auditedCalls();
  }, 180_000);

  it('finds the audited actions in the API source, and the fields a caller passes to a spread', () => {
    expect(calls.length).toBeGreaterThan(40);
    const exported = calls.find((call) => call.action === "'participation.export'" && call.side === 'after');
    expect(exported).toMatchObject({ open: false, samples: expect.arrayContaining([expect.objectContaining({ cardinal: 'x', teamId: 'x', divisionId: 'x' })]) });
    expect(calls.map((call) => call.action)).toEqual(expect.arrayContaining(["'certificate.issue'", "'campaign.update'", '`report.${decision}`', "'alarm.broadcast'"]));
  });

  it('names in Korean every field any audited action records', () => {
    const missing = calls.flatMap((call) => {
      const file = call.where.slice(0, call.where.lastIndexOf(':'));
      const known = call.open ? OPEN_SNAPSHOTS[file] : undefined;
      if (call.open && !known) return [`${call.where} ${call.action} ${call.side}: fields the checker cannot name; record a snapshot of a closed type, or list its keys in OPEN_SNAPSHOTS`];
      const samples = [...call.samples, ...(known ? [Object.fromEntries(known.map((key) => [key, 'x']))] : [])];
      return [...new Set(samples.flatMap(unnamed))].map((field) => `${call.where} ${call.action} ${call.side}: ${field}`);
    });
    expect(missing).toEqual([]);
  });

  it('catches a field without a name', () => {
    expect(unnamed({ name: 'x', somethingNew: 1 })).toEqual(['somethingNew', 'somethingNew']);
  });
});
