import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows two pages either side of the current one', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('clips at the first and the last page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([7, 8, 9, 10]);
  });

  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(99, 4)).toEqual([2, 3, 4]);
    expect(pageWindow(0, 4)).toEqual([1, 2, 3]);
  });

  it('takes another spread', () => {
    expect(pageWindow(5, 10, 1)).toEqual([4, 5, 6]);
  });
});
