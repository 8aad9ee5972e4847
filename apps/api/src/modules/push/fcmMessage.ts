/** What one outbox row sends: the FCM HTTP v1 message for one device. */
export interface PushContent {
  token: string;
  kind: string;
  title: string;
  body: string;
  /** The alarm's link inside the site ('/community/free/12'), for the app to open. */
  link: string;
}

/**
 * The `message` of `projects/{id}/messages:send`: a notification (title, body), the link as data
 * (data values are strings), and one collapse key per kind, so a phone that was offline shows the
 * latest of a kind rather than a pile of them (android.collapse_key, the apns-collapse-id header).
 */
export function fcmMessage(content: PushContent) {
  return {
    token: content.token,
    notification: { title: content.title, body: content.body },
    data: { link: content.link, kind: content.kind },
    android: { collapse_key: content.kind, priority: 'high', notification: { tag: content.kind } },
    apns: { headers: { 'apns-collapse-id': content.kind }, payload: { aps: { 'thread-id': content.kind } } },
  };
}
