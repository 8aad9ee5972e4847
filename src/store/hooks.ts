import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

/**
 * react-redux's hooks typed for this store (react-redux 9's `withTypes`). Use these, not the plain
 * hooks. useAppSelector renders again when the selected value changes (compared with ===), so a
 * selector must not build a new array or object each call: select the parts one by one, or fall
 * back to a constant.
 */
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppStore = useStore.withTypes<AppStore>();
