/**
 * The write form's checks on submit (a gallery post's picture, a video post's address, a survey's
 * deadline), loaded on demand: they answer with the board's messages (`BOARD_MESSAGES`, one object
 * of about sixty), which the form does not need before it is sent. WriteView fetches them when the
 * browser is first idle, so a submit does not wait.
 */
export { missingMedia } from '@nanum/shared/postMedia';
export { surveyEndRefusal } from '@nanum/shared/surveyRules';
