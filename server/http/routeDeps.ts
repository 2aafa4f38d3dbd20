import type { AppContext } from '../context.ts';
import type { AuthGuards } from '../plugins/auth.ts';

/** What every resource's route plugin receives from buildApp. */
export interface RouteDeps {
  ctx: AppContext;
  guards: AuthGuards;
}
