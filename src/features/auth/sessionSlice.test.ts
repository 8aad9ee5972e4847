import { describe, expect, it } from 'vitest';
import { sessionLoaded, sessionReducer } from './sessionSlice';

describe('sessionSlice', () => {
  it('is not loaded until the start-up load of the current user has answered', () => {
    const start = sessionReducer(undefined, { type: '@@init' });
    expect(start).toEqual({ loaded: false });
    expect(sessionReducer(start, sessionLoaded())).toEqual({ loaded: true });
  });
});
