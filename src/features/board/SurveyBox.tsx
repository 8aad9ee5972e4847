import { useId, useState, type FormEvent } from 'react';
import type { SurveyView } from '@nanum/shared/boardViews';
import { SURVEY_FLAG_LABELS, SURVEY_MODE_LABELS } from '@nanum/shared/surveyCodes';
import { formatDateTime } from '@nanum/shared/format';
import { choiceShare, SCORE_MAX, SCORE_MIN, SURVEY_ESSAY_MAX, type SurveyAnswerValue } from '@nanum/shared/surveyRules';
import { useToast } from '@/features/toast/useToast';
import { answerSurvey, cancelSurvey } from './boardApi';

/** One choice's votes and their share of the members who answered the question. */
function Bar({ label, votes, respondents }: { label: string; votes: number; respondents: number }) {
  const percent = choiceShare(votes, respondents);
  return (
    <div className="mb-2">
      <div className="d-flex justify-content-between small">
        <span>{label}</span>
        <span>
          {votes}표 ({percent}%)
        </span>
      </div>
      <div className="progress" role="progressbar" aria-label={`${label} ${percent}%`} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** A post's survey: the answer form for a member who has not answered, otherwise the results as bars. */
export default function SurveyBox({ postId, initial, canAnswer }: { postId: number; initial: SurveyView; canAnswer: boolean }) {
  const toast = useToast();
  const id = useId();
  const [survey, setSurvey] = useState(initial);
  const [answers, setAnswers] = useState<Record<number, SurveyAnswerValue>>({});
  const [error, setError] = useState('');
  const [showResults, setShowResults] = useState(false);
  const answering = canAnswer && !survey.answered && !survey.closed && !showResults;

  const set = (questionId: number, value: Partial<SurveyAnswerValue>) => setAnswers((prev) => ({ ...prev, [questionId]: { questionId, ...value } }));
  const toggle = (questionId: number, optionId: number, multiple: boolean) => {
    const chosen = answers[questionId]?.optionIds ?? [];
    const next = multiple ? (chosen.includes(optionId) ? chosen.filter((x) => x !== optionId) : [...chosen, optionId]) : [optionId];
    set(questionId, { optionIds: next });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await answerSurvey(postId, Object.values(answers));
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setError('');
    setSurvey(answer.data);
    toast.done(answer.message);
  };

  const cancel = async () => {
    const answer = await cancelSurvey(postId);
    if (answer.ok) {
      setSurvey(answer.data);
      setAnswers({});
      toast.done(answer.message);
    } else toast.warning(answer.message);
  };

  return (
    <section className="border rounded-4 p-3 p-md-4 my-4 bg-light-subtle" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 fw-bold mb-1">
        설문 · {survey.title}
      </h2>
      <p className="small text-body-secondary mb-3">
        참여 {survey.respondents}명{survey.endAt ? ` · ${formatDateTime(survey.endAt)} 마감` : ''}
        {survey.closed ? ' · 마감됨' : ''}
      </p>
      <form onSubmit={submit}>
        {survey.questions.map((question, index) => (
          <fieldset key={question.id} className="mb-4">
            <legend className="fs-6 fw-bold">
              {index + 1}. {question.title}{' '}
              <span className="badge text-bg-secondary fw-normal">{SURVEY_MODE_LABELS[question.mode]}</span>{' '}
              {(['required', 'multiple', 'secret'] as const)
                .filter((flag) => question[flag])
                .map((flag) => (
                  <span key={flag} className="badge text-bg-light border fw-normal me-1">
                    {SURVEY_FLAG_LABELS[flag]}
                  </span>
                ))}
            </legend>
            {answering && question.mode === 'choice' &&
              question.options.map((option) => (
                <div className="form-check" key={option.id}>
                  <input
                    className="form-check-input"
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={`${id}-q${question.id}`}
                    id={`${id}-o${option.id}`}
                    checked={answers[question.id]?.optionIds?.includes(option.id) ?? false}
                    onChange={() => toggle(question.id, option.id, question.multiple)}
                  />
                  <label className="form-check-label" htmlFor={`${id}-o${option.id}`}>
                    {option.label}
                  </label>
                </div>
              ))}
            {answering && question.mode === 'score' && (
              <div className="btn-group" role="radiogroup" aria-label={`${question.title} 점수`}>
                {Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => i + SCORE_MIN).map((score) => (
                  <button key={score} type="button" role="radio" aria-checked={answers[question.id]?.score === score} className={`btn ${answers[question.id]?.score === score ? 'btn-primary' : 'btn-outline-primary'}`} onClick={() => set(question.id, { score })}>
                    {score}점
                  </button>
                ))}
              </div>
            )}
            {answering && question.mode === 'essay' && (
              <>
                <label className="visually-hidden" htmlFor={`${id}-e${question.id}`}>
                  {question.title}
                </label>
                <textarea id={`${id}-e${question.id}`} className="form-control" rows={2} maxLength={SURVEY_ESSAY_MAX} value={answers[question.id]?.text ?? ''} onChange={(event) => set(question.id, { text: event.target.value })} />
              </>
            )}
            {!answering && !question.resultsVisible && <p className="small text-body-secondary">비밀 문항입니다. 결과는 작성자만 볼 수 있습니다.</p>}
            {!answering && question.resultsVisible && question.mode === 'choice' &&
              question.options.map((option) => <Bar key={option.id} label={option.label} votes={option.votes ?? 0} respondents={question.respondents ?? 0} />)}
            {!answering && question.resultsVisible && question.mode === 'score' && (
              <p className="mb-0">
                평균 <strong>{question.scoreAverage ?? '-'}</strong>점 ({question.scoreCount}명 응답)
              </p>
            )}
            {!answering && question.resultsVisible && question.mode === 'essay' && (
              <ul className="small mb-0">{(question.texts ?? []).length ? question.texts?.map((text, i) => <li key={i}>{text}</li>) : <li>아직 응답이 없습니다.</li>}</ul>
            )}
          </fieldset>
        ))}
        {error && (
          <p className="text-danger" role="alert">
            {error}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2">
          {answering && (
            <button type="submit" className="btn btn-primary">
              응답 제출
            </button>
          )}
          {canAnswer && !survey.answered && !survey.closed && (
            <button type="button" className="btn btn-outline-secondary" aria-pressed={showResults} onClick={() => setShowResults(!showResults)}>
              {showResults ? '응답하기' : '결과 보기'}
            </button>
          )}
        </div>
        {survey.answered && survey.cancelable && !survey.closed && (
          <button type="button" className="btn btn-outline-secondary" onClick={cancel}>
            응답 취소
          </button>
        )}
        {!canAnswer && !survey.answered && <p className="small text-body-secondary mb-0">인증된 회원으로 로그인하면 설문에 참여할 수 있습니다.</p>}
      </form>
    </section>
  );
}
