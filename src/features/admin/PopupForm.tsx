import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { POPUP_DESCRIPTION_MAX, POPUP_TITLE_MAX } from '@nanum/shared/adminRules';
import type { PopupContentView } from '@nanum/shared/adminViews';
import { useToast } from '@/features/toast/useToast';
import { useBusy } from '@/lib/useBusy';
import { adminCall } from './adminApi';
import PopupPreview from './PopupPreview';

/** Edits one pop-up content (multipart PUT /api/popup/put/content) beside a live preview. */
export default function PopupForm({ popup, onSaved }: { popup: PopupContentView; onSaved: () => void }) {
  const toast = useToast();
  const [title, setTitle] = useState(popup.title);
  const [description, setDescription] = useState(popup.description);
  const [link, setLink] = useState(popup.link);
  const [localImage, setLocalImage] = useState<string | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const saving = useBusy();

  useEffect(() => () => {
    if (localImage) URL.revokeObjectURL(localImage);
  }, [localImage]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('image');
    if (file instanceof File && file.size === 0) form.delete('image');
    form.set('id', String(popup.id));
    form.set('active', form.get('active') === 'on' ? '1' : '0');
    form.set('removeImage', removeImage ? '1' : '0');
    // The version the form was drawn with: a save after someone else's change is refused (409), not written over it.
    form.set('version', popup.version);
    // While it is saved, 저장 stays focusable (aria-disabled) and another submit sends nothing.
    void saving.run(() => save(form));
  };

  const save = async (form: FormData) => {
    const answer = await adminCall<PopupContentView>('PUT', '/api/popup/put/content', form);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    onSaved();
  };

  return (
    <div className="row g-4">
      <form className="col-lg-7" onSubmit={submit} aria-label="팝업 수정">
        <Form.Group className="mb-3" controlId="popup-title">
          <Form.Label>제목</Form.Label>
          <Form.Control name="title" required maxLength={POPUP_TITLE_MAX} value={title} onChange={(event) => setTitle(event.target.value)} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="popup-description">
          <Form.Label>내용</Form.Label>
          <Form.Control as="textarea" rows={4} name="description" maxLength={POPUP_DESCRIPTION_MAX} value={description} onChange={(event) => setDescription(event.target.value)} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="popup-link">
          <Form.Label>링크</Form.Label>
          <Form.Control name="link" type="text" inputMode="url" placeholder="https://… 또는 /youth" value={link} onChange={(event) => setLink(event.target.value)} />
        </Form.Group>
        <div className="row g-3 mb-3">
          <Form.Group className="col-sm-6" controlId="popup-start">
            <Form.Label>시작일 (선택)</Form.Label>
            <Form.Control type="date" name="startDate" defaultValue={popup.startDate ?? ''} />
          </Form.Group>
          <Form.Group className="col-sm-6" controlId="popup-end">
            <Form.Label>종료일 (선택)</Form.Label>
            <Form.Control type="date" name="endDate" defaultValue={popup.endDate ?? ''} />
          </Form.Group>
        </div>
        <Form.Group className="mb-3" controlId="popup-image">
          <Form.Label>이미지 (바꿀 때만 선택)</Form.Label>
          <Form.Control
            type="file"
            name="image"
            accept="image/png,image/jpeg,image/webp,image/avif,image/bmp"
            onChange={(event) => {
              const file = (event.target as HTMLInputElement).files?.[0];
              setLocalImage(file ? URL.createObjectURL(file) : null);
            }}
          />
          {popup.image && (
            <Form.Check className="mt-2" type="checkbox" id="popup-remove-image" label="지금 이미지 삭제" checked={removeImage} onChange={(event) => setRemoveImage(event.target.checked)} />
          )}
        </Form.Group>
        <Form.Check type="switch" id="popup-active" name="active" label="방문자에게 노출" defaultChecked={popup.active} className="mb-3" />
        <Button type="submit" {...saving.props}>
          저장
        </Button>
      </form>
      <div className="col-lg-5">
        <h3 className="h6 text-secondary">방문자 화면 미리보기</h3>
        <PopupPreview title={title} description={description} link={link} image={localImage ?? (removeImage ? null : popup.image)} />
      </div>
    </div>
  );
}
