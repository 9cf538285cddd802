// The progress bar's state: hidden for the first 150 ms (a small file opens without a flash of it),
// then shown with the latest progress until the file is done.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { progressText } from '../../src/ui/files/verify/VerifyProgressBar.tsx';
import {
  SHOW_PROGRESS_AFTER_MS,
  beginVerifyStatus,
  currentVerifyStatus,
  endVerifyStatus,
  updateVerifyProgress,
} from '../../src/ui/files/verify/verifyStatus.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  endVerifyStatus();
  vi.useRealTimers();
});

describe('the progress of checking a file', () => {
  test('shows only after 150 ms, with the latest progress', () => {
    const cancel = vi.fn();
    beginVerifyStatus('big.karnage.json', cancel);
    updateVerifyProgress({ phase: 'checking', done: 12_000, total: 100_000 });
    vi.advanceTimersByTime(SHOW_PROGRESS_AFTER_MS - 1);
    expect(currentVerifyStatus()).toMatchObject({ shown: false, fileName: 'big.karnage.json' });
    vi.advanceTimersByTime(1);
    const status = currentVerifyStatus()!;
    expect(status).toMatchObject({ shown: true, progress: { phase: 'checking', done: 12_000, total: 100_000 } });
    expect(progressText(status.progress)).toBe('Checking game file… 12,000 of 100,000 orders');
    status.cancel();
    expect(cancel).toHaveBeenCalledOnce();
  });

  test('a file done within 150 ms never shows it', () => {
    const seen: boolean[] = [];
    beginVerifyStatus('small.karnage.json', () => {});
    seen.push(currentVerifyStatus()!.shown);
    vi.advanceTimersByTime(100);
    endVerifyStatus();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([false]);
    expect(currentVerifyStatus()).toBeNull();
  });

  test('says what it is doing in each phase', () => {
    expect(progressText({ phase: 'reading', done: 0, total: 0 })).toBe('Reading game file…');
    expect(progressText({ phase: 'opening', done: 3, total: 40 })).toBe('Opening the game…');
  });
});
