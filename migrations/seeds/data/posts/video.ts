import { html, p } from '../html';
import type { SeedPost } from '../types';

const embed = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}`;

/** 영상: campaign films, interviews and field sketches (embedded players). */
export const videoPosts: SeedPost[] = [
  {
    by: 'admin', kind: '캠페인', daysAgo: 14, visit: 388, recommend: 11, videoUrl: embed('Xk3fQ9pLm2A'),
    title: '겨울나기 나눔 캠페인 영상',
    content: html(p('따뜻한 겨울을 함께 만들어 주세요. 겨울나기 나눔 모금 캠페인 영상입니다.')),
    comments: [{ by: 'sua', text: '영상 보고 바로 후원했어요.', recommend: 2 }],
  },
  {
    by: 'operator', kind: '인터뷰', daysAgo: 38, visit: 254, recommend: 8, videoUrl: embed('b7RtYw1NcQe'),
    title: '챔프단 1기 수료생 인터뷰',
    content: html(p('2년 동안의 활동을 마친 1기 단원들이 전하는 이야기.')),
    comments: [{ by: 'champ', text: '인터뷰 때 너무 긴장했어요 ㅎㅎ' }, { by: 'haeun', text: '선배님들 멋져요!' }],
  },
  {
    by: 'operator', kind: '현장 스케치', daysAgo: 64, visit: 173, recommend: 5, videoUrl: embed('pQ4vZs8HkJu'),
    title: '가을 플로깅 데이 스케치',
    content: html(p('220명이 함께 걸은 가을 플로깅 데이를 3분 영상으로 담았습니다.')),
  },
  {
    by: 'admin', kind: '캠페인', daysAgo: 145, visit: 201, recommend: 6, videoUrl: embed('Lm2nR6tWq0E'),
    title: '“한 끼의 온기” 여름 먹거리 나눔',
    content: html(p('방학 동안 아이들의 한 끼를 지켜 주세요.')),
  },
  {
    by: 'operator', kind: '현장 스케치', daysAgo: 182, visit: 147, recommend: 4, videoUrl: embed('Fj8cT3yUa5K'),
    title: '챔프단 2기 발대식 하이라이트',
    content: html(p('새로운 시작을 알린 2기 발대식 현장입니다.')),
  },
  {
    by: 'admin', kind: '인터뷰', daysAgo: 310, visit: 132, recommend: 3, videoUrl: embed('Ws1dE9gHr7M'),
    title: '홍보대사가 전하는 나눔 이야기',
    content: html(p('나눔 홍보대사들이 직접 들려주는 나눔의 의미.')),
    comments: [{ by: 'taeyang', text: '진심이 느껴지는 인터뷰네요.' }],
  },
];
