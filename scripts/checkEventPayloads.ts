/**
 * The screen boundary's two conventions, checked with the TypeScript compiler (docs/architecture.md#the-screen-boundary): for every
 * exported `…Props` type of src/components and src/screens,
 *
 * - every `on…` callback takes no argument or exactly one object whose keys name what changed or what is
 *   asked (`onChange({ value })`, `onOpen({ productId })`, `onRetry()`), never a bare string, number,
 *   boolean or array, so a caller never guesses which shape an event has;
 * - no prop, and no key of a view model or payload the shop declares under it, is snake_case: API field
 *   names are mapped to camelCase in app/ and never reach a screen.
 *
 * Props a component inherits from a library (React Aria, the DOM) are checked too: what a component accepts
 * is its contract, wherever the type was written. The check is scripts/checkEventPayloads.test.ts (unit project).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One broken rule, named `Component.prop` (and the nested key where there is one) with the reason. */
export type Violation = { where: string; problem: string };

export const describeViolation = ({ where, problem }: Violation) => `${where}: ${problem}`;

const isLibrary = (declaration: ts.Declaration) => declaration.getSourceFile().fileName.includes('/node_modules/');

/** Whether a payload is an object with named keys: not a primitive, array, tuple or function; unions must all be. */
function isKeyedObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  const constraint = type.isTypeParameter() ? checker.getBaseConstraintOfType(type) : type;
  if (!constraint) return false;
  if (constraint.isUnion()) return constraint.types.every((member) => isKeyedObject(checker, member));
  if (constraint.isIntersection()) return constraint.types.some((member) => isKeyedObject(checker, member));
  if (!(constraint.flags & ts.TypeFlags.Object)) return false;
  if (checker.isArrayType(constraint) || checker.isTupleType(constraint)) return false;
  return constraint.getCallSignatures().length === 0;
}

/** The first parameter of each call signature that breaks the payload rule, as a reason. */
function payloadProblem(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): string | undefined {
  for (const signature of type.getCallSignatures()) {
    const [first, second] = signature.getParameters();
    if (second) return `takes ${signature.getParameters().length} arguments; pass one object instead`;
    if (!first) continue;
    const parameterType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(first, at));
    if (!isKeyedObject(checker, parameterType)) {
      return `passes a bare ${checker.typeToString(parameterType)} (${first.getName()}); pass an object whose keys name it, e.g. { ${first.getName()} }`;
    }
  }
  return undefined;
}

/**
 * The snake_case keys of a type the shop declares, following object types, unions, arrays and callback
 * parameters down; library types (React nodes, Dates, Files) are not ours to rename and are not entered.
 */
function snakeKeys(
  checker: ts.TypeChecker,
  type: ts.Type,
  at: ts.Node,
  where: string,
  seen: Set<ts.Type>,
): Violation[] {
  if (seen.has(type)) return [];
  seen.add(type);
  if (type.isUnionOrIntersection()) return type.types.flatMap((t) => snakeKeys(checker, t, at, where, seen));
  if (!(type.flags & ts.TypeFlags.Object)) return [];
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    return checker.getTypeArguments(type as ts.TypeReference).flatMap((t) => snakeKeys(checker, t, at, where, seen));
  }
  const declarations = (type.aliasSymbol ?? type.getSymbol())?.declarations ?? [];
  if (declarations.some(isLibrary)) {
    // A library wrapper of ours (`Partial<Product>`, `Record<Size, Price>`) is checked through what it wraps.
    return (type.aliasTypeArguments ?? []).flatMap((t) => snakeKeys(checker, t, at, where, seen));
  }
  const out: Violation[] = [];
  for (const signature of type.getCallSignatures()) {
    for (const parameter of signature.getParameters()) {
      const parameterType = checker.getTypeOfSymbolAtLocation(parameter, at);
      out.push(...snakeKeys(checker, parameterType, at, `${where}(${parameter.getName()})`, seen));
    }
  }
  for (const property of checker.getPropertiesOfType(type)) {
    const name = property.getName();
    if (name.includes('_')) out.push({ where: `${where}.${name}`, problem: 'is snake_case; name it in camelCase' });
    const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
    out.push(...snakeKeys(checker, propertyType, at, `${where}.${name}`, seen));
  }
  return out;
}

/** The violations of one file's exported `…Props` types. */
function violationsOf(program: ts.Program, file: string): Violation[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!source || !moduleSymbol) return [];
  const out: Violation[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    if (!name.endsWith('Props') || name === 'Props' || !(exported.flags & (ts.SymbolFlags.Type | ts.SymbolFlags.Alias)))
      continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const component = name.slice(0, -'Props'.length);
    const propsType = checker.getDeclaredTypeOfSymbol(symbol);
    for (const prop of checker.getPropertiesOfType(propsType)) {
      const propName = prop.getName();
      const where = `${component}.${propName}`;
      const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, source));
      if (/^on[A-Z]/.test(propName)) {
        const problem = payloadProblem(checker, type, source);
        if (problem) out.push({ where, problem });
      }
      const ours = !prop.declarations?.every(isLibrary);
      if (!ours) continue;
      if (propName.includes('_')) out.push({ where, problem: 'is snake_case; name it in camelCase' });
      out.push(...snakeKeys(checker, type, source, where, new Set()));
    }
  }
  return out;
}

function compilerOptions(): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  return { ...ts.parseJsonConfigFileContent(config.config, ts.sys, root).options, noEmit: true };
}

/** The violations in the given files (absolute paths), all read into one program. */
export function checkFiles(files: string[]): Violation[] {
  const program = ts.createProgram(files, compilerOptions());
  return files.flatMap((file) => violationsOf(program, file));
}

/** The violations in one inline source, as if it were `src/components/<name>`; for testing the checker. */
export function checkSource(text: string, name = 'Example.tsx'): Violation[] {
  const file = path.join(root, 'src', 'components', `__inline__${name}`);
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (
    (exists) => (candidate: string) =>
      candidate === file || exists(candidate)
  )(host.fileExists.bind(host));
  host.readFile = (candidate) => (candidate === file ? text : readFile(candidate));
  host.getSourceFile = (candidate, language, ...rest) =>
    candidate === file
      ? ts.createSourceFile(candidate, text, language, true)
      : getSourceFile(candidate, language, ...rest);
  const program = ts.createProgram([file], options, host);
  return violationsOf(program, file);
}

/** Every component and screen file of the shop. */
export function shopFiles(): string[] {
  return ['src/components', 'src/screens'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => path.join(root, dir, file)),
  );
}
