/**
 * Card padding comes from the card ladder of spacing tokens (src/styles/tokens.json, docs/architecture.md#design-tokens),
 * never from the numeric Tailwind scale: `p-tile sm:p-card`, not `p-4 sm:p-6`. This finds the numbers that
 * slip back, with the TypeScript compiler; scripts/cardPadding.test.ts (unit project) runs it over the shop.
 *
 * A card surface is a class list with the card radius (`rounded-card`; `after:rounded-card` only rounds a
 * link's hit area): one string, a `cn(…)` call (its strings and any constant that holds the card radius,
 * such as CARD_CLASS), or a `tv()` base given as an array. A class list with `min-h-11` is a control (a
 * button, or a link drawn as one, 44 px tall): its padding belongs to the control (src/components/Button.tsx)
 * and is left alone, as is a caller's `className`, which no file can read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The card ladder, smallest to largest: spacing tokens, so `p-tile`, `px-card`, `sm:p-panel`… */
export const CARD_LADDER = ['narrow', 'compact', 'tile', 'summary', 'card', 'panel', 'roomy'] as const;

/** One numeric padding on a card, where it is and what to write instead (when the ladder has its value). */
export type Violation = {
  file: string;
  line: number;
  column: number;
  start: number;
  className: string;
  instead?: string;
};

export const describeViolation = ({ file, line, className, instead }: Violation) =>
  `${file}:${line}: ${className} on a card${instead ? `: use ${instead}` : ': no card-ladder token has this value'}`;

/** Splits `sm:data-[new]:p-4!` into its variants and its utility (colons inside brackets are not separators). */
function parts(className: string): { variants: string[]; utility: string } {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of className) {
    if (char === '[') depth += 1;
    if (char === ']') depth -= 1;
    if (char === ':' && depth === 0) {
      pieces.push(current);
      current = '';
    } else current += char;
  }
  return { variants: pieces, utility: current.replace(/^!|!$/g, '') };
}

const classesOf = (text: string) => text.split(/\s+/).filter(Boolean);

const isCardRadius = (className: string) => {
  const { variants, utility } = parts(className);
  return utility === 'rounded-card' && !variants.some((variant) => variant === 'before' || variant === 'after');
};

const NUMERIC_PADDING = /^-?(p|px|py|pt|pr|pb|pl|ps|pe)-(\d+(?:\.\d+)?|px|\[[^\]]*\])$/;

/** The padding utility's prefix and numeric step when it is a number other than zero (`p-4` → p, 4). */
function numericPadding(className: string): { prefix: string; step: string } | null {
  const match = NUMERIC_PADDING.exec(parts(className).utility);
  if (!match || match[2] === '0') return null;
  return { prefix: match[1]!, step: match[2]! };
}

/** The ladder's names by their rem value, read from the tokens so a renamed or revalued step shows here. */
export function ladderByRem(tokensJson: string): Map<number, string> {
  const spacing = (JSON.parse(tokensJson) as { spacing: Record<string, { $value?: string }> }).spacing;
  const byRem = new Map<number, string>();
  for (const name of CARD_LADDER) {
    const value = spacing[name]?.$value;
    const rem = value?.endsWith('rem') ? Number(value.slice(0, -3)) : undefined;
    if (rem !== undefined) byRem.set(rem, name);
  }
  return byRem;
}

function suggestion(className: string, padding: { prefix: string; step: string }, ladder: Map<number, string>) {
  // Tailwind's numeric step N is N × 0.25rem.
  const name = /^\d/.test(padding.step) ? ladder.get(Number(padding.step) / 4) : undefined;
  if (!name) return undefined;
  const { variants } = parts(className);
  return [...variants, `${padding.prefix}-${name}`].join(':');
}

type Literal = { text: string; node: ts.Node };

/** The static text of every string under a node (template parts without their `${…}`), not entering nested calls of other kinds. */
function literalsUnder(node: ts.Node, out: Literal[] = []): Literal[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push({ text: node.text, node });
  else if (ts.isTemplateExpression(node)) {
    out.push({ text: node.head.text, node: node.head });
    for (const span of node.templateSpans) {
      literalsUnder(span.expression, out);
      out.push({ text: span.literal.text, node: span.literal });
    }
  } else ts.forEachChild(node, (child) => void literalsUnder(child, out));
  return out;
}

/** Top-level `const NAME = '…rounded-card…'` of a file: its card-class constants. */
function cardConstants(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (
        ts.isIdentifier(declaration.name) &&
        init &&
        (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init))
      ) {
        if (classesOf(init.text).some(isCardRadius)) names.add(declaration.name.text);
      }
    }
  }
  return names;
}

const isExported = (source: ts.SourceFile, name: string) =>
  source.statements.some(
    (statement) =>
      ts.isVariableStatement(statement) &&
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) &&
      statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name),
  );

/** Names imported into a file, by the name they are exported under. */
function importedNames(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements)
        names.set(element.name.text, (element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/**
 * The numeric paddings on card surfaces of the given sources (`{ file: text }`, paths relative to the
 * repository), with the ladder read from the given tokens.json text.
 */
export function findViolations(files: Record<string, string>, tokensJson: string): Violation[] {
  const ladder = ladderByRem(tokensJson);
  const parse = (file: string) =>
    ts.createSourceFile(
      file,
      files[file]!,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
  // Only files that name the card radius, or a constant holding it, can draw a card: parse those alone.
  const withRadius = Object.keys(files).filter((file) => files[file]!.includes('rounded-card'));
  const exportedCardConstants = new Set<string>();
  for (const file of withRadius) {
    const source = parse(file);
    for (const name of cardConstants(source)) if (isExported(source, name)) exportedCardConstants.add(name);
  }
  const sources = Object.keys(files)
    .filter(
      (file) => withRadius.includes(file) || [...exportedCardConstants].some((name) => files[file]!.includes(name)),
    )
    .map((file) => ({ file, source: parse(file) }));

  const violations: Violation[] = [];
  for (const { file, source } of sources) {
    const local = cardConstants(source);
    const imported = importedNames(source);
    const holdsCard = (node: ts.Node) =>
      ts.isIdentifier(node) && (local.has(node.text) || exportedCardConstants.has(imported.get(node.text) ?? ''));

    const seen = new Set<ts.Node>();
    const check = (literals: Literal[]) => {
      if (literals.some(({ text }) => classesOf(text).includes('min-h-11'))) return;
      for (const { text, node } of literals) {
        if (seen.has(node)) continue;
        seen.add(node);
        for (const className of classesOf(text)) {
          const padding = numericPadding(className);
          if (!padding) continue;
          const start = node.getStart(source);
          const { line, character } = source.getLineAndCharacterOfPosition(start);
          violations.push({
            file,
            line: line + 1,
            column: character + 1,
            start,
            className,
            instead: suggestion(className, padding, ladder),
          });
        }
      }
    };
    const hasCardRadius = (literals: Literal[]) => literals.some(({ text }) => classesOf(text).some(isCardRadius));

    const visit = (node: ts.Node) => {
      // A class list of several parts: cn(…), or a tv() base or slot given as an array.
      const isCn = ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'cn';
      const isPartsArray = ts.isArrayLiteralExpression(node) && ts.isPropertyAssignment(node.parent);
      if (isCn || isPartsArray) {
        const literals = literalsUnder(node);
        let card = hasCardRadius(literals);
        if (!card)
          node.forEachChild(function find(child) {
            if (holdsCard(child)) card = true;
            else child.forEachChild(find);
          });
        if (card) check(literals);
      } else if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)
      ) {
        const literals = literalsUnder(node);
        if (hasCardRadius(literals)) check(literals);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.start - b.start);
}

/** The shop's TypeScript sources where cards are drawn: src, app and stories, without tests. */
export function shopSources(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__screenshots__') walk(relative);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files[relative] = readFileSync(path.join(root, relative), 'utf8');
      }
    }
  };
  for (const dir of ['src', 'app', 'stories']) walk(dir);
  return files;
}

export const shopTokens = () => readFileSync(path.join(root, 'src/styles/tokens.json'), 'utf8');
