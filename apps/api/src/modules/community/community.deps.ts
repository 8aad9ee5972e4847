import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import type { ReadCache } from '../../http/readCache';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';

/** What the community services need: the database, the realtime emitter (alarms) and the settings. */
export interface CommunityDeps {
  db: Db;
  realtime: RealtimeEmitter;
  config: Pick<Config, 'uploadDir' | 'sessionSecret' | 'REPORT_HIDE_THRESHOLD'>;
  /** Public reads (board lists, posts) kept between writes; absent: every read queries. */
  readCache?: ReadCache;
}

/** `compute()` through the read cache when there is one. */
export function cachedRead<T>(deps: Pick<CommunityDeps, 'readCache'>, key: string, compute: () => Promise<T>): Promise<T> {
  return deps.readCache ? deps.readCache.get(key, compute) : compute();
}
