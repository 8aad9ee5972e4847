import { describe, expect, it } from 'vitest';
import { initModal, modalReducer, openModal } from './modalSlice';

describe('modalSlice', () => {
  it('starts with both dialogs hidden', () => {
    expect(modalReducer(undefined, { type: '@@init' })).toEqual({ loginModal: false, authorModal: false });
  });

  it('openModal LOGIN with isOpen true shows the login dialog only', () => {
    expect(modalReducer({ loginModal: false, authorModal: false }, openModal({ mode: 'LOGIN', isOpen: true }))).toEqual({
      loginModal: true,
      authorModal: false,
    });
  });

  it('openModal LOGIN with isOpen false hides the login dialog only', () => {
    expect(modalReducer({ loginModal: true, authorModal: true }, openModal({ mode: 'LOGIN', isOpen: false }))).toEqual({
      loginModal: false,
      authorModal: true,
    });
  });

  it('openModal AUTHOR with isOpen true shows the author dialog only', () => {
    expect(modalReducer({ loginModal: false, authorModal: false }, openModal({ mode: 'AUTHOR', isOpen: true }))).toEqual({
      loginModal: false,
      authorModal: true,
    });
  });

  it('openModal AUTHOR with isOpen false hides the author dialog only', () => {
    expect(modalReducer({ loginModal: true, authorModal: true }, openModal({ mode: 'AUTHOR', isOpen: false }))).toEqual({
      loginModal: true,
      authorModal: false,
    });
  });

  it('initModal replaces both handles', () => {
    expect(modalReducer({ loginModal: true, authorModal: false }, initModal({ loginModal: false, authorModal: true }))).toEqual({
      loginModal: false,
      authorModal: true,
    });
    expect(modalReducer({ loginModal: true, authorModal: true }, initModal({ loginModal: false, authorModal: false }))).toEqual({
      loginModal: false,
      authorModal: false,
    });
  });
});
