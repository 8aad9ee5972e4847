import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, writePostAs, type Actor } from './community.testkit';

const SURVEY = {
  title: '봉사 활동 만족도',
  questions: [
    { title: '참여한 활동을 모두 골라 주세요.', mode: 'choice', options: ['플로깅', '공부방', '연탄 나눔'], multiple: true, required: true, cancelable: true },
    { title: '가장 좋았던 활동 하나', mode: 'choice', options: ['플로깅', '공부방'], required: true, cancelable: true },
    { title: '만족도 (1~5점)', mode: 'score', required: true, cancelable: true },
    { title: '운영진에게 하고 싶은 말', mode: 'essay', secret: true, cancelable: true },
  ],
};

describe.each(testDialects())('surveys (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  let postId: number;
  let q: { id: number; options: { id: number }[] }[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createActors(t);
    await createBoard(t.db, 'vote', { permission: 2, perm: { write: 1, comment: 1 } });
    postId = await writePostAs(t, a.member.cookie, 'vote', { title: '설문 부탁드려요', survey: SURVEY });
    q = (await request(t.app).get(`/api/community/posts/${postId}`)).body.data.survey.questions;
  });
  afterAll(async () => {
    await t.drop();
  });

  const answer = (cookie: string, answers: unknown) => request(t.app).put(`/api/community/posts/${postId}/survey`).set('cookie', cookie).send({ answers });
  const full = () => [
    { questionId: q[0]?.id, optionIds: [q[0]?.options[0]?.id, q[0]?.options[2]?.id] },
    { questionId: q[1]?.id, optionIds: [q[1]?.options[1]?.id] },
    { questionId: q[2]?.id, score: 4 },
    { questionId: q[3]?.id, text: '간식이 맛있었어요' },
  ];
  const answerRows = async () => Number((await t.db('survey_answers').count({ count: '*' }).first())?.count);

  it('refuses a survey whose deadline has passed, in Korean, storing nothing', async () => {
    const before = Number((await t.db('surveys').count({ count: '*' }).first())?.count);
    const res = await request(t.app).post('/api/community/boards/vote/posts').set('cookie', a.member.cookie).send({ title: '지난 설문', content: '<p>x</p>', survey: { ...SURVEY, endAt: '2020-01-01T00:00:00.000Z' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('설문 마감 일시는 지금 이후로 정해주세요.');
    expect(Number((await t.db('surveys').count({ count: '*' }).first())?.count)).toBe(before);
  });

  it('shows the survey with its questions and flags', async () => {
    const res = await request(t.app).get(`/api/community/posts/${postId}`);
    expect(res.body.data.survey).toMatchObject({ title: '봉사 활동 만족도', respondents: 0, answered: false, closed: false });
    expect(res.body.data.survey.questions.map((x: { mode: string; multiple: boolean; required: boolean; secret: boolean }) => [x.mode, x.multiple, x.required, x.secret])).toEqual([
      ['choice', true, true, false],
      ['choice', false, true, false],
      ['score', false, true, false],
      ['essay', false, false, true],
    ]);
  });

  it('tells the page whether the viewer may answer (a verified member), so the right state renders first', async () => {
    const canAnswer = async (cookie?: string) => {
      const req = request(t.app).get(`/api/community/posts/${postId}`);
      return (await (cookie ? req.set('cookie', cookie) : req)).body.data.survey.canAnswer;
    };
    expect(await canAnswer()).toBe(false);
    expect(await canAnswer(a.uncertified.cookie)).toBe(false);
    expect(await canAnswer(a.other.cookie)).toBe(true);
    expect((await answer(a.uncertified.cookie, full())).status).toBe(403);
  });

  it('holds the required and single-choice rules, storing nothing on refusal', async () => {
    const missing = await answer(a.other.cookie, full().slice(1));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('필수 문항에 응답해주세요.');
    const two = full();
    two[1] = { questionId: q[1]?.id, optionIds: [q[1]?.options[0]?.id, q[1]?.options[1]?.id] };
    const single = await answer(a.other.cookie, two);
    expect(single.body.message).toBe('하나만 선택할 수 있는 문항입니다.');
    const badScore = full();
    badScore[2] = { questionId: q[2]?.id, score: 9 };
    expect((await answer(a.other.cookie, badScore)).body.message).toBe('설문 내용을 확인해주세요.');
    expect((await answer(a.other.cookie, 'all')).body.message).toBe('확인되지 않은 오류입니다.');
    expect(await answerRows()).toBe(0);
  });

  it('takes one answer per member, shows bars, and hides secret results from others', async () => {
    const res = await answer(a.other.cookie, full());
    expect(res.body.message).toBe('설문에 응답했습니다.');
    expect(res.body.data).toMatchObject({ respondents: 1, answered: true, cancelable: true });
    expect(res.body.data.questions[0].options.map((o: { votes: number }) => o.votes)).toEqual([1, 0, 1]);
    // Each question counts the members who answered it: the share of a choice is of them, not of the votes.
    expect(res.body.data.questions.map((x: { respondents: number | null }) => x.respondents)).toEqual([1, 1, 1, null]);
    expect(res.body.data.questions[2]).toMatchObject({ scoreAverage: 4, scoreCount: 1 });
    expect(res.body.data.questions[3]).toMatchObject({ resultsVisible: false, texts: null });

    const again = await answer(a.other.cookie, full());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 응답한 설문입니다.');

    const byAuthor = await request(t.app).get(`/api/community/posts/${postId}`).set('cookie', a.member.cookie);
    expect(byAuthor.body.data.survey.questions[3]).toMatchObject({ resultsVisible: true, texts: ['간식이 맛있었어요'] });
  });

  it('lets a member take a cancelable answer back and answer again', async () => {
    const canceled = await request(t.app).delete(`/api/community/posts/${postId}/survey`).set('cookie', a.other.cookie);
    expect(canceled.body).toMatchObject({ status: 200, message: '설문 응답을 취소했습니다.', data: { answered: false, respondents: 0 } });
    expect((await answer(a.other.cookie, full())).status).toBe(200);
    expect((await request(t.app).delete(`/api/community/posts/${postId}/survey`).set('cookie', a.admin.cookie)).body.message).toBe('응답을 취소할 수 없는 설문입니다.');
  });

  it('counts one of two answers sent at the same moment', async () => {
    const statuses = (await Promise.all([answer(a.operator.cookie, full()), answer(a.operator.cookie, full())])).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(Number((await t.db('survey_answers').where({ user_id: a.operator.id }).count({ count: '*' }).first())?.count)).toBe(5);
  });

  it('keeps an answered survey when the author edits the post', async () => {
    const res = await request(t.app).put(`/api/community/posts/${postId}`).set('cookie', a.member.cookie).send({ title: '설문 부탁드려요 (수정)', content: '<p>수정</p>', survey: { title: '바뀐 설문', questions: [{ title: 'Q', mode: 'essay' }] } });
    expect(res.status).toBe(200);
    const post = await request(t.app).get(`/api/community/posts/${postId}`);
    expect(post.body.data.survey.title).toBe('봉사 활동 만족도');
    expect(post.body.data.survey.respondents).toBe(2);
  });

  it('refuses a submission that answers nothing on a survey of optional questions, so the member may still answer', async () => {
    const optional = { title: '자유 설문', questions: [{ title: '한마디', mode: 'essay', cancelable: true }, { title: '점수', mode: 'score', cancelable: true }] };
    const id = await writePostAs(t, a.member.cookie, 'vote', { title: '편하게 답해주세요', survey: optional });
    const questions: { id: number }[] = (await request(t.app).get(`/api/community/posts/${id}`)).body.data.survey.questions;
    const put = (answers: unknown) => request(t.app).put(`/api/community/posts/${id}/survey`).set('cookie', a.other.cookie).send({ answers });
    const before = await answerRows();
    for (const nothing of [[], [{ questionId: questions[0]?.id, text: '   ' }]]) {
      const res = await put(nothing);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('한 문항 이상 응답해주세요.');
    }
    expect(await answerRows()).toBe(before);
    const survey = (await request(t.app).get(`/api/community/posts/${id}`).set('cookie', a.other.cookie)).body.data.survey;
    expect(survey).toMatchObject({ answered: false, respondents: 0 });
    const real = await put([{ questionId: questions[1]?.id, score: 5 }]);
    expect(real.body).toMatchObject({ status: 200, message: '설문에 응답했습니다.', data: { answered: true, respondents: 1 } });
  });

  it('refuses a survey that breaks the builder rules when writing', async () => {
    const res = await request(t.app)
      .post('/api/community/boards/vote/posts')
      .set('cookie', a.member.cookie)
      .send({ title: '잘못된 설문', content: '<p>x</p>', survey: { title: '설문', questions: [{ title: '하나뿐', mode: 'choice', options: ['A'] }] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('설문 내용을 확인해주세요.');
  });
});
