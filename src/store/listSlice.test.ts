import { describe, expect, it } from 'vitest';
import {
  listReducer,
  reset,
  setAllLists,
  setFileList,
  setImageList,
  setVoteList,
  type FileItem,
  type ImageItem,
  type ListState,
  type VoteItem,
} from './listSlice';

const images: ImageItem[] = [{ id: 1, src: '/api/files/a.webp', name: 'a.webp' }, { src: 'blob:x', name: 'b.png' }];
const votes: VoteItem[] = [
  { title: '참여 가능한 요일', mode: 'choice', options: ['토', '일'], secret: false, multiple: true, required: true, cancelable: true },
  { title: '소감', mode: 'essay', options: [], secret: true, multiple: false, required: false, cancelable: false },
];
const files: FileItem[] = [{ id: 4, name: '안내문.pdf', size: 20480, url: '/api/files/4' }];
const empty: ListState = { imageList: [], voteList: [], fileList: [], fileAccess: null };
const full: ListState = { imageList: images, voteList: votes, fileList: files, fileAccess: 1 };

describe('listSlice', () => {
  it('starts with four empty lists', () => {
    expect(listReducer(undefined, { type: '@@init' })).toEqual(empty);
  });

  it('reset clears all four lists', () => {
    expect(listReducer(full, reset())).toEqual(empty);
  });

  it('setImageList sets only the image list', () => {
    expect(listReducer(empty, setImageList(images))).toEqual({ ...empty, imageList: images });
    expect(listReducer(full, setImageList([]))).toEqual({ ...full, imageList: [] });
  });

  it('setVoteList sets only the vote list', () => {
    expect(listReducer(empty, setVoteList(votes))).toEqual({ ...empty, voteList: votes });
    expect(listReducer(full, setVoteList([]))).toEqual({ ...full, voteList: [] });
  });

  it('setFileList sets the file list and the file access together', () => {
    expect(listReducer(empty, setFileList({ fileList: files, fileAccess: 2 }))).toEqual({
      ...empty,
      fileList: files,
      fileAccess: 2,
    });
    expect(listReducer(full, setFileList({ fileList: [], fileAccess: null }))).toEqual({
      ...full,
      fileList: [],
      fileAccess: null,
    });
  });

  it('setAllLists sets all four at once', () => {
    expect(listReducer(empty, setAllLists(full))).toEqual(full);
    expect(listReducer(full, setAllLists({ imageList: [], voteList: votes, fileList: [], fileAccess: 0 }))).toEqual({
      imageList: [],
      voteList: votes,
      fileList: [],
      fileAccess: 0,
    });
  });
});
