/**
 * The survey attached to the pinned champ post 'champ-survey'. Question modes: choice, essay, score
 * (SPEC section 3). A choice answer lists option indexes; a score answer is 1-5; an essay is text.
 */
export interface SeedQuestion {
  title: string;
  mode: 'choice' | 'essay' | 'score';
  secret?: boolean;
  multiple?: boolean;
  required?: boolean;
  cancelable?: boolean;
  options?: string[];
}

export const champSurvey = {
  postKey: 'champ-survey',
  title: '하반기 챔프단 활동 만족도 조사',
  endsInDays: 14,
  questions: [
    {
      title: '가장 기억에 남는 활동을 골라 주세요. (복수 선택 가능)',
      mode: 'choice', multiple: true, required: true, cancelable: true,
      options: ['플로깅 데이', '토요 공부방', '여름 도시락 배달', '연탄 나눔', '어르신 스마트폰 교실'],
    },
    { title: '올해 활동에 얼마나 만족하셨나요? (1~5점)', mode: 'score', required: true },
    { title: '내년 챔프단에 바라는 점을 자유롭게 적어 주세요.', mode: 'essay', secret: true },
  ] as SeedQuestion[],
  answers: [
    { by: 'haeun', choices: [1, 3], score: 5, essay: '팀끼리 함께하는 공동 프로젝트가 더 많았으면 좋겠어요.' },
    { by: 'jiho', choices: [2, 4], score: 4, essay: '활동 일정이 조금 더 일찍 공지되면 좋겠습니다.' },
    { by: 'yerin', choices: [2], score: 5 },
    { by: 'champ', choices: [0, 3], score: 5, essay: '3기 후배들에게 1기 경험을 나눌 수 있는 멘토링 시간이 있으면 좋겠어요.' },
  ] as { by: string; choices: number[]; score?: number; essay?: string }[],
};
