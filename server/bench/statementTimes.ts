import Database from 'better-sqlite3';

/** What SQLite itself took for one statement's text: how many runs, how many milliseconds in all. */
export interface StatementTime {
  count: number;
  ms: number;
  /** The slowest run: a commit that checkpointed the WAL shows here. */
  maxMs: number;
}

/**
 * Times every better-sqlite3 statement run while `timing` is on, by its text, so a bench can say what
 * is the database's and what is JavaScript's. better-sqlite3 gives no hook, so its statement class's
 * running methods are wrapped: the class is reached through a statement of a throwaway database.
 */
export function timeStatements() {
  const statements = new Map<string, StatementTime>();
  const state = { timing: false };
  const scratch = new Database(':memory:');
  const statementClass = Object.getPrototypeOf(scratch.prepare('select 1')) as Record<string, unknown>;
  scratch.close();
  for (const method of ['all', 'get', 'run', 'iterate']) {
    const run = statementClass[method] as (...args: unknown[]) => unknown;
    statementClass[method] = function (this: { source: string }, ...args: unknown[]) {
      if (!state.timing) return run.apply(this, args);
      const started = performance.now();
      try {
        return run.apply(this, args);
      } finally {
        const entry = statements.get(this.source) ?? { count: 0, ms: 0, maxMs: 0 };
        const ms = performance.now() - started;
        entry.count += 1;
        entry.ms += ms;
        entry.maxMs = Math.max(entry.maxMs, ms);
        statements.set(this.source, entry);
      }
    };
  }
  return {
    start: () => (state.timing = true),
    stop: () => (state.timing = false),
    /** The statements' table, slowest in all first, and SQLite's milliseconds per unit of work. */
    report(units: number) {
      let database = 0;
      const lines = ['| µs in SQLite a run | slowest run (ms) | runs | statement |', '| ---: | ---: | ---: | --- |'];
      for (const [source, { count, ms, maxMs }] of [...statements].sort((a, b) => b[1].ms - a[1].ms)) {
        database += ms;
        lines.push(
          `| ${((ms / count) * 1000).toFixed(0)} | ${maxMs.toFixed(1)} | ${count} | \`${source.slice(0, 100)}\` |`,
        );
      }
      return { table: lines.join('\n'), msPerUnit: database / units };
    },
  };
}
