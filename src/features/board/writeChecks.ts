/**
 * The write form's checks on submit (a gallery post's picture, a video post's address, a survey's
 * deadline), loaded on demand: they answer with the board's messages (`BOARD_MESSAGES`, one object
 * of about sixty), which the form does not need before it is sent. WriteView fetches them when the
 * browser is first idle, so a submit does not wait.
 */
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';

export { missingMedia } from '@nanum/shared/postMedia';
export { surveyEndRefusal } from '@nanum/shared/surveyRules';

/**
 * The field of the form that a refusal of the server is about (the title: missing or too long),
 * so that the form marks it invalid and puts the focus there; undefined for the others, which the
 * form's message alone explains.
 */
export function refusedField(message: string): 'title' | undefined {
  return message === BOARD_MESSAGES.titleRequired || message === BOARD_MESSAGES.titleTooLong ? 'title' : undefined;
}
