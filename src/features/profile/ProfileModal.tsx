import Link from 'next/link';
import { useEffect, useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Modal from 'react-bootstrap/Modal';
import '@/styles/dialogStyles';
import { affiliationTypeLabel, rankLabel } from '@nanum/shared/codes';
import { formatCohort } from '@nanum/shared/display';
import { canSeeAbilityButton, canSeeAdminButton, canSeeCertificateButton, isCertified } from '@nanum/shared/permissions';
import { PROFILE_VISIBILITY_MESSAGES } from '@nanum/shared/profileMessages';
import { PROFILE_EDIT_FIELDS, type ProfileEditField } from '@nanum/shared/profileRules';
import { TROPHY_LABELS, trophyTier } from '@nanum/shared/trophy';
import { useBackClosesModal } from '@/features/app/useBackClosesModal';
import UserAvatar from '@/features/layout/UserAvatar';
import { useToast } from '@/features/toast/useToast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import { selectProfile } from './profileSlice';
import AccountSection from './AccountSection';
import MemberInfo from './MemberInfo';
import { fetchProfile, requestCertificate } from './profileApi';
import { ownProfileView, type ProfileView } from './profileView';
import { UserComments, UserPosts } from './UserActivity';
import styles from './ProfileModal.module.css';

const closedToggles = (): Record<ProfileEditField, boolean> =>
  Object.fromEntries(PROFILE_EDIT_FIELDS.map((field) => [field, false])) as Record<ProfileEditField, boolean>;

/**
 * The profile modal (SPEC sections 2, 4 and 6): the member's card, then three accordions, member
 * information, written posts and written comments (and, on one's own, 계정 관리: login email, data
 * download, withdrawal). One's own profile is editable field by field;
 * closing the modal resets every toggle. Buttons: admin page, view-ability (others' profiles, type
 * 2 viewers) and the activity certificate (own profile, type 2 with endOfActivity).
 */
export default function ProfileModal() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const show = useAppSelector((state) => state.modal.authorModal);
  const viewer = useAppSelector((state) => state.user);
  const targetId = useAppSelector((state) => selectProfile(state).userId);
  const own = !!viewer && (targetId === null || targetId === viewer.id);
  const [other, setOther] = useState<{ id: number; profile: ProfileView | null } | null>(null);
  const [editing, setEditing] = useState(closedToggles);

  useEffect(() => {
    if (!show || own || targetId === null) return;
    let live = true;
    void fetchProfile(targetId).then((profile) => live && setOther({ id: targetId, profile }));
    return () => {
      live = false;
    };
  }, [show, own, targetId]);

  const close = () => dispatch(openModal({ mode: 'AUTHOR', isOpen: false }));
  useBackClosesModal(show, close);
  const profile: ProfileView | null | undefined = own && viewer ? ownProfileView(viewer) : other?.id === targetId ? other?.profile : undefined;
  // The owner's posts, comments and campaigns are not this viewer's to see (the server refuses them too).
  const activityHidden = !!profile?.masked.includes('campaignList');
  // A member who is not verified is prompted to get verified instead (SPEC section 4).
  const needsCertification = !!viewer && own && !isCertified(viewer);

  const certificate = async () => {
    const outcome = await requestCertificate();
    if (!outcome.ok) return toast.warning(outcome.message);
    window.open(outcome.path, '_blank', 'noopener');
  };

  return (
    <Modal show={show} onHide={close} onExited={() => setEditing(closedToggles())} size="lg" centered scrollable aria-labelledby="profile-modal-title">
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="profile-modal-title" className={styles.modalTitle}>
          {own ? '내 프로필' : '회원 프로필'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className={styles.body}>
        {needsCertification ? (
          <>
            <div className={styles.prompt}>
              <p className={styles.promptTitle}>회원 인증이 필요합니다</p>
              <p>프로필과 알림은 회원 인증을 마친 뒤 이용할 수 있습니다. 추가 정보를 입력하고 이메일 인증을 완료해주세요.</p>
              <Link prefetch={false} href="/certify" className="btn btn-accent" onClick={close}>
                인증하러 가기
              </Link>
            </div>
            {viewer && <AccountSection viewer={viewer} />}
          </>
        ) : profile === undefined ? (
          <p className={styles.listStatus}>불러오는 중…</p>
        ) : profile === null ? (
          <p className={styles.listStatus}>회원 정보를 찾을 수 없습니다.</p>
        ) : (
          <>
            <section className={styles.card} aria-label="회원 카드">
              <UserAvatar user={profile} size={88} alt={`${profile.name}님의 프로필 이미지`} className={styles.cardImage} />
              <div className={styles.cardText}>
                <p className={styles.cardName}>{profile.name}</p>
                <p className={styles.cardMeta}>
                  {[
                    profile.masked.includes('type') ? null : affiliationTypeLabel(profile.type),
                    profile.masked.includes('rank') ? null : rankLabel(profile.rank),
                    profile.cardinal > 0 ? formatCohort(profile.cardinal) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {profile.type === 2 && !activityHidden && (
                  <p className={styles.trophy}>
                    참여 캠페인 {profile.campaignList.length}회 · 트로피 {TROPHY_LABELS[trophyTier(profile.campaignList.length)]}
                  </p>
                )}
              </div>
              <div className={styles.cardActions}>
                {own && canSeeAdminButton(viewer) && (
                  <Link prefetch={false} href="/admin/page" className="btn btn-outline-primary btn-sm" onClick={close}>
                    관리자 페이지
                  </Link>
                )}
                {!own && canSeeAbilityButton(viewer, profile) && (
                  <Link prefetch={false} href={`/youth/ability/${profile.id}`} className="btn btn-outline-primary btn-sm" onClick={close}>
                    활동 역량 보기
                  </Link>
                )}
                {canSeeCertificateButton(viewer, profile) && (
                  <button type="button" className="btn btn-accent btn-sm" onClick={() => void certificate()}>
                    활동 확인서
                  </button>
                )}
              </div>
            </section>
            <Accordion defaultActiveKey="info" alwaysOpen className={styles.accordion}>
              <Accordion.Item eventKey="info">
                <Accordion.Header>회원 정보</Accordion.Header>
                <Accordion.Body>
                  <MemberInfo profile={profile} own={own} editing={editing} onToggle={(field, value) => setEditing((old) => ({ ...old, [field]: value }))} />
                </Accordion.Body>
              </Accordion.Item>
              {!activityHidden && (
                <Accordion.Item eventKey="posts">
                  <Accordion.Header>작성한 글</Accordion.Header>
                  <Accordion.Body>
                    <UserPosts userId={profile.id} />
                  </Accordion.Body>
                </Accordion.Item>
              )}
              {!activityHidden && (
                <Accordion.Item eventKey="comments">
                  <Accordion.Header>작성한 댓글</Accordion.Header>
                  <Accordion.Body>
                    <UserComments userId={profile.id} />
                  </Accordion.Body>
                </Accordion.Item>
              )}
              {own && viewer && (
                <Accordion.Item eventKey="account">
                  <Accordion.Header>계정 관리</Accordion.Header>
                  <Accordion.Body>
                    <AccountSection viewer={viewer} />
                  </Accordion.Body>
                </Accordion.Item>
              )}
            </Accordion>
            {activityHidden && <p className={styles.listStatus}>{viewer ? PROFILE_VISIBILITY_MESSAGES.activityHidden : PROFILE_VISIBILITY_MESSAGES.activityMembersOnly}</p>}
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
