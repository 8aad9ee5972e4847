/**
 * The write form's checks on submit (a gallery post's picture, a video post's address, a survey's
 * deadline, the body's markup), loaded on demand: they answer with the board's messages (`BOARD_MESSAGES`, one object
 * of about sixty), which the form does not need before it is sent. WriteView fetches them when the
 * browser is first idle, so a submit does not wait.
 */
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { markupWithinLimits } from '@nanum/shared/postMarkup';

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

/**
 * The server's check of a body's markup (postMarkup.ts: at most 5,000 elements, 100 deep), run in
 * the form as the body changes and before it is sent: the server's message, or undefined within
 * the limits. A huge pasted body is refused at once, not after the whole of it went to the server.
 */
export const contentRefusal = (html: string): string | undefined => (markupWithinLimits(html) ? undefined : BOARD_MESSAGES.contentTooComplex);
