import { useId } from 'react';
import { SURVEY_FLAG_LABELS, SURVEY_FLAGS, SURVEY_MODE_LABELS, SURVEY_MODE, type SurveyMode } from '@nanum/shared/surveyCodes';
import { SURVEY_OPTIONS_MAX, SURVEY_OPTIONS_MIN, SURVEY_QUESTIONS_MAX, SURVEY_TEXT_MAX } from '@nanum/shared/surveyRules';
import { newQuestion, selectLists, setVoteList, type VoteItem } from '@/store/listSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

const MODES = Object.values(SURVEY_MODE) as SurveyMode[];

interface Props {
  title: string;
  onTitle: (title: string) => void;
  /** The deadline as a datetime-local value in Korean time, '' for none. */
  endAt: string;
  onEndAt: (endAt: string) => void;
}

/** The survey builder: title, deadline, questions (voteList) with a mode, options and the four flags. */
export default function SurveyBuilder({ title, onTitle, endAt, onEndAt }: Props) {
  const dispatch = useAppDispatch();
  const questions = useAppSelector((state) => selectLists(state).voteList);
  const id = useId();
  const update = (index: number, change: Partial<VoteItem>) => dispatch(setVoteList(questions.map((q, i) => (i === index ? { ...q, ...change } : q))));

  return (
    <div className="border rounded-3 p-3 bg-body-tertiary">
      <label htmlFor={`${id}-title`} className="form-label fw-bold">
        설문 제목
      </label>
      <input id={`${id}-title`} className="form-control mb-3" maxLength={SURVEY_TEXT_MAX} value={title} onChange={(event) => onTitle(event.target.value)} />
      <label htmlFor={`${id}-end`} className="form-label fw-bold">
        마감 일시 <span className="fw-normal small text-body-secondary">(한국 시간 · 비우면 마감 없음)</span>
      </label>
      <input id={`${id}-end`} type="datetime-local" className="form-control mb-3 w-auto" value={endAt} onChange={(event) => onEndAt(event.target.value)} />
      <ol className="ps-3">
        {questions.map((question, index) => (
          <li key={index} className="mb-4">
            <div className="d-flex flex-wrap gap-2 mb-2">
              <label className="visually-hidden" htmlFor={`${id}-q${index}`}>
                {index + 1}번 문항
              </label>
              <input id={`${id}-q${index}`} className="form-control flex-grow-1 w-auto" placeholder={`${index + 1}번 문항`} maxLength={SURVEY_TEXT_MAX} value={question.title} onChange={(event) => update(index, { title: event.target.value })} />
              <label className="visually-hidden" htmlFor={`${id}-m${index}`}>
                {index + 1}번 문항 유형
              </label>
              <select
                id={`${id}-m${index}`}
                className="form-select w-auto"
                value={question.mode}
                onChange={(event) => {
                  const mode = event.target.value as SurveyMode;
                  update(index, { mode, options: mode === 'choice' ? ['', ''] : [], multiple: mode === 'choice' && question.multiple });
                }}
              >
                {MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {SURVEY_MODE_LABELS[mode]}
                  </option>
                ))}
              </select>
              <button type="button" className="btn btn-outline-danger" onClick={() => dispatch(setVoteList(questions.filter((_, i) => i !== index)))}>
                문항 삭제
              </button>
            </div>
            {question.mode === 'choice' && (
              <div className="ps-2 mb-2">
                {question.options.map((option, o) => (
                  <div key={o} className="d-flex gap-2 mb-1">
                    <label className="visually-hidden" htmlFor={`${id}-q${index}-o${o}`}>
                      {index + 1}번 문항 보기 {o + 1}
                    </label>
                    <input
                      id={`${id}-q${index}-o${o}`}
                      className="form-control form-control-sm"
                      placeholder={`보기 ${o + 1}`}
                      maxLength={SURVEY_TEXT_MAX}
                      value={option}
                      onChange={(event) => update(index, { options: question.options.map((x, k) => (k === o ? event.target.value : x)) })}
                    />
                    <button type="button" className="btn btn-sm btn-outline-secondary" disabled={question.options.length <= SURVEY_OPTIONS_MIN} onClick={() => update(index, { options: question.options.filter((_, k) => k !== o) })} aria-label={`보기 ${o + 1} 삭제`}>
                      ✕
                    </button>
                  </div>
                ))}
                <button type="button" className="btn btn-sm btn-link" disabled={question.options.length >= SURVEY_OPTIONS_MAX} onClick={() => update(index, { options: [...question.options, ''] })}>
                  + 보기 추가
                </button>
              </div>
            )}
            <div className="d-flex flex-wrap gap-3">
              {SURVEY_FLAGS.filter((flag) => flag !== 'multiple' || question.mode === 'choice').map((flag) => (
                <div className="form-check" key={flag}>
                  <input className="form-check-input" type="checkbox" id={`${id}-q${index}-${flag}`} checked={question[flag]} onChange={(event) => update(index, { [flag]: event.target.checked })} />
                  <label className="form-check-label" htmlFor={`${id}-q${index}-${flag}`}>
                    {SURVEY_FLAG_LABELS[flag]}
                  </label>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={questions.length >= SURVEY_QUESTIONS_MAX} onClick={() => dispatch(setVoteList([...questions, newQuestion()]))}>
        + 문항 추가
      </button>
    </div>
  );
}
