import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_LAST_OWNER, memberInvitedMessage, memberRemovedMessage, MEMBERS_OWNER_ONLY } from '#core/sites/messages.ts';
import { accept, admin, colleague, invitations, invitationToken, otherOwner, owner, post, publishStatus, roleOf, settingsPage, setUpMembersSite } from './site-members-kit.ts';

setUpMembersSite();
beforeAll(async () => {
  // The colleague joins as an editor the one way there is: invited by the owner, following the mailed link.
  const invited = await post(owner, { intent: 'add-member', email: 'colleague@members.test' });
  if (invited.status !== 200) throw new Error(`Inviting the colleague answered ${invited.status}`);
  const joined = await accept(colleague, await invitationToken('colleague@members.test'));
  if (joined.status !== 302) throw new Error(`The colleague's join answered ${joined.status}`);
});

describe('who may manage members', () => {
  it('shows editors the member list read-only and refuses their changes with 403', async () => {
    const page = await settingsPage(colleague);
    expect(page.status).toBe(200);
    expect(page.html).toContain('owner@members.test');
    expect(page.html).toContain(MEMBERS_OWNER_ONLY);
    expect(page.html).not.toContain('Add editor');
    const add = await post(colleague, { intent: 'add-member', email: 'friend@members.test' });
    expect(add.status).toBe(403);
    expect(add.html).toContain(MEMBERS_OWNER_ONLY);
    const remove = await post(colleague, { intent: 'remove-member', userId: owner.userId });
    expect(remove.status).toBe(403);
    expect(await roleOf(owner.userId)).toBe('owner');
    expect(await invitations()).toEqual([]);
  });

  it("answers another site's owner 404 and changes nothing", async () => {
    expect((await post(otherOwner, { intent: 'add-member', email: 'friend@members.test' })).status).toBe(404);
    expect((await post(otherOwner, { intent: 'remove-member', userId: colleague.userId })).status).toBe(404);
    expect(await invitations()).toEqual([]);
    expect(await roleOf(colleague.userId)).toBe('editor');
  });
});

describe('removing members', () => {
  it('keeps the only owner, whoever asks', async () => {
    for (const as of [owner, admin]) {
      const refused = await post(as, { intent: 'remove-member', userId: owner.userId });
      expect(refused.status).toBe(400);
      expect(refused.html).toContain(MEMBER_LAST_OWNER);
      expect(await roleOf(owner.userId)).toBe('owner');
    }
  });

  it('removes an editor, who can no longer publish or see the site', async () => {
    const removed = await post(owner, { intent: 'remove-member', userId: colleague.userId });
    expect(removed.status).toBe(200);
    expect(removed.html).toContain(memberRemovedMessage('colleague@members.test'));
    expect(await roleOf(colleague.userId)).toBeNull();
    expect(await publishStatus(colleague, 'gone')).toBe(403);
    expect((await settingsPage(colleague)).status).toBe(404);
  });

  it('lets an admin invite and remove editors too; an admin invites like an owner, never adds', async () => {
    const invited = await post(admin, { intent: 'add-member', email: 'colleague@members.test' });
    expect(invited.status).toBe(200);
    expect(invited.html).toContain(memberInvitedMessage('colleague@members.test'));
    expect(await roleOf(colleague.userId)).toBeNull();
    expect((await accept(colleague, await invitationToken('colleague@members.test'))).status).toBe(302);
    expect(await roleOf(colleague.userId)).toBe('editor');
    expect((await post(admin, { intent: 'remove-member', userId: colleague.userId })).status).toBe(200);
    expect(await roleOf(colleague.userId)).toBeNull();
  });
});
