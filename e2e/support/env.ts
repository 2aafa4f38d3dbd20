/** Where the e2e server keeps its data (playwright.config.ts makes a fresh folder per run). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  return dir;
}
