import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import '@/styles/dialogStyles';
import type { Campaign } from '@nanum/shared/youthEntities';
import { CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_NAME_MAX, CAMPAIGN_PLACE_MAX, campaignSchema } from '@nanum/shared/youthSchemas';
import { useToast } from '@/features/toast/useToast';
import { useBusy } from '@/lib/useBusy';
import { createCampaign, updateCampaign } from './youthApi';

export interface CampaignFormModalProps {
  show: boolean;
  /** The campaign being edited, or null to create one. */
  campaign: Campaign | null;
  /** Divisions an operator may pick (empty for division heads: their own division is used). */
  divisions: { id: number; name: string }[];
  onClose(): void;
  onSaved(): void;
}

interface Fields {
  name: string;
  description: string;
  place: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  applyDeadline: string;
  hours: string;
  capacity: string;
  divisionId: string;
}

const fieldsOf = (campaign: Campaign | null): Fields => ({
  name: campaign?.name ?? '',
  description: campaign?.description ?? '',
  place: campaign?.place ?? '',
  startDate: campaign?.startDate ?? '',
  endDate: campaign?.endDate ?? '',
  startTime: campaign?.startTime ?? '',
  endTime: campaign?.endTime ?? '',
  applyDeadline: campaign?.applyDeadline ?? '',
  hours: campaign ? String(campaign.hours) : '4',
  capacity: campaign?.capacity ? String(campaign.capacity) : '',
  divisionId: campaign?.divisionId ? String(campaign.divisionId) : '',
});

/**
 * Creating or editing a campaign, validated with the shared schema before it is sent. While it is
 * sent the submit button keeps the focus in the dialog (aria-disabled) and another submit sends nothing.
 */
export default function CampaignFormModal({ show, campaign, divisions, onClose, onSaved }: CampaignFormModalProps) {
  const toast = useToast();
  const [fields, setFields] = useState<Fields>(fieldsOf(campaign));
  const [error, setError] = useState('');
  const saving = useBusy();

  /** Each opening starts from the campaign's values (or empty for a new one). */
  const reset = () => {
    setFields(fieldsOf(campaign));
    setError('');
  };

  const set = (name: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.run(save);
  };

  const save = async () => {
    const parsed = campaignSchema.safeParse({
      name: fields.name,
      description: fields.description,
      place: fields.place,
      startDate: fields.startDate,
      endDate: fields.endDate,
      startTime: fields.startTime || null,
      endTime: fields.endTime || null,
      applyDeadline: fields.applyDeadline || null,
      hours: fields.hours.trim() === '' ? Number.NaN : Number(fields.hours),
      capacity: fields.capacity.trim() === '' ? null : Number(fields.capacity),
      ...(divisions.length > 0 ? { divisionId: fields.divisionId ? Number(fields.divisionId) : null } : {}),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    const outcome = campaign ? await updateCampaign(campaign.id, parsed.data) : await createCampaign(parsed.data);
    if (!outcome.ok) return setError(outcome.message);
    toast.done(outcome.message);
    onSaved();
  };

  return (
    <Modal show={show} onHide={onClose} onEnter={reset} centered aria-labelledby="campaign-form-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title id="campaign-form-title">{campaign ? '캠페인 수정' : '새 캠페인 등록'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group className="mb-3" controlId="campaign-name">
            <Form.Label>캠페인 이름</Form.Label>
            <Form.Control value={fields.name} onChange={set('name')} maxLength={CAMPAIGN_NAME_MAX} required />
          </Form.Group>
          <Form.Group className="mb-3" controlId="campaign-description">
            <Form.Label>소개</Form.Label>
            <Form.Control as="textarea" rows={3} value={fields.description} onChange={set('description')} maxLength={CAMPAIGN_DESCRIPTION_MAX} required />
          </Form.Group>
          <Form.Group className="mb-3" controlId="campaign-place">
            <Form.Label>장소</Form.Label>
            <Form.Control value={fields.place} onChange={set('place')} maxLength={CAMPAIGN_PLACE_MAX} />
          </Form.Group>
          <div className="row g-3 mb-3">
            <Form.Group className="col-sm-6" controlId="campaign-start">
              <Form.Label>시작일</Form.Label>
              <Form.Control type="date" value={fields.startDate} onChange={set('startDate')} required />
            </Form.Group>
            <Form.Group className="col-sm-6" controlId="campaign-end">
              <Form.Label>종료일</Form.Label>
              <Form.Control type="date" value={fields.endDate} onChange={set('endDate')} required />
            </Form.Group>
          </div>
          <div className="row g-3 mb-3">
            <Form.Group className="col-6" controlId="campaign-start-time">
              <Form.Label>시작 시각</Form.Label>
              <Form.Control type="time" value={fields.startTime} onChange={set('startTime')} />
            </Form.Group>
            <Form.Group className="col-6" controlId="campaign-end-time">
              <Form.Label>종료 시각</Form.Label>
              <Form.Control type="time" value={fields.endTime} onChange={set('endTime')} />
            </Form.Group>
          </div>
          <Form.Group className="mb-3" controlId="campaign-deadline">
            <Form.Label>신청 마감일 (비우면 활동 종료 전까지)</Form.Label>
            <Form.Control type="date" value={fields.applyDeadline} onChange={set('applyDeadline')} />
          </Form.Group>
          <div className="row g-3 mb-3">
            <Form.Group className="col-sm-6" controlId="campaign-hours">
              <Form.Label>인정 시간 (시간)</Form.Label>
              <Form.Control type="number" min={0} max={100} step={0.5} value={fields.hours} onChange={set('hours')} required />
            </Form.Group>
            <Form.Group className="col-sm-6" controlId="campaign-capacity">
              <Form.Label>정원 (비우면 제한 없음)</Form.Label>
              <Form.Control type="number" min={1} step={1} value={fields.capacity} onChange={set('capacity')} />
            </Form.Group>
          </div>
          {divisions.length > 0 && (
            <Form.Group className="mb-3" controlId="campaign-division">
              <Form.Label>담당 본부</Form.Label>
              <Form.Select value={fields.divisionId} onChange={set('divisionId')}>
                <option value="">본부 지정 없음 (운영진 관리)</option>
                {divisions.map((division) => (
                  <option key={division.id} value={division.id}>
                    {division.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          {error && (
            <p className="text-danger mb-0" role="alert">
              {error}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" variant="primary" {...saving.props}>
            {campaign ? '수정하기' : '등록하기'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
