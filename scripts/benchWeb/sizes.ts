import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser } from 'playwright';
import { LOCALE, ROOT } from './config.ts';
import { signedInStorage } from './server.ts';
import { type Manifest, type RouteLoad, type RoutePlan, type ScriptLoad, type Session } from './types.ts';

/** Step 2: the JavaScript of each first route, and the check that no admin chunk reaches a customer route. */

/**
 * The admin screens' route modules by name, used only when app/router.tsx cannot be read: normally
 * they are what the router lazily imports under `path: 'admin'` and nowhere else.
 */
const ADMIN_MODULE_NAMES =
  /^app\/(?:routes\/(?:Admin|AddProduct|EditProduct|Order|Dashboard)|layouts\/Admin)[^/]*\.tsx?$/;

/** Which manifest chunks only the admin screens need: admin route modules and what only they import. */
/**
 * The modules app/router.tsx lazily imports inside its `path: 'admin'` branch and nowhere else
 * (shared pages such as the profile are imported by the customer branch too), as manifest keys.
 */
export function adminRouteModules(): { modules: Set<string>; from: string } {
  const routerFile = path.join(ROOT, 'app/router.tsx');
  const fallback = { modules: new Set<string>(), from: `names matching ${ADMIN_MODULE_NAMES}` };
  if (!existsSync(routerFile)) return fallback;
  const source = readFileSync(routerFile, 'utf8');
  const at = source.search(/path:\s*['"]admin['"]/);
  if (at < 0) return fallback;
  // The object literal holding `path: 'admin'`: back to its `{`, forward to the matching `}`.
  let start = at;
  for (let depth = 0; start > 0; start--) {
    if (source[start] === '}') depth++;
    if (source[start] === '{' && depth-- === 0) break;
  }
  let end = start;
  for (let depth = 0; end < source.length; end++) {
    if (source[end] === '{') depth++;
    if (source[end] === '}' && --depth === 0) break;
  }
  const imports = (text: string) =>
    new Set(
      [...text.matchAll(/import\(\s*['"](\.\/[^'"]+)['"]\s*\)/g)].map((match) => {
        const relative = path.posix.join('app', match[1]!);
        const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].find((ext) =>
          existsSync(path.join(ROOT, relative + ext)),
        );
        return relative + (found ?? '.tsx');
      }),
    );
  const inside = imports(source.slice(start, end + 1));
  const outside = imports(source.slice(0, start) + source.slice(end + 1));
  const modules = new Set([...inside].filter((module) => !outside.has(module)));
  return modules.size ? { modules, from: "app/router.tsx's admin branch" } : fallback;
}

/**
 * The chunks only the admin screens load: everything in the manifest that the entry cannot reach,
 * through static and dynamic imports, without passing through an admin route module.
 */
export function adminOnlyFiles(manifest: Manifest, adminModules: Set<string>): Map<string, string> {
  const isAdmin = (key: string) => {
    const src = manifest[key]!.src ?? key;
    return adminModules.size ? adminModules.has(src) : ADMIN_MODULE_NAMES.test(src);
  };
  const everyoneLoads = new Set<string>();
  const stack = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  while (stack.length) {
    const key = stack.pop()!;
    if (everyoneLoads.has(key) || !manifest[key] || isAdmin(key)) continue;
    everyoneLoads.add(key);
    stack.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  const only = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!everyoneLoads.has(key) && chunk.file.endsWith('.js')) only.set(chunk.file, chunk.src ?? chunk.name ?? key);
  }
  return only;
}

export function describeFile(manifest: Manifest, file: string): string {
  const chunk = Object.entries(manifest).find(([, value]) => value.file === file);
  if (!chunk) return file;
  const [key, value] = chunk;
  return value.src ?? value.name ?? key;
}

export async function measureRoute(
  browser: Browser,
  origin: string,
  plan: RoutePlan,
  session: Session | null,
  manifest: Manifest,
  adminOnly: Map<string, string>,
): Promise<RouteLoad> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: LOCALE,
    storageState: signedInStorage(origin, session),
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    const pending: Array<Promise<ScriptLoad | null>> = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('requestfailed', (request) => errors.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          const type = response?.headers()['content-type'] ?? '';
          if (!response || !(request.resourceType() === 'script' || /javascript/.test(type))) return null;
          const body = await response.body();
          const sizes = await request.sizes();
          const url = new URL(request.url());
          return {
            url: url.pathname,
            file: url.pathname.replace(/^\//, ''),
            bytes: body.length,
            gzip9: zlib.gzipSync(body, { level: 9 }).length,
            transferred: sizes.responseBodySize + sizes.responseHeadersSize,
            encoding: response.headers()['content-encoding'] ?? 'none',
          };
        })().catch((error: unknown) => {
          errors.push(`${request.url()}: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        }),
      );
    });
    let rendered = true;
    try {
      await page.goto(origin + plan.path, { waitUntil: 'networkidle', timeout: 45_000 });
      // Rendered something: the root has content (a blank page measures nothing worth having).
      await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, {
        timeout: 15_000,
      });
    } catch (error) {
      rendered = false;
      errors.push(`did not render: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    const finalUrl = page.url().slice(origin.length);
    const scripts = (await Promise.all(pending)).filter((load): load is ScriptLoad => load !== null);
    const adminChunks =
      plan.role === 'admin'
        ? []
        : scripts.filter((script) => adminOnly.has(script.file)).map((script) => describeFile(manifest, script.file));
    return { plan, finalUrl, rendered, scripts, errors, adminChunks };
  } finally {
    await context.close();
  }
}
