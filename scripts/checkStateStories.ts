/**
 * Fails when a prop that names a state is never shown by any story, so every state a screen can be in is
 * reviewable at rest (docs/architecture.md#the-screen-boundary). For each screen in src/screens, and each component in src/components that has
 * its own stories, it reads the `…Props` type with the TypeScript compiler and takes the props that name a state:
 *
 * - `status`: each string literal of its union must be set by some story (`status: 'loading'`);
 * - `is…` booleans: some story sets them to `true`;
 * - `serverError`: some story sets it to a non-empty value.
 *
 * "Set by a story" means in the `args` of a story or of the meta of a stories file whose `component` is that
 * component (a story's `args` may spread another's: `{ ...Filled.args, isSaving: true }`), or as a JSX
 * attribute on that component anywhere in stories/ (`<HomeScreen status="loading" />` in a render function).
 *
 *   npm run check:states
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Gaps another branch is closing at the time of writing; reported as warnings, not failures. Remove an entry
 * once its stories exist (the check says so).
 */
const PENDING: ReadonlySet<string> = new Set<string>([]);

/** States a screen's type allows but that cannot happen, each with the reason. */
const UNREACHABLE: ReadonlyMap<string, string> = new Map([
  [
    "CustomerProductsScreen: no story sets status to 'notFound'",
    'a product list is never a 404 (an empty page is the Empty story); ProductCatalogue draws it as ready',
  ],
  [
    "AdminProductsScreen: no story sets status to 'notFound'",
    'a product list is never a 404 (an empty page is the Empty story); ProductCatalogue draws it as ready',
  ],
]);

type Requirement = { component: string; prop: string; value: string | true | 'non-empty' };

const describe = ({ component, prop, value }: Requirement) =>
  value === true
    ? `${component}: no story sets ${prop} to true`
    : value === 'non-empty'
      ? `${component}: no story sets ${prop} to a non-empty value`
      : `${component}: no story sets ${prop} to '${value}'`;

function listFiles(dir: string, match: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => match.test(file))
    .map((file) => path.join(root, dir, file));
}

function createProgram(files: string[]): ts.Program {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  return ts.createProgram(files, { ...parsed.options, noEmit: true });
}

/** The state props of every exported `…Props` type of a file, as requirements on the component it names. */
function requirementsOf(program: ts.Program, file: string): Requirement[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];
  const requirements: Requirement[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    if (!name.endsWith('Props') || name === 'Props') continue;
    const component = name.slice(0, -'Props'.length);
    const declaration = exported.declarations?.[0];
    if (!declaration) continue;
    const propsType = checker.getDeclaredTypeOfSymbol(exported);
    for (const prop of checker.getPropertiesOfType(propsType)) {
      const propName = prop.getName();
      // Only props the shop declares: React Aria's own (isReadOnly, isRequired…) are its states to test, not ours.
      if (prop.declarations?.every((d) => d.getSourceFile().fileName.includes('/node_modules/'))) continue;
      const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, declaration));
      const members = type.isUnion() ? type.types : [type];
      if (propName === 'status') {
        for (const member of members) {
          if (member.isStringLiteral()) requirements.push({ component, prop: propName, value: member.value });
        }
      } else if (/^is[A-Z]/.test(propName) && members.every((m) => m.flags & ts.TypeFlags.BooleanLike)) {
        requirements.push({ component, prop: propName, value: true });
      } else if (propName === 'serverError') {
        requirements.push({ component, prop: propName, value: 'non-empty' });
      }
    }
  }
  return requirements;
}

/** What a story expression sets a prop to: a string, true/false, 'empty' for '' / null / undefined, else 'other'. */
function literalOf(expression: ts.Expression | undefined): string | boolean | 'empty' | 'other' {
  if (!expression) return true; // a JSX attribute without a value (`<X isOpen />`)
  if (ts.isStringLiteralLike(expression)) return expression.text === '' ? 'empty' : expression.text;
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (expression.kind === ts.SyntaxKind.NullKeyword) return 'empty';
  if (ts.isIdentifier(expression) && expression.text === 'undefined') return 'empty';
  if (
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isParenthesizedExpression(expression)
  ) {
    return literalOf(expression.expression);
  }
  return 'other';
}

type Seen = Map<string, Map<string, Set<string | boolean>>>;

function record(seen: Seen, component: string, prop: string, value: string | boolean | 'other') {
  const props = seen.get(component) ?? new Map<string, Set<string | boolean>>();
  seen.set(component, props);
  const values = props.get(prop) ?? new Set<string | boolean>();
  props.set(prop, values);
  values.add(value);
}

/** The properties of an `args` object literal, following `...Other.args` spreads within the same file. */
function argsOf(
  object: ts.ObjectLiteralExpression,
  storyArgs: Map<string, ts.ObjectLiteralExpression>,
  depth = 0,
): [string, ts.Expression][] {
  const out: [string, ts.Expression][] = [];
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
      out.push([property.name.text, property.initializer]);
    } else if (ts.isShorthandPropertyAssignment(property)) {
      out.push([property.name.text, property.name]);
    } else if (ts.isSpreadAssignment(property) && depth < 5) {
      const spread = property.expression;
      if (ts.isPropertyAccessExpression(spread) && spread.name.text === 'args' && ts.isIdentifier(spread.expression)) {
        const other = storyArgs.get(spread.expression.text);
        if (other) out.push(...argsOf(other, storyArgs, depth + 1));
      }
    }
  }
  return out;
}

function objectProperty(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name) {
      let value: ts.Expression = property.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      return value;
    }
  }
  return undefined;
}

/** Every prop value the stories set, by component name. */
function storyValues(files: string[]): Seen {
  const seen: Seen = new Map();
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      ts.sys.readFile(file) ?? '',
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    let metaComponent: string | undefined;
    let metaArgs: ts.ObjectLiteralExpression | undefined;
    const storyArgs = new Map<string, ts.ObjectLiteralExpression>();
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        let init: ts.Expression = node.initializer;
        while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
        if (ts.isObjectLiteralExpression(init)) {
          const args = objectProperty(init, 'args');
          const component = objectProperty(init, 'component');
          if (node.name.text === 'meta') {
            const named = component && ts.isExpressionWithTypeArguments(component) ? component.expression : component;
            if (named && ts.isIdentifier(named)) metaComponent = named.text;
            if (args && ts.isObjectLiteralExpression(args)) metaArgs = args;
          } else if (args && ts.isObjectLiteralExpression(args)) {
            storyArgs.set(node.name.text, args);
          }
        }
      }
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const tag = node.tagName.getText(source);
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute)) continue;
          const initializer = attribute.initializer;
          const expression =
            initializer && ts.isJsxExpression(initializer) ? initializer.expression : (initializer ?? undefined);
          const value = literalOf(expression as ts.Expression | undefined);
          if (value !== 'empty') record(seen, tag, attribute.name.getText(source), value);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (!metaComponent) continue;
    for (const args of [metaArgs, ...storyArgs.values()]) {
      if (!args) continue;
      for (const [prop, expression] of argsOf(args, storyArgs)) {
        const value = literalOf(expression);
        if (value !== 'empty') record(seen, metaComponent, prop, value);
      }
    }
  }
  return seen;
}

function satisfied(seen: Seen, { component, prop, value }: Requirement): boolean {
  const values = seen.get(component)?.get(prop);
  if (!values) return false;
  if (value === 'non-empty') return [...values].some((v) => v !== false);
  if (value === true) return values.has(true) || values.has('other');
  return values.has(value);
}

export function check(): { missing: string[]; pending: string[]; stalePending: string[] } {
  const screens = listFiles('src/screens', /\.tsx$/);
  const components = listFiles('src/components', /\.tsx$/);
  const stories = listFiles('stories', /\.stories\.tsx$/);
  const seen = storyValues(stories);
  const storied = new Set(seen.keys());
  const program = createProgram([...screens, ...components]);
  // Every screen counts; a component (or a part screens share, like ProductForm) counts where it has stories of
  // its own or appears in one, and is otherwise covered by the stories of the screens that hold it.
  const requirements = [...screens, ...components]
    .flatMap((file) => requirementsOf(program, file))
    .filter((r) => r.component.endsWith('Screen') || storied.has(r.component));
  const gaps = requirements
    .filter((requirement) => !satisfied(seen, requirement))
    .map(describe)
    .filter((gap) => !UNREACHABLE.has(gap));
  return {
    missing: gaps.filter((gap) => !PENDING.has(gap)),
    pending: gaps.filter((gap) => PENDING.has(gap)),
    stalePending: [...PENDING].filter((gap) => !gaps.includes(gap)),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { missing, pending, stalePending } = check();
  for (const gap of pending) console.warn(`pending (another branch): ${gap}`);
  for (const gap of stalePending) console.warn(`covered now, remove it from PENDING: ${gap}`);
  if (missing.length > 0) {
    console.error(
      `States no story shows (add a story that rests in each):\n${missing.map((m) => `  ${m}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('Every state prop of the screens and components is shown by a story.');
}
