import { PERFORMANCE_TARGET } from './config.ts';
import { type LighthouseResult, type RouteLoad, type ScriptLoad } from './types.ts';

/** Step 4: the Markdown table of the report. */

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '—');

export function table(loads: RouteLoad[], lighthouseResults: Map<string, LighthouseResult | string>): string {
  const rows = [
    '| Route | JS files | JS (raw) | JS gzip -9 | JS transferred | Admin chunks | Performance | FCP | LCP | TBT | CLS | Accessibility | Best practices |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const load of loads) {
    const sum = (pick: (script: ScriptLoad) => number) => load.scripts.reduce((total, s) => total + pick(s), 0);
    const gzip = sum((s) => s.gzip9);
    const overBudget = load.plan.budgetKb !== undefined && gzip > load.plan.budgetKb * 1000;
    const admin =
      load.plan.role === 'admin' ? 'n/a' : load.adminChunks.length ? `✗ ${load.adminChunks.join(', ')}` : 'none';
    const lh = lighthouseResults.get(load.plan.path);
    const lhCells =
      lh === undefined
        ? ['—', '—', '—', '—', '—', '—', '—']
        : typeof lh === 'string'
          ? ['failed', '—', '—', '—', '—', '—', '—']
          : [
              `${lh.performance}${lh.performance < PERFORMANCE_TARGET ? ' ✗' : ''}`,
              seconds(lh.fcp),
              seconds(lh.lcp),
              `${Math.round(lh.tbt)} ms`,
              lh.cls.toFixed(3),
              String(lh.accessibility ?? '—'),
              String(lh.bestPractices ?? '—'),
            ];
    const route = `\`${load.plan.label}\`${load.rendered ? '' : ' ✗ did not render'}`;
    rows.push(
      `| ${route} | ${load.scripts.length} | ${kB(sum((s) => s.bytes))} | ${kB(gzip)}${overBudget ? ' ✗' : ''} | ${kB(sum((s) => s.transferred))} | ${admin} | ${lhCells.join(' | ')} |`,
    );
  }
  return rows.join('\n');
}
