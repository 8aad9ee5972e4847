import { describe, expect, it } from 'vitest';
import { excerptAround, highlightPieces, searchWordsOf } from './searchRules';

describe('search words and highlighting', () => {
  it('splits a query into at most five distinct words', () => {
    expect(searchWordsOf('  김장   봉사 김장 ')).toEqual(['김장', '봉사']);
    expect(searchWordsOf('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it.each([
    ['ESG 봉사와 esg', ['esg'], [['ESG', true], [' 봉사와 ', false], ['esg', true]]],
    ['김장봉사', ['김장', '김장봉'], [['김장봉', true], ['사', false]]],
    ['a.b (c)', ['.', '('], [['a', false], ['.', true], ['b ', false], ['(', true], ['c)', false]]],
    ['없음', ['봉사'], [['없음', false]]],
  ])('marks %j for %j, case folded, longest word first, regex characters as text', (text, words, expected) => {
    expect(highlightPieces(text, words).map((piece) => [piece.text, piece.mark])).toEqual(expected);
  });

  it('cuts an excerpt around the first word', () => {
    const text = `${'가'.repeat(200)} 봉사 ${'나'.repeat(200)}`;
    const excerpt = excerptAround(text, ['봉사']);
    expect(excerpt).toContain('봉사');
    expect(excerpt.startsWith('…') && excerpt.endsWith('…')).toBe(true);
    expect(excerptAround('짧은 글', ['봉사'])).toBe('짧은 글');
  });
});
