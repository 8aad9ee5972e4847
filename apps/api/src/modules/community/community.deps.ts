import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';

/** What the community services need: the database, the realtime emitter (alarms) and the settings. */
export interface CommunityDeps {
  db: Db;
  realtime: RealtimeEmitter;
  config: Pick<Config, 'uploadDir' | 'sessionSecret' | 'REPORT_HIDE_THRESHOLD'>;
}
