// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SurveyView } from '@nanum/shared/boardViews';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import SurveyBox from './SurveyBox';

const survey: SurveyView = {
  id: 5, title: '참여한 활동', endAt: null, closed: false, respondents: 2, answered: true, canAnswer: true, cancelable: false, myAnswers: [],
  questions: [
    {
      id: 11, title: '참여한 활동을 모두 골라 주세요.', mode: 'choice', secret: false, multiple: true, required: true, cancelable: false, resultsVisible: true, respondents: 2,
      options: [{ id: 1, label: '플로깅', votes: 2 }, { id: 2, label: '공부방', votes: 1 }, { id: 3, label: '연탄 나눔', votes: 0 }], scoreAverage: null, scoreCount: null, texts: null,
    },
  ],
};

describe('the results of a survey', () => {
  it('shows each choice of a multiple-choice question as a share of the members who answered it', () => {
    renderWithStore(<SurveyBox postId={41} initial={survey} canAnswer />, { user: signedIn() });
    // Both members picked 플로깅 (100%), one of them also 공부방 (50%): not shares of the 3 votes.
    expect(screen.getByText('2표 (100%)')).toBeDefined();
    expect(screen.getByText('1표 (50%)')).toBeDefined();
    expect(screen.getByText('0표 (0%)')).toBeDefined();
    expect(screen.getByRole('progressbar', { name: '플로깅 100%' })).toBeDefined();
  });
});
