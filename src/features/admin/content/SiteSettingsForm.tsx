import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SITE_SETTING_FIELDS, SITE_SETTING_MAX } from '@nanum/shared/contentRules';
import type { SiteSettingsSourceView } from '@nanum/shared/contentViews';
import { SITE_SETTING_KEYS } from '@nanum/shared/siteContent';
import { useToast } from '@/features/toast/useToast';
import { focusAfterRender, useBusy } from '@/lib/useBusy';
import { adminCall } from '../adminApi';
import { useAdminList } from '../useAdminList';
import { useIsAdmin } from './useIsAdmin';
import styles from '../admin.module.css';

const INPUT_TYPE = { text: 'text', url: 'url', email: 'email', amount: 'text', code: 'text' } as const;
/** The phone keypad for the settings that are numbers (an amount may be written 10,000,000). */
const INPUT_MODE = { text: undefined, url: undefined, email: undefined, amount: 'numeric', code: 'numeric' } as const;

const SAVE_BUTTON_ID = 'site-settings-save';

/** The organisation's details shown in the footer and the navigation's blog link. Admins change them. */
export default function SiteSettingsForm() {
  const toast = useToast();
  const isAdmin = useIsAdmin();
  const { data, loading, setData } = useAdminList<SiteSettingsSourceView>('/api/admin/site/settings');
  const saving = useBusy();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The version the form was drawn with: a save after another admin's is refused (409), not written over theirs.
    const body = { ...Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, String(form.get(key) ?? '')])), version: data?.version };
    void saving.run(async () => {
      const answer = await adminCall<SiteSettingsSourceView>('PUT', '/api/admin/site/settings', body);
      if (!answer.ok || !answer.data) return toast.warning(answer.message);
      toast.done(answer.message);
      // The saved settings' form is drawn afresh (keyed by what it holds): the focus goes back to its button.
      setData(answer.data);
      focusAfterRender(SAVE_BUTTON_ID);
    });
  };

  if (loading && !data) return <p role="status">불러오는 중입니다…</p>;
  if (!data) return null;
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby="site-settings-title" key={JSON.stringify(data)}>
      <h2 className={styles.panelTitle} id="site-settings-title">
        사이트 정보
      </h2>
      <p className="small text-secondary">푸터의 단체 정보와 연락처, 소셜 링크, 메뉴의 블로그 링크에 바로 반영됩니다.{isAdmin ? '' : ' 관리자만 바꿀 수 있습니다.'}</p>
      <fieldset disabled={!isAdmin}>
        <div className="row g-3">
          {SITE_SETTING_KEYS.map((key) => {
            const field = SITE_SETTING_FIELDS[key];
            return (
              <Form.Group className={key === 'address' ? 'col-12' : 'col-md-6'} controlId={`setting-${key}`} key={key}>
                <Form.Label>{field.label}</Form.Label>
                <Form.Control name={key} type={INPUT_TYPE[field.format]} inputMode={INPUT_MODE[field.format]} maxLength={SITE_SETTING_MAX} defaultValue={data[key]} placeholder={field.format === 'url' ? 'https://' : undefined} />
              </Form.Group>
            );
          })}
        </div>
        <Button type="submit" className="mt-3" id={SAVE_BUTTON_ID} {...saving.props}>
          사이트 정보 저장
        </Button>
      </fieldset>
    </form>
  );
}
