import type { Knex } from 'knex';

/** An image of ours in stored (cleaned) draft HTML, as the editor writes it. */
const IMAGE_SRC = /<img\b[^>]*\bsrc="\/api\/community\/images\/(\d{1,10})"/gi;

/**
 * The drafts saved before 0036 hold the pictures they show: the writer's own uploads no post uses
 * (an upload of another member is never held). Drafts are few (one per member and board).
 */
export async function up(knex: Knex): Promise<void> {
  let lastId = 0;
  for (;;) {
    const drafts: { id: unknown; user_id: unknown; content: string }[] = await knex('post_drafts').where('id', '>', lastId).orderBy('id').limit(200).select('id', 'user_id', 'content');
    for (const draft of drafts) {
      const ids = [...new Set([...String(draft.content).matchAll(IMAGE_SRC)].map((match) => Number(match[1])))];
      if (ids.length === 0) continue;
      const held: { id: unknown }[] = await knex('attachments').whereIn('id', ids).where({ user_id: Number(draft.user_id), kind: 'image' }).whereNull('post_id').select('id');
      if (held.length) await knex('post_draft_images').insert(held.map((row) => ({ draft_id: Number(draft.id), attachment_id: Number(row.id) })));
    }
    if (drafts.length < 200) return;
    lastId = Number(drafts[drafts.length - 1]?.id);
  }
}

/** Nothing to undo: the holds stay (a draft saved since may rely on one) and go with 0036's table. */
export async function down(): Promise<void> {
  // Deliberately empty.
}
