/** Where this worker's e2e server keeps its data (the `shop` fixture makes a fresh folder per worker). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: use `test` from e2e/support/fixtures.ts');
  return dir;
}
