import { affiliationTypeLabel, genderLabel, mbtiName, rankLabel } from '@nanum/shared/codes';
import { formatCohort, maskValue } from '@nanum/shared/display';
import type { ProfileEditField } from '@nanum/shared/profileRules';
import { DEFAULT_PROFILE_VISIBILITY, describeProfileVisibility } from '@nanum/shared/profileVisibility';
import type { ProfileView } from './profileView';
import { AddressEditor, ImageEditor, MbtiEditor, PasswordEditor, PhoneEditor, UniversityEditor } from './ProfileEditors';
import ProfileField from './ProfileField';
import SocialLinks from './SocialLinks';
import VisibilityEditor from './VisibilityEditor';
import styles from './ProfileModal.module.css';

export interface MemberInfoProps {
  profile: ProfileView;
  /** The viewer's own profile: editable. */
  own: boolean;
  editing: Record<ProfileEditField, boolean>;
  onToggle: (field: ProfileEditField, editing: boolean) => void;
}

/**
 * The member information accordion: every value with the SPEC display rules (values of others the
 * server masked as 비공개, absent ones as 없음, cohort as N기). On one's own profile, password (email
 * accounts only), image, phone, address, university/department and MBTI and the 공개 범위 (what other members see) toggle into edit forms.
 */
export default function MemberInfo({ profile, own, editing, onToggle }: MemberInfoProps) {
  const shown = (field: string) => !profile.masked.includes(field);
  const text = (field: 'email' | 'birthday' | 'number' | 'address', value: string | null) => maskValue(value, { visible: shown(field) });
  const toggle = (field: ProfileEditField) => ({ editable: own, editing: editing[field], onToggle: (value: boolean) => onToggle(field, value) });
  const school = shown('university') ? maskValue([profile.university, profile.department].filter(Boolean).join(' / '), { visible: true }) : maskValue(null, { visible: false });

  return (
    <dl className={styles.fields}>
      <ProfileField name="email" label="이메일" value={text('email', profile.email)} />
      {own && profile.passport === 0 && <ProfileField name="password" label="비밀번호" value="••••••••" {...toggle('password')} editor={(change) => <PasswordEditor change={change} />} />}
      {own && <ProfileField name="image" label="프로필 이미지" value={profile.image ? '등록됨' : '기본 이미지'} {...toggle('image')} editor={(change) => <ImageEditor change={change} />} />}
      <ProfileField name="number" label="연락처" value={text('number', profile.number)} {...toggle('number')} editor={(change) => <PhoneEditor change={change} initial={profile.number ?? ''} />} />
      <ProfileField name="address" label="주소" value={text('address', profile.address)} {...toggle('address')} editor={(change) => <AddressEditor change={change} />} />
      <ProfileField
        name="university"
        label="학교 / 학과"
        value={school}
        {...toggle('university')}
        editor={(change) => <UniversityEditor change={change} initial={{ university: profile.university ?? '', department: profile.department ?? '' }} />}
      />
      <ProfileField name="mbti" label="MBTI" value={maskValue(mbtiName(profile.mbti), { visible: shown('mbti') })} {...toggle('mbti')} editor={(change) => <MbtiEditor change={change} initial={profile.mbti} />} />
      <ProfileField name="birthday" label="생년월일" value={text('birthday', profile.birthday)} />
      <ProfileField name="gender" label="성별" value={maskValue(profile.gender === 0 ? null : genderLabel(profile.gender), { visible: shown('gender') })} />
      <ProfileField name="type" label="소속" value={maskValue(affiliationTypeLabel(profile.type), { visible: shown('type') })} />
      <ProfileField name="rank" label="직급" value={maskValue(rankLabel(profile.rank), { visible: shown('rank') })} />
      <ProfileField name="cardinal" label="기수" value={shown('cardinal') ? formatCohort(profile.cardinal) : maskValue(null, { visible: false })} />
      {own && <SocialLinks />}
      <ProfileField name="team" label="팀 / 본부" value={maskValue([profile.teamName, profile.divisionName].filter(Boolean).join(' / '), { visible: shown('teamName'), empty: 'dash' })} />
      {own && profile.profileVisibility && (
        <ProfileField
          name="visibility"
          label="공개 범위"
          value={describeProfileVisibility(profile.profileVisibility)}
          {...toggle('visibility')}
          editor={(change) => <VisibilityEditor change={change} initial={profile.profileVisibility ?? DEFAULT_PROFILE_VISIBILITY} />}
        />
      )}
    </dl>
  );
}
