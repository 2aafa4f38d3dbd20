import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** A module that imports one of Lingui's macros; only those go through Babel. */
const USES_MACRO = /@lingui\/(?:core|react)\/macro/;

/**
 * Compiles Lingui's macros (`t`, `msg`, `plural`, `<Trans>`, `useLingui` from `@lingui/core/macro`
 * and `@lingui/react/macro`) into runtime calls carrying each message's id. Vite 8's React plugin
 * no longer runs Babel, and `@rolldown/plugin-babel` needs Node 22, which the shop does not ask for
 * (docs/decisions/0015-node-engines.md), so this runs Babel itself, with Lingui's macro plugin only,
 * on the few modules that import a macro, before TypeScript and JSX are compiled. In a production
 * build the English text leaves the code (each language's catalogue carries it), as Lingui intends.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'coffee-shop:lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?$/, exclude: /\/node_modules\// }, code: USES_MACRO },
      async handler(code, id) {
        const file = id.split('?')[0]!;
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map };
      },
    },
  };
}
