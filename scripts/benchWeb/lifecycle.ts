/** Clean-up and logging: everything started here is stopped on the way out, whatever way that is. */

export const cleanups: Array<() => Promise<void> | void> = [];
let cleaning: Promise<void> | undefined;

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('clean-up step failed:', error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleaning;
}

export function log(message: string): void {
  console.log(`[bench:web] ${message}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
