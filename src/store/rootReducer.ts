import { combineSlices } from '@reduxjs/toolkit';
import { sessionSlice } from '@/features/auth/sessionSlice';
import { modalSlice } from './modalSlice';
import { userSlice } from './userSlice';

/**
 * The slices injected later, by their own modules (Redux Toolkit's lazy-loaded slices): each such
 * module adds itself here with `declare module '@/store/rootReducer'` and `slice.injectInto(rootReducer)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface LazyLoadedSlices {}

/**
 * The store's reducer (Redux Toolkit's combineSlices). The slices every page reads are here: the
 * current user, the dialogs and the session start. A slice only some pages use (the composer's
 * lists, the post and comment drafts, the toasts, the profile dialog's target) is injected when
 * its module loads, so its code comes with those pages' chunks; its state is in the store from the
 * first action after that, and its injected selectors answer its initial state until then.
 */
export const rootReducer = combineSlices(userSlice, modalSlice, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();
