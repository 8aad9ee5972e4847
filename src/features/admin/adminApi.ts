import type { RoleField } from '@nanum/shared/authority';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { requestWithStatus, type HttpMethod, type Query } from '@/lib/request';

/** The answer of an admin call: ok with data, or a Korean message to show. */
export interface AdminAnswer<T> {
  ok: boolean;
  message: string;
  data: T | undefined;
}

/** Calls an admin endpoint and keeps the server's Korean message whatever the status. */
export async function adminCall<T>(method: HttpMethod, path: string, body?: unknown, query?: Query): Promise<AdminAnswer<T>> {
  try {
    const { status, body: answer } = await requestWithStatus<{ message?: string; data?: T }>(path, { method, body, query });
    return { ok: status === 200, message: answer?.message ?? (status === 200 ? '' : CONNECTION_FAILED_MESSAGE), data: answer?.data };
  } catch {
    return { ok: false, message: CONNECTION_FAILED_MESSAGE, data: undefined };
  }
}

export interface Corporation {
  id: number;
  name: string;
  description: string;
  link: string;
  /** Its position in the list, 1 for the first (the number the list shows and the form takes). */
  sort: number;
  image: string | null;
}

export interface PopupContent {
  id: number;
  title: string;
  description: string;
  link: string;
  image: string | null;
  active: boolean;
  startDate: string | null;
  endDate: string | null;
}

export interface AdminMember {
  id: number;
  name: string;
  email: string;
  type: number;
  typeLabel: string;
  rank: number;
  rankLabel: string;
  cardinal: number;
  power: number;
  powerLabel: string;
  certify: boolean;
  hidden: number;
  endOfActivity: boolean;
  teamId: number | null;
  teamName: string | null;
  divisionId: number | null;
  divisionName: string | null;
  joinedAt: string | null;
  /** The fields the viewer may change (the authority model, packages/shared/src/authority.ts); empty: no edit. */
  editable: RoleField[];
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ReportItem {
  targetType: 'post' | 'comment';
  targetId: number;
  count: number;
  reasons: Array<{ code: number; label: string; count: number }>;
  descriptions: string[];
  lastAt: string | null;
  title: string;
  boardName: string | null;
  href: string | null;
  hidden: boolean;
  exists: boolean;
}

