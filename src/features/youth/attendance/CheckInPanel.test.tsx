// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ATTENDANCE_MESSAGES } from '@nanum/shared/attendanceMessages';
import type { AttendanceCheckResult, MyAttendance } from '@nanum/shared/attendanceViews';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import AttendanceRecord from './AttendanceRecord';
import CheckInPanel from './CheckInPanel';

const today: MyAttendance = {
  participationId: 7,
  campaignId: 3,
  campaignName: '연탄 나눔',
  place: '서울특별시 노원구',
  startDate: '2026-11-26',
  endDate: '2026-11-26',
  status: 'selected',
  isToday: true,
  attendance: null,
};

const checkedIn: AttendanceCheckResult = {
  outcome: 'checkIn',
  userName: '이다온',
  campaignName: '연탄 나눔',
  attendance: { checkInAt: '2026-11-26T00:05:00.000Z', checkOutAt: null, minutesServed: null, scannedByOperator: false, correctedAt: null, correctionReason: null },
};

/** A browser whose camera the member refused. */
function refuseCamera() {
  const getUserMedia = vi.fn(async () => {
    throw new DOMException('Permission denied', 'NotAllowedError');
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return getUserMedia;
}

describe('checking in', () => {
  it('says the camera was refused, moves to the 6-digit code, and checks in with it', async () => {
    const getUserMedia = refuseCamera();
    const api = fakeApi({ 'POST /api/youth/attendance/check': { body: { status: 200, message: ATTENDANCE_MESSAGES.checkedIn, data: checkedIn } } });
    const onChecked = vi.fn();
    const { events } = renderWithStore(<CheckInPanel campaigns={[today]} onChecked={onChecked} />);

    await events.click(screen.getByRole('button', { name: '카메라로 QR 스캔하기' }));
    expect(await screen.findByText(ATTENDANCE_MESSAGES.cameraRefused)).toBeDefined();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    const code = screen.getByLabelText('연탄 나눔 출석 코드');
    await waitFor(() => expect(document.activeElement).toBe(code));

    await events.type(code, '123 456');
    await events.click(screen.getByRole('button', { name: '코드로 출석' }));
    expect((await screen.findByText(ATTENDANCE_MESSAGES.checkedIn)).getAttribute('role')).toBe('status');
    expect(api.to('POST /api/youth/attendance/check').map((request) => request.body)).toEqual([{ campaignId: 3, code: '123 456' }]);
    expect(onChecked).toHaveBeenCalledWith(checkedIn);
  });

  it('shows the server’s refusal (an expired code) and calls nothing back', async () => {
    fakeApi({ 'POST /api/youth/attendance/check': { status: 400, body: { status: 400, message: ATTENDANCE_MESSAGES.codeExpired } } });
    const onChecked = vi.fn();
    const { events } = renderWithStore(<CheckInPanel campaigns={[today]} onChecked={onChecked} />);
    await events.type(screen.getByLabelText('연탄 나눔 출석 코드'), '654321');
    await events.click(screen.getByRole('button', { name: '코드로 출석' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ATTENDANCE_MESSAGES.codeExpired);
    expect(onChecked).not.toHaveBeenCalled();
  });
});

describe('checking in with the code while the check runs', () => {
  it('keeps 코드로 출석 focusable (aria-disabled, not disabled), sends the code once and starts no scan', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({ 'POST /api/youth/attendance/check': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const onChecked = vi.fn();
    const { events } = renderWithStore(<CheckInPanel campaigns={[today]} onChecked={onChecked} />);
    await events.type(screen.getByLabelText('연탄 나눔 출석 코드'), '123456');
    const submit = screen.getByRole('button', { name: '코드로 출석' }) as HTMLButtonElement;
    await pressWhileBusy(events, submit);
    const scan = screen.getByRole('button', { name: '카메라로 QR 스캔하기' }) as HTMLButtonElement;
    expect(scan.getAttribute('aria-disabled')).toBe('true');
    await events.click(scan);
    expect(screen.queryByRole('button', { name: '스캔 그만하기' })).toBeNull();
    expect(api.to('POST /api/youth/attendance/check')).toHaveLength(1);

    answer({ body: { status: 200, message: ATTENDANCE_MESSAGES.checkedIn, data: checkedIn } });
    expect(await screen.findByText(ATTENDANCE_MESSAGES.checkedIn)).toBeDefined();
    expect(onChecked).toHaveBeenCalledTimes(1);
    expect(submit.hasAttribute('aria-disabled')).toBe(false);
    expect(api.to('POST /api/youth/attendance/check')).toHaveLength(1);
  });

  it('keeps 코드로 출석 disabled when there is no campaign to check in to today', () => {
    renderWithStore(<CheckInPanel campaigns={[]} onChecked={vi.fn()} />);
    expect((screen.getByRole('button', { name: '코드로 출석' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('출석 코드') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('an attendance record', () => {
  it('shows the corrected times in Korean time, the minutes and the reason', () => {
    renderWithStore(
      <AttendanceRecord
        attendance={{ checkInAt: '2026-11-26T00:00:00.000Z', checkOutAt: '2026-11-26T03:30:00.000Z', minutesServed: 180, scannedByOperator: false, correctedAt: '2026-11-26T05:00:00.000Z', correctionReason: '점심시간 30분 제외' }}
      />,
    );
    expect(screen.getByText('2026-11-26 09:00')).toBeDefined();
    expect(screen.getByText('2026-11-26 12:30')).toBeDefined();
    expect(screen.getByText('3시간 (180분)')).toBeDefined();
    expect(screen.getByText('퇴실', { selector: 'span' })).toBeDefined();
    expect(screen.getByText('2026-11-26 14:00 · 사유: 점심시간 30분 제외')).toBeDefined();
  });
});
