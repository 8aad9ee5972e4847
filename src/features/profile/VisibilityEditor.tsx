import { useId, useState } from 'react';
import {
  PROFILE_VISIBILITY_GROUPS,
  PROFILE_VISIBILITY_LABELS,
  PROFILE_VISIBILITY_LEVEL_LABELS,
  PROFILE_VISIBILITY_LEVELS,
  type ProfileVisibility,
  type ProfileVisibilityLevel,
} from '@nanum/shared/profileVisibility';
import { changeVisibility } from './profileApi';
import { EditorForm } from './ProfileEditors';
import type { ProfileChangeApi } from './ProfileField';
import styles from './ProfileModal.module.css';

/**
 * Which parts of one's profile other members see, group by group (회원 공개 / 비공개). Visitors who
 * are not logged in see the name and picture only, whatever is chosen (the server enforces both).
 */
export default function VisibilityEditor({ change, initial }: { change: ProfileChangeApi; initial: ProfileVisibility }) {
  const id = useId();
  const [visibility, setVisibility] = useState(initial);
  return (
    <EditorForm change={change} onSubmit={() => void change.run(() => changeVisibility(visibility))}>
      <p className={styles.hint}>로그인하지 않은 방문자에게는 이름과 프로필 이미지만 보입니다.</p>
      {PROFILE_VISIBILITY_GROUPS.map((group) => (
        <div key={group} className={styles.input}>
          <label htmlFor={`${id}-${group}`} className={styles.inputLabel}>
            {PROFILE_VISIBILITY_LABELS[group]}
          </label>
          <select
            id={`${id}-${group}`}
            className="form-select form-select-sm"
            value={visibility[group]}
            onChange={(event) => setVisibility((old) => ({ ...old, [group]: event.target.value as ProfileVisibilityLevel }))}
          >
            {PROFILE_VISIBILITY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {PROFILE_VISIBILITY_LEVEL_LABELS[level]}
              </option>
            ))}
          </select>
        </div>
      ))}
    </EditorForm>
  );
}
