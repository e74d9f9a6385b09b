import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { deleteDraft, draftKey, draftsOf, forgetUser, keepDraft, readDraft } from './offline-drafts';

const copy = (userId: string, draftId: number | null, data: unknown) => ({
  userId,
  form: 'nsdl-pan',
  draftId,
  clientKey: `key-${userId}-${draftId}`,
  meta: { category: 'individual', appType: 'N' },
  data,
  pending: true,
});

describe('offline drafts in IndexedDB', () => {
  it('keeps a copy without any Aadhaar number, reads it back and deletes it', async () => {
    const kept = await keepDraft(
      copy('U1', null, {
        firstName: 'Ravi',
        aadhaar: '234567890124',
        persons: [{ name: 'A', aadhaar: '234567890124' }],
      }),
    );
    expect(kept.key).toBe('U1:nsdl-pan:new:key-U1-null');
    const read = await readDraft(kept.key);
    expect(read?.data).toEqual({ firstName: 'Ravi', persons: [{ name: 'A' }] });
    expect(JSON.stringify(read)).not.toContain('234567890124');
    expect(read).toMatchObject({ pending: true, clientKey: 'key-U1-null', draftId: null });

    await deleteDraft(kept.key);
    expect(await readDraft(kept.key)).toBeUndefined();
  });

  it('replaces a copy kept again under the same key, and lists only the user’s own', async () => {
    await keepDraft(copy('U2', 7, { firstName: 'Asha' }));
    await keepDraft(copy('U2', 7, { firstName: 'Asha Rani' }));
    await keepDraft(copy('U3', 7, { firstName: 'Other' }));
    const mine = await draftsOf('U2');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      key: draftKey('U2', 'nsdl-pan', { draftId: 7, clientKey: '' }),
      data: { firstName: 'Asha Rani' },
    });
  });

  it('forgets every copy of a user at sign-out and nobody else’s', async () => {
    await keepDraft(copy('U4', null, { firstName: 'A' }));
    await keepDraft(copy('U4', 9, { firstName: 'B' }));
    await keepDraft(copy('U5', 9, { firstName: 'C' }));
    await forgetUser('U4');
    expect(await draftsOf('U4')).toEqual([]);
    expect((await draftsOf('U5')).map((c) => c.data)).toEqual([{ firstName: 'C' }]);
  });
});
