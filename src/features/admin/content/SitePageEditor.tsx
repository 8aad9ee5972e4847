import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { SITE_PAGE_BODY_MAX } from '@nanum/shared/adminContentSchemas';
import { IMAGE_ACCEPT } from '@nanum/shared/schemas';
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from '@nanum/shared/siteContent';
import type { SitePageSourceView } from '@nanum/shared/contentViews';
import { useToast } from '@/features/toast/useToast';
import { busyProps, focusAfterRender, useBusy } from '@/lib/useBusy';
import { adminCall } from '../adminApi';
import { useAdminList } from '../useAdminList';
import styles from '../admin.module.css';

/**
 * The content pages (intro, youth, terms...): pick one, edit its title, lead and Markdown, look at
 * the preview (rendered by the API exactly as the public page) and save.
 */
export default function SitePageEditor() {
  const [slug, setSlug] = useState<ContentPageSlug>(CONTENT_PAGE_SLUGS[0]);
  const { data, loading, setData } = useAdminList<SitePageSourceView>('/api/admin/site/page', { slug });

  return (
    <>
      <div className={styles.panel}>
        <Form.Group controlId="site-page-pick" className={`d-flex align-items-center gap-2 mb-0 ${styles.pagePicker}`}>
          <Form.Label className="mb-0 text-nowrap fw-semibold">편집할 페이지</Form.Label>
          <Form.Select value={slug} onChange={(event) => setSlug(event.target.value as ContentPageSlug)}>
            {CONTENT_PAGE_SLUGS.map((item) => (
              <option key={item} value={item}>
                /{item}
              </option>
            ))}
          </Form.Select>
          <a href={`/${slug}`} target="_blank" rel="noreferrer" className="small text-nowrap">
            공개 페이지 보기
          </a>
        </Form.Group>
      </div>
      {loading || !data || data.slug !== slug ? <p role="status">불러오는 중입니다…</p> : <PageForm key={`${data.slug}-${data.title}-${data.body.length}`} page={data} onSaved={setData} />}
    </>
  );
}

/** The id of 페이지 저장, which keeps the focus across the form drawn again after a save. */
const SAVE_BUTTON_ID = 'site-page-save';

function PageForm({ page, onSaved }: { page: SitePageSourceView; onSaved: (page: SitePageSourceView) => void }) {
  const toast = useToast();
  const [body, setBody] = useState(page.body);
  const [tab, setTab] = useState('edit');
  const [preview, setPreview] = useState<{ body: string; html: string } | null>(null);
  const saving = useBusy();
  const [uploading, setUploading] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  /** Uploads a picture (re-encoded by the API) and puts its Markdown where the cursor is. */
  const insertImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.append('image', file);
    setUploading(true);
    const answer = await adminCall<{ url: string; markdown: string }>('POST', '/api/admin/site/page/image', form);
    setUploading(false);
    input.value = '';
    if (!answer.ok || !answer.data) return toast.warning(answer.message);
    const at = textarea.current?.selectionStart ?? body.length;
    setBody(`${body.slice(0, at)}\n\n${answer.data.markdown}\n\n${body.slice(at)}`);
    toast.done(answer.message);
  };

  useEffect(() => {
    if (tab !== 'preview' || preview?.body === body) return;
    let live = true;
    void adminCall<{ html: string }>('POST', '/api/admin/site/page/preview', { body }).then((answer) => {
      if (!live) return;
      if (!answer.ok || !answer.data) return toast.warning(answer.message);
      setPreview({ body, html: answer.data.html });
    });
    return () => {
      live = false;
    };
  }, [tab, body, preview, toast]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void saving.run(() => save(form));
  };

  /**
   * Saves the page. The saved page's form is drawn afresh (SitePageEditor keys it by what it holds),
   * so the focus is given to its 페이지 저장, as it was on this one's.
   */
  const save = async (form: FormData) => {
    const answer = await adminCall<SitePageSourceView>('PUT', '/api/admin/site/page', { slug: page.slug, title: String(form.get('title') ?? ''), lead: String(form.get('lead') ?? ''), body, version: page.version });
    if (!answer.ok || !answer.data) return toast.warning(answer.message);
    toast.done(answer.message);
    onSaved(answer.data);
    focusAfterRender(SAVE_BUTTON_ID);
  };

  return (
    <form className={styles.panel} onSubmit={submit} aria-label={`페이지 편집: /${page.slug}`}>
      <div className="row g-3 mb-3">
        <Form.Group className="col-md-5" controlId="site-page-title">
          <Form.Label>제목</Form.Label>
          <Form.Control name="title" required maxLength={100} defaultValue={page.title} />
        </Form.Group>
        <Form.Group className="col-md-7" controlId="site-page-lead">
          <Form.Label>요약</Form.Label>
          <Form.Control name="lead" maxLength={300} defaultValue={page.lead} />
        </Form.Group>
      </div>
      <Tabs id="site-page-tabs" activeKey={tab} onSelect={(key) => setTab(key ?? 'edit')} className="mb-2">
        <Tab eventKey="edit" title="편집">
          <Form.Group controlId="site-page-body">
            <Form.Label>본문 (Markdown)</Form.Label>
            <Form.Control
              ref={textarea}
              as="textarea"
              rows={18}
              value={body}
              maxLength={SITE_PAGE_BODY_MAX}
              onChange={(event) => setBody(event.target.value)}
              className="font-monospace"
              aria-describedby="site-page-body-help"
            />
            <Form.Text id="site-page-body-help">
              ## 소제목, **굵게**, - 목록, [링크](https://...) 를 쓸 수 있습니다. 지도는 OpenStreetMap의 공유 → HTML의 코드를, 영상은 YouTube 개인정보 보호 모드(youtube-nocookie.com)의 퍼가기 코드를 붙여 넣으면 보입니다. 스크립트와 스타일, 다른 사이트의 이미지는 저장되어도 표시되지 않습니다.
            </Form.Text>
          </Form.Group>
          <Form.Group controlId="site-page-image" className="mt-2">
            <Form.Label>이미지 넣기 (커서 위치에)</Form.Label>
            {/* Not disabled while uploading (the focus would drop to the page): the picker does not open then. */}
            <Form.Control type="file" accept={IMAGE_ACCEPT} {...busyProps(uploading)} onClick={(event) => uploading && event.preventDefault()} onChange={insertImage} />
          </Form.Group>
        </Tab>
        <Tab eventKey="preview" title="미리보기">
          {preview?.body === body ? (
            <div className="prose border rounded p-3" aria-label="미리보기" role="region" dangerouslySetInnerHTML={{ __html: preview.html }} />
          ) : (
            <p role="status">미리보기를 만드는 중입니다…</p>
          )}
        </Tab>
      </Tabs>
      <Button type="submit" id={SAVE_BUTTON_ID} className="mt-3" {...saving.props}>
        페이지 저장
      </Button>
    </form>
  );
}
