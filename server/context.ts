import type { FastifyBaseLogger } from 'fastify';
import type { Db, DialectName } from './db/schema.ts';
import type { ImageStore } from './images/imageStore.ts';
import type { Mailer } from './adapters/mailer.ts';
import type { CatalogueCache } from './catalogue/catalogueCache.ts';
import type { ShopEventBus } from './events/shopEvents.ts';
import type { QueuePlaces } from './events/queuePlaces.ts';
import type { Passwords } from './accounts/passwords.ts';
import type { Tokens } from './accounts/tokens.ts';
import type { PaymentProvider } from './payments/paymentProvider.ts';
import type { Simulator } from './payments/simulator/simulatorProvider.ts';

/** What route plugins and services share; built once in buildApp and passed down explicitly. */
export interface AppContext {
  db: Db;
  dialect: DialectName;
  passwords: Passwords;
  tokens: Tokens;
  mailer: Mailer;
  images: ImageStore;
  catalogue: CatalogueCache;
  /** Order events to this process's subscribers (and, on PostgreSQL, every other process's). */
  events: ShopEventBus;
  /** Tells the orders waiting in the kitchen's queue their places after a move (call `changed()` once it commits). */
  queuePlaces: QueuePlaces;
  /** Who takes the money: null when the shop takes it itself (`manual`); the simulator also keeps its page. */
  payments: { provider: PaymentProvider | null; simulator: Simulator | null };
  clock: () => Date;
  appUrl: string;
  log: FastifyBaseLogger;
}
