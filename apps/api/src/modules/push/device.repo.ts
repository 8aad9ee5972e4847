import { DEVICES_PER_MEMBER, type DevicePlatform } from '@nanum/shared/pushDevices';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/knex';
import { rowsOfIds } from '../../db/rowsOfIds';
import { toDbDate, toNumber } from '../../db/values';

export interface DeviceRow {
  id: number;
  user_id: number;
  token: string;
}

/** The app install as the member's login registers it: its token, platform and the login's session key (deviceSession.ts). */
export interface DeviceRegistration {
  token: string;
  platform: DevicePlatform;
  sessionKey: string;
}

/**
 * Registers the app install's token for the member, under the login that registers it: a token
 * already known moves to this member (the last to log in on a phone gets its pushes; the previous
 * member's unsent pushes to it are dropped with it), and beyond DEVICES_PER_MEMBER the member's
 * oldest registrations go.
 */
export async function registerDevice(db: Db, userId: number, device: DeviceRegistration): Promise<void> {
  // The same new token registered twice at once (the app at login and at a token refresh): the
  // one whose insert lost to the unique token finds the row on its second try and updates it.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await registerOnce(db, userId, device);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function registerOnce(db: Db, userId: number, { token, platform, sessionKey }: DeviceRegistration): Promise<void> {
  await db.transaction(async (trx) => {
    const now = toDbDate();
    const known = (await trx('push_devices').where({ token }).first('id', 'user_id')) as { id: number; user_id: number } | undefined;
    if (known && toNumber(known.user_id) === userId) {
      await trx('push_devices').where({ id: known.id }).update({ platform, session_key: sessionKey, updated_at: now });
      return;
    }
    if (known) await trx('push_devices').where({ id: known.id }).delete();
    await trx('push_devices').insert({ user_id: userId, token, platform, session_key: sessionKey, created_at: now, updated_at: now });
    const keep = (await trx('push_devices').where({ user_id: userId }).orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(DEVICES_PER_MEMBER).pluck('id')) as number[];
    await trx('push_devices').where({ user_id: userId }).whereNotIn('id', keep).delete();
  });
}

/** Removes the member's registration of the token; answers whether there was one. */
export async function removeDevice(db: Db, userId: number, token: string): Promise<boolean> {
  return (await db('push_devices').where({ user_id: userId, token }).delete()) > 0;
}

/**
 * Removes every device of the member, with their pending pushes: when all of the member's sessions
 * end at a password reset, the phones logged in with them stop receiving the member's alarms too
 * (the app registers again at its next login).
 */
export async function removeDevicesOf(db: Db, userId: number): Promise<void> {
  await db('push_devices').where({ user_id: userId }).delete();
}

/**
 * Removes every device of the member but the ones the given login registered, with their pending
 * pushes: when a password or email change ends the member's other sessions, the phones they
 * registered stop receiving the member's alarms; the one the change was made on keeps them.
 */
export async function removeDevicesOutsideSession(db: Db, userId: number, sessionKey: string): Promise<void> {
  await db('push_devices')
    .where({ user_id: userId })
    .where((w) => w.whereNull('session_key').orWhereNot('session_key', sessionKey))
    .delete();
}

/** Removes the devices one login registered, with their pending pushes: the member logged out there. */
export async function removeSessionDevices(db: Db, userId: number, sessionKey: string): Promise<void> {
  await db('push_devices').where({ user_id: userId, session_key: sessionKey }).delete();
}

/** The login's devices follow it to its new session id (a login renewed on the same member). */
export async function moveDevicesToSession(db: Db, userId: number, fromKey: string, toKey: string): Promise<void> {
  await db('push_devices').where({ user_id: userId, session_key: fromKey }).update({ session_key: toKey });
}

/** Removes a device FCM no longer knows (UNREGISTERED, or an invalid registration token), with its pending pushes. */
export async function removeDeviceById(db: Db, deviceId: number): Promise<void> {
  await db('push_devices').where({ id: deviceId }).delete();
}

/** The devices of the members (a broadcast's thousands among them). */
export async function devicesOf(db: Db, userIds: readonly number[]): Promise<DeviceRow[]> {
  const rows = await rowsOfIds<{ id: number; user_id: number; token: string }>(db, 'push_devices', 'user_id', userIds, ['id', 'user_id', 'token']);
  return rows.map((row) => ({ id: toNumber(row.id), user_id: toNumber(row.user_id), token: row.token }));
}

/** Removes the token whoever it belongs to (the app unregistering after logout). */
export async function removeDeviceByToken(db: Db, token: string): Promise<void> {
  await db('push_devices').where({ token }).delete();
}

export interface MemberDevice {
  platform: string;
  token: string;
  createdAt: string | Date;
  /** The last time the app registered it again (it does so at every login and token refresh). */
  updatedAt: string | Date;
}

/** The member's registered devices, oldest registration first (내 정보 내려받기). */
export async function devicesOfMember(db: Db, userId: number): Promise<MemberDevice[]> {
  const rows = (await db('push_devices').where({ user_id: userId }).orderBy('id').select('platform', 'token', 'created_at', 'updated_at')) as { platform: string; token: string; created_at: string | Date; updated_at: string | Date }[];
  return rows.map((row) => ({ platform: row.platform, token: row.token, createdAt: row.created_at, updatedAt: row.updated_at }));
}
