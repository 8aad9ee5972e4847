import { html, p, ul } from '../html';
import type { SeedPost } from '../types';

/** 기부금 활용: where the donations went. */
export const utilizationPosts: SeedPost[] = [
  {
    by: 'admin', kind: '사업 보고', daysAgo: 18, visit: 264, recommend: 6,
    title: '3분기 기부금 사용 내역 보고',
    content: html(
      p('3분기에 사용된 기부금 내역을 알려드립니다.'),
      ul(['지역아동센터 학습 교재 지원: 1,240만 원', '홀로 사는 어르신 밑반찬 나눔: 980만 원', '청소년 챔프단 활동비: 620만 원', '환경 캠페인 물품: 310만 원']),
      p('세부 영수증은 사무국에서 열람하실 수 있습니다.'),
    ),
    comments: [{ by: 'taeyang', text: '항목별로 정리해 주셔서 보기 좋네요.' }],
  },
  {
    by: 'operator', kind: '감사 인사', daysAgo: 60, visit: 188, recommend: 9,
    title: '지역아동센터 아이들이 보낸 감사 편지',
    content: html(
      p('여름방학 학습 지원을 받은 아이들이 후원자님께 손편지를 보내왔습니다.'),
      p('“선생님들 덕분에 분수가 재미있어졌어요”, “저도 커서 누군가를 도와주고 싶어요” 같은 글귀에 사무국 모두가 한참을 웃고 울었습니다. 편지는 정기총회 때 전시할 예정입니다.'),
    ),
    comments: [
      { by: 'seoyeon', text: '멘토로 참여했던 반 아이들 편지도 있을까요? 너무 보고 싶어요.', replies: [{ by: 'operator', text: '있어요! 총회 때 꼭 보여드릴게요.' }] },
      { by: 'member', text: '읽기만 해도 마음이 따뜻해지네요.', recommend: 2 },
    ],
  },
  {
    by: 'admin', kind: '회계 공시', daysAgo: 130, visit: 151, recommend: 2,
    title: '상반기 결산 공시',
    content: html(p('공익법인 결산서류 공시 기준에 따라 상반기 결산 내역을 공개합니다.'), p('수입과 지출 총액, 사업별 집행 내역은 국세청 공익법인 공시 시스템에서도 확인하실 수 있습니다.')),
  },
  {
    by: 'operator', kind: '사업 보고', daysAgo: 175, visit: 203, recommend: 5,
    title: '한부모 가정 생활 안정 지원 사업 보고',
    content: html(
      p('한부모 가정 45가구에 6개월 동안 생활비와 식료품 꾸러미를 지원했습니다.'),
      ul(['월 생활비 지원 45가구', '식료품 꾸러미 270상자', '자녀 학습 상담 32회']),
    ),
  },
  {
    by: 'admin', kind: '감사 인사', daysAgo: 250, visit: 176, recommend: 7,
    title: '장학생 졸업 소식을 전합니다',
    content: html(p('3년 동안 나눔 장학금을 받은 장학생 5명이 대학을 졸업했습니다. 그중 두 명은 사회복지사가 되어 다시 나눔의 현장으로 돌아왔습니다.'), p('긴 시간 믿고 후원해 주신 덕분입니다. 감사합니다.')),
    comments: [{ by: 'sua', text: '이런 소식이 제일 좋아요. 졸업 축하드립니다!' }],
  },
  {
    by: 'admin', kind: '회계 공시', daysAgo: 270, visit: 142, recommend: 1,
    title: '지난해 기부금품 모집 및 사용 명세',
    content: html(p('기부금품법에 따라 지난해 기부금품 모집 및 사용 명세를 공개합니다.'), p('모집 총액, 사용 내역, 잔액 이월 계획을 포함하고 있습니다.')),
  },
];
