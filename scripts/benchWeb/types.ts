/** What the bench plans, records and reports. */

export type Role = 'visitor' | 'customer' | 'admin';

export interface RoutePlan {
  label: string;
  path: string;
  role: Role;
  lighthouse: boolean;
  /** The route's first-load JavaScript aim, kB gzip -9; none for admin routes. */
  budgetKb?: number;
}

export interface Session {
  token: string;
  id: string;
  roleId: string;
}

export interface ScriptLoad {
  url: string;
  file: string;
  bytes: number;
  gzip9: number;
  transferred: number;
  encoding: string;
}

export interface RouteLoad {
  plan: RoutePlan;
  finalUrl: string;
  /** The page loaded and drew something into #root. */
  rendered: boolean;
  scripts: ScriptLoad[];
  errors: string[];
  adminChunks: string[];
}

export interface LighthouseResult {
  performance: number;
  accessibility: number | null;
  bestPractices: number | null;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  finalUrl: string;
  /** Lighthouse's measure of this machine's speed (a fast desktop is over 1000); a low one inflates TBT. */
  benchmarkIndex: number;
  /** The performance audits that cost the most, for the report's "what hurts" notes. */
  hints: string[];
  /** The whole Lighthouse result (JSON), kept when BENCH_REPORT_DIR is set. */
  report: string;
}

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
