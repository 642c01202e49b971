/**
 * The types of the Social posting service API, generated from its OpenAPI document
 * (GET /docs/openapi.json) by `npm run client:types`. Do not edit: regenerate.
 * Use them with openapi-fetch: `createClient<paths>({ baseUrl })` (see the README).
 */

export interface paths {
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process serves HTTP (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database is reachable (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/hello": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Greeting (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         */
        get: operations["getHello"];
        put?: never;
        /**
         * Echo the sent name (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         */
        post: operations["echoHello"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/metric/pendings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Number of pending posts (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         */
        get: operations["countPendingPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/metric/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Number of published posts (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         */
        get: operations["countPublishedPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/metric/usernames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Number of user names (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         */
        get: operations["countUsernames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest published posts (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         *
         *     Top-level posts, most recently active (published, replied to, bumped) first.
         */
        get: operations["getLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's pending posts (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Posts and replies not yet public, by publication time, latest first.
         */
        get: operations["getPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a post or reply (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     The post is pending until the author's publishing delay has passed; `messages` says when it becomes public. `parent_id` makes it a reply (to a published post or one of the caller's own). Up to 10 text attachments: `attachment_count` N and the fields `attachment_type_0` … `attachment_text_{N-1}`.
         */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/post/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an own post (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     The caller's own post, pending or published. Without replies it is gone; with replies it stays in its thread as a tombstone (`status: "deleted"`, no text, attachments, author or reactions). Its reactions and the notifications about it are removed. Any other post, or one already deleted, is a 404. DELETE is idempotent by HTTP semantics: no `Idempotency-Key` (a repeat answers 404).
         */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/post/children/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post and its replies (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         *
         *     The post first, then a page of its published descendants in thread (depth-first) order; `meta.pagination` counts the descendants.
         */
        get: operations["getPostChildren"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/post/single/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One post (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         *
         *     The post as a one-item list. A pending post is visible to its author only.
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/timeline/user/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's posts (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         *
         *     The user's published top-level posts, newest first.
         */
        get: operations["getUserTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/block/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block a user (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     A blocked user cannot reply to, star or flag the caller's posts (they get the 404 of a post they may not see), causes the caller no notification, and their posts and replies are left out of the caller's signed-in views (latest, threads, timelines, reaction lists). Anonymous views are unchanged. Idempotent: blocking again changes nothing and answers the block as it stands. Blocking oneself is a 400.
         */
        post: operations["blockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/unblock/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift a block (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Idempotent: unblocking a user who is not blocked changes nothing. Unblocking oneself is a 400.
         */
        post: operations["unblockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's blocks (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     The users the caller has blocked, newest block first. A blocked user cannot reply to, star or flag the caller's posts (they get the 404 of a post they may not see), causes the caller no notification, and their posts and replies are left out of the caller's signed-in views (latest, threads, timelines, reaction lists). Anonymous views are unchanged.
         */
        get: operations["listBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/star/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Star a post (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Idempotent: the answer is the same whether or not the call changed anything. The post must be published or the caller's own.
         */
        post: operations["starPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/unstar/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the star from a post (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Idempotent: the answer is the same whether or not the call changed anything. The post must be published or the caller's own.
         */
        post: operations["unstarPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/flag/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Flag a post (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Idempotent: the answer is the same whether or not the call changed anything. The post must be published or the caller's own.
         */
        post: operations["flagPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/unflag/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the flag from a post (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Idempotent: the answer is the same whether or not the call changed anything. The post must be published or the caller's own.
         */
        post: operations["unflagPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/reactions/flags/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All flags (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         *
         *     Every active flag, newest first, with the flagged post.
         */
        get: operations["listAllFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/reactions/flags/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Flags of a post (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         *
         *     The active flags of the post, newest first.
         */
        get: operations["listPostFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/reactions/stars/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All stars (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         *
         *     Every active star, newest first, with the starred post.
         */
        get: operations["listAllStars"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/reactions/stars/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stars of a post (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         *
         *     The active stars of the post, newest first.
         */
        get: operations["listPostStars"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/reactions/stars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's stars (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     The posts the caller starred, newest star first.
         */
        get: operations["listMyStars"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Replies to, stars and flags of the caller's posts, newest first.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/notifications/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Number of notifications (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         */
        get: operations["countNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/notifications/count/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Number of unread notifications (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         */
        get: operations["countUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/notification/read/{notification_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a notification as read (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Only the caller's own notifications; any other id is a 404.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/notification/unread/{notification_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a notification as unread (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Only the caller's own notifications; any other id is a 404.
         */
        post: operations["markNotificationUnread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all notifications as read (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/notifications/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all notifications as unread (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         */
        post: operations["markAllNotificationsUnread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live notifications (Server-Sent Events) (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     `GET /api/v0/notifications/stream` (Pro) pushes the caller's new notifications as
         *     Server-Sent Events (`text/event-stream`): one event per notification, `event: notification`,
         *     `id:` the notification id, `data:` the same JSON object as an item of `GET /api/v0/notifications`.
         *     A client that reconnects with `Last-Event-ID` first gets every notification it missed, in order.
         *     Comment lines (`:`) are heartbeats, `retry:` is the reconnection delay; a key may hold a limited
         *     number of streams at once (beyond it: 429). Browsers open it with `EventSource` and a ticket
         *     (`POST /api/v0/notifications/stream/ticket`, then `?ticket=`), which stands for the credentials
         *     once; other clients send the Authorization header. The docs page cannot show a stream.
         */
        get: operations["streamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/notifications/stream/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A ticket that opens one notification stream (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     For browsers, whose `EventSource` cannot send an Authorization header: the ticket opens one stream as the caller (`GET /api/v0/notifications/stream?ticket=…`), once, within `expires_in` seconds. An API key never belongs in a URL; a ticket is worthless once used or expired, and is never logged.
         */
        post: operations["createStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/moderation/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Flagged posts to handle (Moderator)
         * @description **Moderator**: needs the Basic credentials of an account with the moderator role (granted by the admin CLI; checked on every call), whatever its plan.
         *
         *     Posts with a flag no moderator has handled yet (hide, restore or dismiss handle the flags given so far), most-flagged first, with their flag counts. A post the flag threshold hid stays here until a moderator acts.
         */
        get: operations["listModerationQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/moderation/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The moderation log (Moderator)
         * @description **Moderator**: needs the Basic credentials of an account with the moderator role (granted by the admin CLI; checked on every call), whatever its plan.
         *
         *     Every moderation action, newest first: who, what, when and why.
         */
        get: operations["listModerationLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/moderation/hide/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide a post (Moderator)
         * @description **Moderator**: needs the Basic credentials of an account with the moderator role (granted by the admin CLI; checked on every call), whatever its plan.
         *
         *     The post disappears from every view but its author’s, who sees it with `status: "hidden"`; lists and counts leave it out until it is restored. Its author gets a `moderation` notification.
         */
        post: operations["hideModeratedPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/moderation/restore/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a hidden post (Moderator)
         * @description **Moderator**: needs the Basic credentials of an account with the moderator role (granted by the admin CLI; checked on every call), whatever its plan.
         *
         *     A hidden post (by a moderator, the flag threshold or a suspension) returns to where it was. Its author gets a `moderation` notification.
         */
        post: operations["restoreModeratedPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/moderation/dismiss/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss the flags of a post (Moderator)
         * @description **Moderator**: needs the Basic credentials of an account with the moderator role (granted by the admin CLI; checked on every call), whatever its plan.
         *
         *     Clears the post from the queue and keeps it; a post the flag threshold hid is shown again. New flags bring it back to the queue.
         */
        post: operations["dismissModeratedPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/moderation/suspend/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend an account (Moderator)
         * @description **Moderator**: needs the Basic credentials of an account with the moderator role (granted by the admin CLI; checked on every call), whatever its plan.
         *
         *     The account’s API keys answer 403, and its pending and published posts are hidden as by a moderator (without a notification per post). A moderator cannot suspend their own account (400).
         */
        post: operations["suspendUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/moderation/unsuspend/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift a suspension (Moderator)
         * @description **Moderator**: needs the Basic credentials of an account with the moderator role (granted by the admin CLI; checked on every call), whatever its plan.
         *
         *     The account’s keys work again, and the posts the suspension hid are restored (not those a moderator hid).
         */
        post: operations["unsuspendUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's account (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         */
        get: operations["getAccount"];
        put?: never;
        /**
         * Change the account (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Changes only the fields that are sent: display name, bio, profile image (`media_id` of a completed upload of the caller, or 0 for the default image).
         */
        post: operations["updateAccount"];
        /**
         * Erase the account and all of its data (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Send `confirm` = your username (form or JSON body). The keys stop working at once; posts, reactions, notifications and uploaded media are erased in the background (docs/api.md, "Account export and erasure"). Repeating it is harmless, but the keys are gone: a retry gets 401. An `Idempotency-Key` header is accepted and not needed.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All of the caller's data as one JSON document (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Account, settings, keys (without secrets), media URLs, posts (pending included, with attachments), reactions given and notifications received, streamed as it is read (docs/api.md, "Account export and erasure"). No ETag: the document is new on every call.
         */
        get: operations["exportAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/profile/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's public profile (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's settings (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         */
        get: operations["getSettings"];
        put?: never;
        /**
         * Change the settings (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     The time zone must be one of GET /settings/timezones (matched case-insensitively, stored in the list's spelling).
         */
        post: operations["updateSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/settings/timezones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The valid time zones (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         */
        get: operations["listTimezones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a profile-image upload (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Step 1 of 3: declares the image; then send its bytes to /upload/{upload_id}/chunked in one or more chunks and call /upload/{upload_id}/completed. The upload expires 24 hours after it was started.
         */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/upload/{upload_id}/chunked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a chunk of the image (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Step 2: the next chunk of the file, in order (`index` 0, 1, …), as multipart form data. The chunks together must not exceed `total_bytes`. A chunk out of order or to a completed upload is a 409; to an expired upload a 410.
         */
        post: operations["uploadChunk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/upload/{upload_id}/completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete the upload (Pro)
         * @description **Pro**: needs the Basic credentials (user name, API key) of a Pro account.
         *
         *     Step 3: checks that all `total_bytes` arrived in `total_chunks` chunks and that they are an image of the declared type, then stores the 400×400 profile image as a media item (use its `id` as `media_id` in POST /account).
         */
        post: operations["completeUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/alphabet/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Default profile image (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         *
         *     The default profile image of users whose name starts with the letter: `/media/alphabet/{letter}.png`. Raw PNG bytes, not the envelope.
         */
        get: operations["getAlphabetImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{bucket}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Uploaded profile image (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         *
         *     A processed profile image (400×400): `/media/{bucket}/profile_{id}{ext}`, where `bucket` is `id` rounded up to a multiple of 100, as `url_location` of the media item gives it. Raw PNG or JPEG bytes, not the envelope.
         */
        get: operations["getProfileImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v0/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an app (Public)
         * @description **Public**: anyone may call it, anonymously or with Basic credentials (which must then be valid).
         *
         *     Registers an app that will act for users through OAuth 2 (authorization code with PKCE S256, required for every client; docs/api.md "Apps and OAuth"). Anonymous and rate-limited per IP. A `confidential` client gets a `client_secret`, shown this once.
         */
        post: operations["createApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Liveness: {
            /** @enum {string} */
            status: "ok";
        };
        ReplicaStatus: {
            /** @example db-standby:5432/social */
            name: string;
            /** @enum {string} */
            state: "starting" | "up" | "lagging" | "down";
            lag_ms: number | null;
        };
        Readiness: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "ok";
            /** @description Only with DATABASE_REPLICA_URLS: each read replica (see docs/scaling-out.md). */
            replicas?: components["schemas"]["ReplicaStatus"][];
            /**
             * @description Only with REDIS_URL. `down` does not make the instance unready.
             * @enum {string}
             */
            redis?: "ok" | "down";
            /**
             * @description Only with STORAGE_URL=s3://…: the object store. `down` does not make the instance unready (uploads and media answer 503 until it is back).
             * @enum {string}
             */
            store?: "ok" | "down";
        };
        Pagination: {
            /** @description Items in the whole list. */
            total_results: number;
            /** @description Pages in the whole list (1 when it is empty). */
            total_pages: number;
            /** @description The page before this one; 1 on the first page. */
            page_previous: number;
            /** @description The page after this one. On the last page it equals `total_pages` (so the current page): it never runs out by itself. Stop when `page_next <= page_current`, or when `data` holds fewer than 20 items (or follow the `Link` header's `rel="next"` until it is absent). */
            page_next: number;
            /** @description The page of this answer (`?page=`, default 1). */
            page_current: number;
            /** @description The same as `page_current`. */
            current_page: number;
            /** @description The 1-based position of the first item of this page; 0 when the list is empty. */
            current_result: number;
            /** @description The same as `current_result`. */
            current_result_first: number;
            /** @description The 1-based position of the last item of this page (capped by `total_results`). */
            current_result_last: number;
            /**
             * @description The path of `page_next` (the current page on the last page).
             * @example /api/v0/latest?page=2
             */
            url_next: string;
            /**
             * @description The path of `page_previous`.
             * @example /api/v0/latest?page=1
             */
            url_previous: string;
        };
        ErrorEnvelope: {
            /** @enum {string} */
            status: "error";
            messages: string[];
            /** @description Empty, except on validation failures (400): `errors` holds sentences per field. */
            meta: {
                /**
                 * @example {
                 *       "post": [
                 *         "The Post field is required."
                 *       ]
                 *     }
                 */
                errors?: {
                    [key: string]: string[];
                };
            };
            data: Record<string, never>;
        };
        Hello: {
            /** @example World */
            name: string;
        };
        HelloDto: {
            name: string;
        };
        Count: {
            count: number;
        };
        Attachment: {
            /** @example 1 */
            id: number;
            /** @example 1 */
            user_id: number;
            /** @example 1 */
            post_id: number;
            /** @enum {string} */
            type: "text";
            content: string;
            /** @description 0-based position. */
            sort_order: number;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            updated_at: string;
        };
        UserSummary: {
            /**
             * @description 0 for the author of a deleted post.
             * @example 0
             */
            user_id: number;
            /** @example alice */
            username: string;
            /** @example Alice */
            display_name: string;
            /** @description May be empty. */
            bio: string;
            /**
             * Format: uri
             * @example http://localhost:3000/media/alphabet/a.png
             */
            profile_image_url: string;
        };
        Post: {
            /** @example 1 */
            id: number;
            /**
             * @description 0 for a deleted post (it shows no author).
             * @example 0
             */
            user_id: number;
            /**
             * @description Root post id; 0 for a top-level post until it is published.
             * @example 0
             */
            conversation_id: number;
            /**
             * @description 0 for a top-level post.
             * @example 0
             */
            parent_id: number;
            /** @example 0 */
            original_id: number;
            /** @description Empty for a deleted post. */
            post: string;
            /** @enum {string} */
            status: "pending" | "published" | "deleted" | "hidden";
            /** @enum {string} */
            type: "post" | "reply";
            depth: number;
            /** @description null for top-level posts; ten zero-padded segments for replies. */
            sort_order: string | null;
            attachment_count: number;
            /** @example 0 */
            replies: number;
            /** @example 0 */
            reposts: number;
            /** @example 0 */
            quotes: number;
            /** @example 0 */
            stars: number;
            /** @example 0 */
            flags: number;
            /** @example 0 */
            reactions: number;
            /** @example 0 */
            bumps: number;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            updated_at: string;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            published_at: string;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            sorted_at: string;
            username: string;
            /** @description The caller has a published direct reply to it. */
            replied: boolean;
            /** @description The caller flagged it. */
            flagged: boolean;
            /** @description The caller starred it. */
            starred: boolean;
            attachments: components["schemas"]["Attachment"][];
            user: components["schemas"]["UserSummary"];
        };
        ReducedPost: {
            /** @example 1 */
            id: number;
            /** @example 1 */
            user_id: number;
            /** @example 0 */
            conversation_id: number;
            /** @example 0 */
            parent_id: number;
            /** @example 0 */
            original_id: number;
            post: string;
            /** @enum {string} */
            status: "pending" | "published" | "deleted" | "hidden";
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            updated_at: string;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            published_at: string;
            username: string;
            display_name: string;
            bio: string;
        };
        CreatePostDto: {
            /**
             * @description The text: not blank, at most 240 characters.
             * @example Hello world
             */
            post: string;
            /**
             * @description The post this replies to; absent, empty or 0 for a top-level post.
             * @example 0
             */
            parent_id?: number | string;
            /**
             * @description How many text attachments follow (0 when absent): attachments 0 … `attachment_count` − 1 are required.
             * @example 0
             */
            attachment_count?: number | string;
            /**
             * @description The type of attachment 0: required when `attachment_count` > 0.
             * @enum {string}
             */
            attachment_type_0?: "text";
            /** @description The text of attachment 0 (not blank): required when `attachment_count` > 0. */
            attachment_text_0?: string;
            /**
             * @description The type of attachment 1: required when `attachment_count` > 1.
             * @enum {string}
             */
            attachment_type_1?: "text";
            /** @description The text of attachment 1 (not blank): required when `attachment_count` > 1. */
            attachment_text_1?: string;
            /**
             * @description The type of attachment 2: required when `attachment_count` > 2.
             * @enum {string}
             */
            attachment_type_2?: "text";
            /** @description The text of attachment 2 (not blank): required when `attachment_count` > 2. */
            attachment_text_2?: string;
            /**
             * @description The type of attachment 3: required when `attachment_count` > 3.
             * @enum {string}
             */
            attachment_type_3?: "text";
            /** @description The text of attachment 3 (not blank): required when `attachment_count` > 3. */
            attachment_text_3?: string;
            /**
             * @description The type of attachment 4: required when `attachment_count` > 4.
             * @enum {string}
             */
            attachment_type_4?: "text";
            /** @description The text of attachment 4 (not blank): required when `attachment_count` > 4. */
            attachment_text_4?: string;
            /**
             * @description The type of attachment 5: required when `attachment_count` > 5.
             * @enum {string}
             */
            attachment_type_5?: "text";
            /** @description The text of attachment 5 (not blank): required when `attachment_count` > 5. */
            attachment_text_5?: string;
            /**
             * @description The type of attachment 6: required when `attachment_count` > 6.
             * @enum {string}
             */
            attachment_type_6?: "text";
            /** @description The text of attachment 6 (not blank): required when `attachment_count` > 6. */
            attachment_text_6?: string;
            /**
             * @description The type of attachment 7: required when `attachment_count` > 7.
             * @enum {string}
             */
            attachment_type_7?: "text";
            /** @description The text of attachment 7 (not blank): required when `attachment_count` > 7. */
            attachment_text_7?: string;
            /**
             * @description The type of attachment 8: required when `attachment_count` > 8.
             * @enum {string}
             */
            attachment_type_8?: "text";
            /** @description The text of attachment 8 (not blank): required when `attachment_count` > 8. */
            attachment_text_8?: string;
            /**
             * @description The type of attachment 9: required when `attachment_count` > 9.
             * @enum {string}
             */
            attachment_type_9?: "text";
            /** @description The text of attachment 9 (not blank): required when `attachment_count` > 9. */
            attachment_text_9?: string;
        };
        Block: {
            user: components["schemas"]["UserSummary"];
            /**
             * Format: date-time
             * @description When the block was made (blocking again keeps it).
             * @example 2025-01-31T12:00:00+00:00
             */
            created_at: string;
        };
        Reaction: {
            /** @example 1 */
            id: number;
            /** @example 1 */
            user_id: number;
            /** @example 1 */
            post_id: number;
            /** @enum {string} */
            type: "flag" | "star";
            content: null;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            updated_at: string;
            post: components["schemas"]["Post"];
            user: components["schemas"]["UserSummary"];
        };
        NotificationInitiator: {
            display_name: string;
            username: string;
            bio: string;
            /**
             * Format: uri
             * @example http://localhost:3000/media/alphabet/a.png
             */
            profile_image_url: string;
        };
        Notification: {
            /** @example 1 */
            id: number;
            /** @example 1 */
            receiver_id: number;
            /** @example 0 */
            receiver_post_id: number;
            /**
             * @description 0 for an anonymous flag and for `moderation`.
             * @example 0
             */
            initiator_id: number;
            /**
             * @description 0 unless a post caused it (a reply).
             * @example 0
             */
            initiator_post_id: number;
            /**
             * @description `moderation`: a moderator (or the flag threshold) hid or restored the receiver's post `receiver_post_id`; `content` says which.
             * @enum {string}
             */
            type: "reply" | "star" | "flag" | "moderation";
            /** @enum {string} */
            status: "unread" | "read";
            /** @description `hidden` or `restored` on a `moderation` notification; null on the others. */
            content: ("hidden" | "restored") | null;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            updated_at: string;
            initiator: components["schemas"]["NotificationInitiator"] | null;
            initiator_post: components["schemas"]["Post"] | null;
            receiver_post: components["schemas"]["Post"] | null;
        };
        StreamTicket: {
            /**
             * @description Opens one stream: `GET /api/v0/notifications/stream?ticket=…`, without an Authorization header.
             * @example Zx8c2Qm0b1VwJ4s9fK3tR7yH6nL5pA2dE0gU1iO8qWc
             */
            ticket: string;
            /**
             * @description Seconds the ticket stays valid if unused.
             * @example 30
             */
            expires_in: number;
        };
        ModerationAction: {
            /** @example 1 */
            id: number;
            /**
             * @description `auto_hide`: the flag threshold (MODERATION_AUTO_HIDE_FLAGS) hid the post.
             * @enum {string}
             */
            action: "hide" | "restore" | "dismiss" | "suspend" | "unsuspend" | "auto_hide";
            /**
             * @description The moderator; 0 for `auto_hide`.
             * @example 0
             */
            moderator_id: number;
            /** @description The moderator's username; null for `auto_hide` or an erased account. */
            moderator: string | null;
            /**
             * @description The post acted on; 0 for `suspend`/`unsuspend`.
             * @example 0
             */
            post_id: number;
            /**
             * @description The post's author, or the (un)suspended user.
             * @example 0
             */
            user_id: number;
            /** @description Their username (null if the account is gone or erased). */
            username: string | null;
            /** @description The reason given, if any. */
            reason: string | null;
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            created_at: string;
        };
        ModerationQueueItem: {
            /** @example 1 */
            post_id: number;
            /** @description Distinct users flagging it now. */
            flags: number;
            /**
             * Format: date-time
             * @description The newest flag.
             * @example 2025-01-31T12:00:00+00:00
             */
            last_flagged_at: string;
            /** @description Hidden already (by the flag threshold) and waiting for a decision. */
            hidden: boolean;
            /** @description The post as its author sees it (`status` is `hidden` while it is hidden). */
            post: components["schemas"]["Post"];
        };
        ModerationReasonDto: {
            /** @description Why, for the moderation log (not shown to the author). At most 500 characters. */
            reason?: string;
        };
        Account: {
            /** @example 1 */
            user_id: number;
            username: string;
            /**
             * @description 0 = the default image.
             * @example 0
             */
            media_id: number;
            /**
             * Format: uri
             * @example http://localhost:3000/media/alphabet/a.png
             */
            profile_image_url: string;
            display_name: string;
            bio: string;
            /** @example 2 minutes */
            delay_post: string;
            /** @example UTC */
            timezone: string;
        };
        Profile: {
            /** @example 1 */
            user_id: number;
            username: string;
            display_name: string;
            bio: string;
            /**
             * Format: uri
             * @example http://localhost:3000/media/alphabet/a.png
             */
            profile_image_url: string;
        };
        UpdateAccountDto: {
            /** @description Not blank when sent. */
            display_name?: string;
            /** @description An empty string clears the bio. */
            bio?: string;
            /** @description The `id` of a media item of the caller (a completed upload), or 0 for the default image. */
            media_id?: number;
        };
        Settings: {
            /** @example UTC */
            timezone: string;
        };
        UpdateSettingsDto: {
            /**
             * @description One of the IANA names GET /settings/timezones lists, matched case-insensitively (so not an `enum` here); any other value is a 400.
             * @example Europe/Paris
             */
            timezone: string;
        };
        Media: {
            /**
             * @description Usable as `media_id` in POST /account.
             * @example 1
             */
            id: number;
            /** @example 1 */
            user_id: number;
            /**
             * Format: uri
             * @example http://localhost:3000/media/100/profile_1.png
             */
            url_location: string;
            /** @enum {string} */
            type: "profile";
        };
        Upload: {
            /** @example 1 */
            id: number;
            /** @example 1 */
            user_id: number;
            /** @enum {string} */
            status: "created" | "completed";
            /**
             * Format: date-time
             * @description After this instant no more upload calls are accepted.
             * @example 2025-01-31T12:00:00+00:00
             */
            expired_at: string;
            /** @description Empty until completed. */
            media: components["schemas"]["Media"][];
        };
        CreateUploadDto: {
            /** @description Matched case-insensitively. */
            file_type: string;
            original_name: string;
            /** @description Matched case-insensitively; `.jpeg` is stored as `.jpg`. */
            original_extension: string;
            upload_type: string;
            /** @description The size of the file in bytes; at most UPLOAD_MAX_BYTES (5 MiB by default). */
            total_bytes: number;
        };
        UploadChunkDto: {
            /** @description The number of chunks sent before this one (0 for the first). */
            index: number;
            /**
             * Format: binary
             * @description The bytes of this chunk, as a file part.
             */
            chunk: Blob;
        };
        CompleteUploadDto: {
            /** @description How many chunk calls were made (1 when the file was sent in one). */
            total_chunks: number;
        };
        AccountErasure: {
            /** @example 12 */
            user_id: number;
            /**
             * @description `running` until every part of the account is gone.
             * @enum {string}
             */
            status: "running" | "done";
        };
        DeleteAccountDto: {
            confirm: string;
        };
        App: {
            /** @description The `client_id` of the OAuth requests. */
            client_id: string;
            /** @description For a confidential client, its secret: shown this once, only its hash is stored. Null for a public client. */
            client_secret: string | null;
            name: string;
            /** @description Empty when none was given. */
            website: string;
            redirect_uris: string[];
            /** @description Space-separated, e.g. `read write`. */
            scopes: string;
            /** @enum {string} */
            client_type: "public" | "confidential";
            /**
             * Format: date-time
             * @example 2025-01-31T12:00:00+00:00
             */
            created_at: string;
        };
        CreateAppDto: {
            /** @description Shown to the user on the consent page. */
            name: string;
            /** @description The exact redirect URIs, separated by spaces or new lines (at most 10). Each is `https`, `http` on a loopback host (127.0.0.1, [::1], localhost), or a native app's private-use scheme with a dot (`com.example.app:/callback`); no fragment. */
            redirect_uris: string;
            /** @description The scopes the app may ask for, separated by spaces: `read`, `write`, `notifications`. Default `read`. */
            scopes?: string;
            /** @description The app's home page (http or https). */
            website?: string;
            /**
             * @description `public` (default: a mobile or single-page app, which cannot keep a secret) or `confidential` (a server, which gets a `client_secret`). Both must use PKCE.
             * @enum {string}
             */
            client_type?: "public" | "confidential";
        };
        /** @description One Server-Sent Event: `event: notification`, `id:` the notification id, `data:` one `Notification` as JSON on one line. The first block of a stream carries only `retry:`, the reconnection delay in milliseconds. */
        NotificationStreamEvent: {
            /** @enum {string} */
            event?: "notification";
            /** @description The notification id; sent back as `Last-Event-ID` on reconnection. */
            id?: string;
            /** @description One `Notification` (as an item of `GET /api/v0/notifications`), on one line. */
            data?: string;
            /** @description The reconnection delay in milliseconds. */
            retry?: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Liveness"];
                    };
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Readiness"];
                    };
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getHello: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Hello"];
                    };
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    echoHello: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["HelloDto"];
                /**
                 * @example {
                 *       "name": "Ada"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["HelloDto"];
                /**
                 * @example {
                 *       "name": "Ada"
                 *     }
                 */
                "application/json": components["schemas"]["HelloDto"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Hello"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    countPendingPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Count"];
                    };
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    countPublishedPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Count"];
                    };
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    countUsernames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Count"];
                    };
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getLatest: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["Post"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPending: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["Post"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "post": "Hello world",
                 *       "parent_id": 0,
                 *       "attachment_count": 0
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["CreatePostDto"];
                /**
                 * @example {
                 *       "post": "Hello world",
                 *       "parent_id": 0,
                 *       "attachment_count": 0
                 *     }
                 */
                "multipart/form-data": components["schemas"]["CreatePostDto"];
                /**
                 * @example {
                 *       "post": "Hello world",
                 *       "parent_id": 0,
                 *       "attachment_count": 0
                 *     }
                 */
                "application/json": components["schemas"]["CreatePostDto"];
            };
        };
        responses: {
            /** @description The new pending post. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Post"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict with the current state. Or: A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the post. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "The post was deleted."[];
                        meta: Record<string, never>;
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPostChildren: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description The id of the post. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["Post"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPost: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description The id of the post. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["Post"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUserTimeline: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description 1–30 letters, digits or underscores. An unknown user name is a 404.
                 * @example alice
                 */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["Post"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    blockUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description 1–30 letters, digits or underscores. An unknown user name is a 404.
                 * @example alice
                 */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The block. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "The user has been blocked."[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Block"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unblockUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description 1–30 letters, digits or underscores. An unknown user name is a 404.
                 * @example alice
                 */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user who is no longer blocked. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "The user has been unblocked."[];
                        meta: Record<string, never>;
                        data: components["schemas"]["UserSummary"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listBlocks: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["Block"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    starPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The id of the post. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post after the change. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "The post has been starred."[];
                        meta: Record<string, never>;
                        data: components["schemas"]["ReducedPost"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unstarPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The id of the post. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post after the change. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "The post has been unstarred."[];
                        meta: Record<string, never>;
                        data: components["schemas"]["ReducedPost"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    flagPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The id of the post. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post after the change. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "The post has been flagged."[];
                        meta: Record<string, never>;
                        data: components["schemas"]["ReducedPost"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unflagPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The id of the post. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post after the change. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "The post has been unflagged."[];
                        meta: Record<string, never>;
                        data: components["schemas"]["ReducedPost"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAllFlags: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["Reaction"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPostFlags: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description The id of the post. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["Reaction"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAllStars: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["Reaction"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPostStars: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description The id of the post. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["Reaction"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMyStars: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["Reaction"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["Notification"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    countNotifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count; `meta` is `[]`. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: unknown[];
                        data: number;
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    countUnreadNotifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count; `meta` is `[]`. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: unknown[];
                        data: number;
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The id of the notification. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                notification_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "Item marked as read."[];
                        meta: Record<string, never>;
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    markNotificationUnread: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The id of the notification. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                notification_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "Item marked as unread."[];
                        meta: Record<string, never>;
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "All items marked as read."[];
                        meta: Record<string, never>;
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    markAllNotificationsUnread: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "All items marked as unread."[];
                        meta: Record<string, never>;
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    streamNotifications: {
        parameters: {
            query?: {
                /** @description A ticket from `POST /api/v0/notifications/stream/ticket`, for clients that cannot send the Authorization header (`EventSource`): it opens one stream as its owner, once, before it expires. Ignored when an Authorization header is sent. */
                ticket?: string;
            };
            header?: {
                /** @description The `id` of the last event received (browsers send it when they reconnect): every notification after it is sent first, in order. Without it the stream starts from now. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description An endless event stream. Each event is:
             *
             *     ```
             *     id: 42
             *     event: notification
             *     data: {"id":42,"receiver_id":1,…}
             *     ```
             *
             *     `data` is one `Notification` (as in the list) on one line.
             */
            200: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "retry": 3000
                     *       },
                     *       {
                     *         "id": "42",
                     *         "event": "notification",
                     *         "data": "{\"id\":42,\"receiver_id\":1,\"type\":\"star\",\"status\":\"unread\"}"
                     *       }
                     *     ]
                     */
                    "text/event-stream": components["schemas"]["NotificationStreamEvent"][];
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded, or this API key already holds the most streams allowed at once. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createStreamTicket: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["StreamTicket"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listModerationQueue: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["ModerationQueueItem"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner is not a moderator, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listModerationLog: {
        parameters: {
            query?: {
                /** @description The page of the list, 20 items per page (default 1). Anything but a positive whole number is a 400; a page past the last one is empty. */
                page?: number;
            };
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /**
                     * @description RFC 8288 links to the other pages of the list, with `rel="first"`, `"prev"`, `"next"` and `"last"` (`prev`/`next` only where such a page exists). Following `rel="next"` until it is absent visits every page once.
                     * @example </api/v0/latest?page=2>; rel="next", </api/v0/latest?page=1>; rel="first"
                     */
                    Link?: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                        data: components["schemas"]["ModerationAction"][];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner is not a moderator, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    hideModeratedPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The id of the post. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Spam: the same link in every post."
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ModerationReasonDto"];
                /**
                 * @example {
                 *       "reason": "Spam: the same link in every post."
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ModerationReasonDto"];
                /**
                 * @example {
                 *       "reason": "Spam: the same link in every post."
                 *     }
                 */
                "application/json": components["schemas"]["ModerationReasonDto"];
            };
        };
        responses: {
            /** @description The entry this action added to the moderation log. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "The post is hidden."[];
                        meta: Record<string, never>;
                        data: components["schemas"]["ModerationAction"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner is not a moderator, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    restoreModeratedPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The id of the post. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Flagged by mistake."
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ModerationReasonDto"];
                /**
                 * @example {
                 *       "reason": "Flagged by mistake."
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ModerationReasonDto"];
                /**
                 * @example {
                 *       "reason": "Flagged by mistake."
                 *     }
                 */
                "application/json": components["schemas"]["ModerationReasonDto"];
            };
        };
        responses: {
            /** @description The entry this action added to the moderation log. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "The post is visible again."[];
                        meta: Record<string, never>;
                        data: components["schemas"]["ModerationAction"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner is not a moderator, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    dismissModeratedPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The id of the post. A positive whole number; anything else is a 400.
                 * @example 1
                 */
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Not against the rules."
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ModerationReasonDto"];
                /**
                 * @example {
                 *       "reason": "Not against the rules."
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ModerationReasonDto"];
                /**
                 * @example {
                 *       "reason": "Not against the rules."
                 *     }
                 */
                "application/json": components["schemas"]["ModerationReasonDto"];
            };
        };
        responses: {
            /** @description The entry this action added to the moderation log. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "The post has been cleared from the queue."[];
                        meta: Record<string, never>;
                        data: components["schemas"]["ModerationAction"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner is not a moderator, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    suspendUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description 1–30 letters, digits or underscores. An unknown user name is a 404.
                 * @example alice
                 */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Spam: the same link in every post."
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ModerationReasonDto"];
                /**
                 * @example {
                 *       "reason": "Spam: the same link in every post."
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ModerationReasonDto"];
                /**
                 * @example {
                 *       "reason": "Spam: the same link in every post."
                 *     }
                 */
                "application/json": components["schemas"]["ModerationReasonDto"];
            };
        };
        responses: {
            /** @description The entry this action added to the moderation log. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "The account is suspended."[];
                        meta: Record<string, never>;
                        data: components["schemas"]["ModerationAction"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner is not a moderator, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unsuspendUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description 1–30 letters, digits or underscores. An unknown user name is a 404.
                 * @example alice
                 */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Appeal accepted."
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ModerationReasonDto"];
                /**
                 * @example {
                 *       "reason": "Appeal accepted."
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ModerationReasonDto"];
                /**
                 * @example {
                 *       "reason": "Appeal accepted."
                 *     }
                 */
                "application/json": components["schemas"]["ModerationReasonDto"];
            };
        };
        responses: {
            /** @description The entry this action added to the moderation log. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "The account is no longer suspended."[];
                        meta: Record<string, never>;
                        data: components["schemas"]["ModerationAction"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner is not a moderator, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["UpdateAccountDto"];
                "multipart/form-data": components["schemas"]["UpdateAccountDto"];
                "application/json": components["schemas"]["UpdateAccountDto"];
            };
        };
        responses: {
            /** @description The account after the change. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "confirm": "alice"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["DeleteAccountDto"];
                /**
                 * @example {
                 *       "confirm": "alice"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["DeleteAccountDto"];
                /**
                 * @example {
                 *       "confirm": "alice"
                 *     }
                 */
                "application/json": components["schemas"]["DeleteAccountDto"];
            };
        };
        responses: {
            /** @description The erasure was accepted and runs in the background. */
            202: {
                headers: {
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: "Your account is being erased: its keys no longer work, and all of its data will be gone shortly."[];
                        meta: Record<string, never>;
                        data: components["schemas"]["AccountErasure"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exportAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: {
                            /** @enum {string} */
                            format: "social-posting-api/account-export";
                            /** @enum {integer} */
                            version: 1;
                            /** Format: date-time */
                            exported_at: string;
                            account: components["schemas"]["Account"];
                            settings: {
                                timezone: string;
                            };
                            keys: {
                                id: number;
                                name: string;
                                prefix: string | null;
                                read_only: boolean;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                last_used_at: string | null;
                                /** Format: date-time */
                                revoked_at: string | null;
                            }[];
                            media: {
                                id: number;
                                type: string;
                                /** Format: uri */
                                url_location: string;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            posts: {
                                id: number;
                                conversation_id: number;
                                parent_id: number;
                                post: string;
                                status: string;
                                type: string;
                                depth: number;
                                sort_order: string | null;
                                attachment_count: number;
                                replies: number;
                                stars: number;
                                flags: number;
                                bumps: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** Format: date-time */
                                published_at: string;
                                /** Format: date-time */
                                sorted_at: string;
                                attachments: components["schemas"]["Attachment"][];
                            }[];
                            reactions: {
                                id: number;
                                post_id: number;
                                /** @enum {string} */
                                type: "star" | "flag";
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            notifications: {
                                id: number;
                                receiver_post_id: number;
                                initiator_id: number;
                                initiator_post_id: number;
                                type: string;
                                status: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            blocks: {
                                blocked_user_id: number;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            pro_requests: {
                                id: number;
                                /** @enum {string} */
                                status: "open" | "granted" | "declined";
                                /** Format: date-time */
                                requested_at: string;
                                /** Format: date-time */
                                closed_at: string | null;
                            }[];
                            authorized_apps: {
                                app_name: string;
                                website: string;
                                scopes: string;
                                /** Format: date-time */
                                authorized_at: string;
                                /** Format: date-time */
                                last_used_at: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of an answer the client holds: while it still matches, the answer is a `304` without a body. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description 1–30 letters, digits or underscores. An unknown user name is a 404.
                 * @example alice
                 */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` still matches. No body. */
            304: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    /** @description Validator of this answer: send it back in `If-None-Match` to get a `304` while the answer is unchanged. */
                    ETag: string;
                    /** @description Answers that depend on the caller (signed in: `starred`/`flagged`/`replied`, everything private) are `private, no-cache`; anonymous public answers may be cached by shared caches, always revalidated, so no cache serves a stale answer. */
                    "Cache-Control": string;
                    /** @description Includes `Authorization`: the answer depends on the credentials. */
                    Vary: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Settings"];
                    };
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "timezone": "Europe/Paris"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["UpdateSettingsDto"];
                /**
                 * @example {
                 *       "timezone": "Europe/Paris"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["UpdateSettingsDto"];
                /**
                 * @example {
                 *       "timezone": "Europe/Paris"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateSettingsDto"];
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Settings"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTimezones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every value POST /settings accepts; `meta.description` describes the list. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: {
                            /** @enum {string} */
                            description: "This is a list of valid timezones.";
                        };
                        /** @description IANA zones (Africa … Pacific), sorted, then UTC. */
                        data: ("Africa/Abidjan" | "Africa/Accra" | "Africa/Addis_Ababa" | "Africa/Algiers" | "Africa/Asmera" | "Africa/Bamako" | "Africa/Bangui" | "Africa/Banjul" | "Africa/Bissau" | "Africa/Blantyre" | "Africa/Brazzaville" | "Africa/Bujumbura" | "Africa/Cairo" | "Africa/Casablanca" | "Africa/Ceuta" | "Africa/Conakry" | "Africa/Dakar" | "Africa/Dar_es_Salaam" | "Africa/Djibouti" | "Africa/Douala" | "Africa/El_Aaiun" | "Africa/Freetown" | "Africa/Gaborone" | "Africa/Harare" | "Africa/Johannesburg" | "Africa/Juba" | "Africa/Kampala" | "Africa/Khartoum" | "Africa/Kigali" | "Africa/Kinshasa" | "Africa/Lagos" | "Africa/Libreville" | "Africa/Lome" | "Africa/Luanda" | "Africa/Lubumbashi" | "Africa/Lusaka" | "Africa/Malabo" | "Africa/Maputo" | "Africa/Maseru" | "Africa/Mbabane" | "Africa/Mogadishu" | "Africa/Monrovia" | "Africa/Nairobi" | "Africa/Ndjamena" | "Africa/Niamey" | "Africa/Nouakchott" | "Africa/Ouagadougou" | "Africa/Porto-Novo" | "Africa/Sao_Tome" | "Africa/Tripoli" | "Africa/Tunis" | "Africa/Windhoek" | "America/Adak" | "America/Anchorage" | "America/Anguilla" | "America/Antigua" | "America/Araguaina" | "America/Argentina/La_Rioja" | "America/Argentina/Rio_Gallegos" | "America/Argentina/Salta" | "America/Argentina/San_Juan" | "America/Argentina/San_Luis" | "America/Argentina/Tucuman" | "America/Argentina/Ushuaia" | "America/Aruba" | "America/Asuncion" | "America/Bahia" | "America/Bahia_Banderas" | "America/Barbados" | "America/Belem" | "America/Belize" | "America/Blanc-Sablon" | "America/Boa_Vista" | "America/Bogota" | "America/Boise" | "America/Buenos_Aires" | "America/Cambridge_Bay" | "America/Campo_Grande" | "America/Cancun" | "America/Caracas" | "America/Catamarca" | "America/Cayenne" | "America/Cayman" | "America/Chicago" | "America/Chihuahua" | "America/Ciudad_Juarez" | "America/Coral_Harbour" | "America/Cordoba" | "America/Costa_Rica" | "America/Coyhaique" | "America/Creston" | "America/Cuiaba" | "America/Curacao" | "America/Danmarkshavn" | "America/Dawson" | "America/Dawson_Creek" | "America/Denver" | "America/Detroit" | "America/Dominica" | "America/Edmonton" | "America/Eirunepe" | "America/El_Salvador" | "America/Fort_Nelson" | "America/Fortaleza" | "America/Glace_Bay" | "America/Godthab" | "America/Goose_Bay" | "America/Grand_Turk" | "America/Grenada" | "America/Guadeloupe" | "America/Guatemala" | "America/Guayaquil" | "America/Guyana" | "America/Halifax" | "America/Havana" | "America/Hermosillo" | "America/Indiana/Knox" | "America/Indiana/Marengo" | "America/Indiana/Petersburg" | "America/Indiana/Tell_City" | "America/Indiana/Vevay" | "America/Indiana/Vincennes" | "America/Indiana/Winamac" | "America/Indianapolis" | "America/Inuvik" | "America/Iqaluit" | "America/Jamaica" | "America/Jujuy" | "America/Juneau" | "America/Kentucky/Monticello" | "America/Kralendijk" | "America/La_Paz" | "America/Lima" | "America/Los_Angeles" | "America/Louisville" | "America/Lower_Princes" | "America/Maceio" | "America/Managua" | "America/Manaus" | "America/Marigot" | "America/Martinique" | "America/Matamoros" | "America/Mazatlan" | "America/Mendoza" | "America/Menominee" | "America/Merida" | "America/Metlakatla" | "America/Mexico_City" | "America/Miquelon" | "America/Moncton" | "America/Monterrey" | "America/Montevideo" | "America/Montserrat" | "America/Nassau" | "America/New_York" | "America/Nome" | "America/Noronha" | "America/North_Dakota/Beulah" | "America/North_Dakota/Center" | "America/North_Dakota/New_Salem" | "America/Ojinaga" | "America/Panama" | "America/Paramaribo" | "America/Phoenix" | "America/Port-au-Prince" | "America/Port_of_Spain" | "America/Porto_Velho" | "America/Puerto_Rico" | "America/Punta_Arenas" | "America/Rankin_Inlet" | "America/Recife" | "America/Regina" | "America/Resolute" | "America/Rio_Branco" | "America/Santarem" | "America/Santiago" | "America/Santo_Domingo" | "America/Sao_Paulo" | "America/Scoresbysund" | "America/Sitka" | "America/St_Barthelemy" | "America/St_Johns" | "America/St_Kitts" | "America/St_Lucia" | "America/St_Thomas" | "America/St_Vincent" | "America/Swift_Current" | "America/Tegucigalpa" | "America/Thule" | "America/Tijuana" | "America/Toronto" | "America/Tortola" | "America/Vancouver" | "America/Whitehorse" | "America/Winnipeg" | "America/Yakutat" | "Antarctica/Casey" | "Antarctica/Davis" | "Antarctica/DumontDUrville" | "Antarctica/Macquarie" | "Antarctica/Mawson" | "Antarctica/McMurdo" | "Antarctica/Palmer" | "Antarctica/Rothera" | "Antarctica/Syowa" | "Antarctica/Troll" | "Antarctica/Vostok" | "Arctic/Longyearbyen" | "Asia/Aden" | "Asia/Almaty" | "Asia/Amman" | "Asia/Anadyr" | "Asia/Aqtau" | "Asia/Aqtobe" | "Asia/Ashgabat" | "Asia/Atyrau" | "Asia/Baghdad" | "Asia/Bahrain" | "Asia/Baku" | "Asia/Bangkok" | "Asia/Barnaul" | "Asia/Beirut" | "Asia/Bishkek" | "Asia/Brunei" | "Asia/Calcutta" | "Asia/Chita" | "Asia/Colombo" | "Asia/Damascus" | "Asia/Dhaka" | "Asia/Dili" | "Asia/Dubai" | "Asia/Dushanbe" | "Asia/Famagusta" | "Asia/Gaza" | "Asia/Hebron" | "Asia/Hong_Kong" | "Asia/Hovd" | "Asia/Irkutsk" | "Asia/Jakarta" | "Asia/Jayapura" | "Asia/Jerusalem" | "Asia/Kabul" | "Asia/Kamchatka" | "Asia/Karachi" | "Asia/Katmandu" | "Asia/Khandyga" | "Asia/Krasnoyarsk" | "Asia/Kuala_Lumpur" | "Asia/Kuching" | "Asia/Kuwait" | "Asia/Macau" | "Asia/Magadan" | "Asia/Makassar" | "Asia/Manila" | "Asia/Muscat" | "Asia/Nicosia" | "Asia/Novokuznetsk" | "Asia/Novosibirsk" | "Asia/Omsk" | "Asia/Oral" | "Asia/Phnom_Penh" | "Asia/Pontianak" | "Asia/Pyongyang" | "Asia/Qatar" | "Asia/Qostanay" | "Asia/Qyzylorda" | "Asia/Rangoon" | "Asia/Riyadh" | "Asia/Saigon" | "Asia/Sakhalin" | "Asia/Samarkand" | "Asia/Seoul" | "Asia/Shanghai" | "Asia/Singapore" | "Asia/Srednekolymsk" | "Asia/Taipei" | "Asia/Tashkent" | "Asia/Tbilisi" | "Asia/Tehran" | "Asia/Thimphu" | "Asia/Tokyo" | "Asia/Tomsk" | "Asia/Ulaanbaatar" | "Asia/Urumqi" | "Asia/Ust-Nera" | "Asia/Vientiane" | "Asia/Vladivostok" | "Asia/Yakutsk" | "Asia/Yekaterinburg" | "Asia/Yerevan" | "Atlantic/Azores" | "Atlantic/Bermuda" | "Atlantic/Canary" | "Atlantic/Cape_Verde" | "Atlantic/Faeroe" | "Atlantic/Madeira" | "Atlantic/Reykjavik" | "Atlantic/South_Georgia" | "Atlantic/St_Helena" | "Atlantic/Stanley" | "Australia/Adelaide" | "Australia/Brisbane" | "Australia/Broken_Hill" | "Australia/Darwin" | "Australia/Eucla" | "Australia/Hobart" | "Australia/Lindeman" | "Australia/Lord_Howe" | "Australia/Melbourne" | "Australia/Perth" | "Australia/Sydney" | "Europe/Amsterdam" | "Europe/Andorra" | "Europe/Astrakhan" | "Europe/Athens" | "Europe/Belgrade" | "Europe/Berlin" | "Europe/Bratislava" | "Europe/Brussels" | "Europe/Bucharest" | "Europe/Budapest" | "Europe/Busingen" | "Europe/Chisinau" | "Europe/Copenhagen" | "Europe/Dublin" | "Europe/Gibraltar" | "Europe/Guernsey" | "Europe/Helsinki" | "Europe/Isle_of_Man" | "Europe/Istanbul" | "Europe/Jersey" | "Europe/Kaliningrad" | "Europe/Kiev" | "Europe/Kirov" | "Europe/Lisbon" | "Europe/Ljubljana" | "Europe/London" | "Europe/Luxembourg" | "Europe/Madrid" | "Europe/Malta" | "Europe/Mariehamn" | "Europe/Minsk" | "Europe/Monaco" | "Europe/Moscow" | "Europe/Oslo" | "Europe/Paris" | "Europe/Podgorica" | "Europe/Prague" | "Europe/Riga" | "Europe/Rome" | "Europe/Samara" | "Europe/San_Marino" | "Europe/Sarajevo" | "Europe/Saratov" | "Europe/Simferopol" | "Europe/Skopje" | "Europe/Sofia" | "Europe/Stockholm" | "Europe/Tallinn" | "Europe/Tirane" | "Europe/Ulyanovsk" | "Europe/Vaduz" | "Europe/Vatican" | "Europe/Vienna" | "Europe/Vilnius" | "Europe/Volgograd" | "Europe/Warsaw" | "Europe/Zagreb" | "Europe/Zurich" | "Indian/Antananarivo" | "Indian/Chagos" | "Indian/Christmas" | "Indian/Cocos" | "Indian/Comoro" | "Indian/Kerguelen" | "Indian/Mahe" | "Indian/Maldives" | "Indian/Mauritius" | "Indian/Mayotte" | "Indian/Reunion" | "Pacific/Apia" | "Pacific/Auckland" | "Pacific/Bougainville" | "Pacific/Chatham" | "Pacific/Easter" | "Pacific/Efate" | "Pacific/Enderbury" | "Pacific/Fakaofo" | "Pacific/Fiji" | "Pacific/Funafuti" | "Pacific/Galapagos" | "Pacific/Gambier" | "Pacific/Guadalcanal" | "Pacific/Guam" | "Pacific/Honolulu" | "Pacific/Kiritimati" | "Pacific/Kosrae" | "Pacific/Kwajalein" | "Pacific/Majuro" | "Pacific/Marquesas" | "Pacific/Midway" | "Pacific/Nauru" | "Pacific/Niue" | "Pacific/Norfolk" | "Pacific/Noumea" | "Pacific/Pago_Pago" | "Pacific/Palau" | "Pacific/Pitcairn" | "Pacific/Ponape" | "Pacific/Port_Moresby" | "Pacific/Rarotonga" | "Pacific/Saipan" | "Pacific/Tahiti" | "Pacific/Tarawa" | "Pacific/Tongatapu" | "Pacific/Truk" | "Pacific/Wake" | "Pacific/Wallis" | "UTC")[];
                    };
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file_type": "image",
                 *       "original_name": "me.png",
                 *       "original_extension": ".png",
                 *       "upload_type": "profile",
                 *       "total_bytes": 20480
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["CreateUploadDto"];
                /**
                 * @example {
                 *       "file_type": "image",
                 *       "original_name": "me.png",
                 *       "original_extension": ".png",
                 *       "upload_type": "profile",
                 *       "total_bytes": 20480
                 *     }
                 */
                "multipart/form-data": components["schemas"]["CreateUploadDto"];
                /**
                 * @example {
                 *       "file_type": "image",
                 *       "original_name": "me.png",
                 *       "original_extension": ".png",
                 *       "upload_type": "profile",
                 *       "total_bytes": 20480
                 *     }
                 */
                "application/json": components["schemas"]["CreateUploadDto"];
            };
        };
        responses: {
            /** @description The new upload (`media` is empty). */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Upload"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadChunk: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The `id` of an upload of the caller (another user's is a 404). A positive whole number; anything else is a 400.
                 * @example 1
                 */
                upload_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "index": 0,
                 *       "chunk": "(the bytes of the chunk, as a file part)"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["UploadChunkDto"];
            };
        };
        responses: {
            /** @description The chunk is stored. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict with the current state. Or: A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload has expired. */
            410: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The upload has expired."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    completeUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description The `id` of an upload of the caller (another user's is a 404). A positive whole number; anything else is a 400.
                 * @example 1
                 */
                upload_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "total_chunks": 1
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["CompleteUploadDto"];
                /**
                 * @example {
                 *       "total_chunks": 1
                 *     }
                 */
                "multipart/form-data": components["schemas"]["CompleteUploadDto"];
                /**
                 * @example {
                 *       "total_chunks": 1
                 *     }
                 */
                "application/json": components["schemas"]["CompleteUploadDto"];
            };
        };
        responses: {
            /** @description The completed upload with its media item. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["Upload"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key owner does not have a Pro account, or the account is suspended. Or: The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict with the current state. Or: A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The upload has expired. */
            410: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The upload has expired."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAlphabetImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A lower-case letter and `.png`. Any other value is a 404.
                 * @example a.png
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProfileImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ceil(id / 100) × 100. Any other value is a 404.
                 * @example 100
                 */
                bucket: string;
                /**
                 * @description `profile_{id}` and the extension of the upload. Any other value is a 404.
                 * @example profile_1.png
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, in the format it was uploaded in. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                    "image/jpeg": Blob;
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The id, user or route does not exist (or is not visible to the caller). */
            404: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not exist."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path segment is too long (over 200 characters). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request URL is too long."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createApp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique value per logical request (e.g. a UUID), 1-255 visible ASCII characters. The first answer is kept for 24 hours; a retry with the same key and the same request gets that answer again, byte for byte, with `Idempotent-Replayed: true`, and changes nothing. Keys are per user. Any other value is a 400. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Pocket",
                 *       "redirect_uris": "https://pocket.example/callback",
                 *       "scopes": "read write",
                 *       "website": "https://pocket.example",
                 *       "client_type": "public"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["CreateAppDto"];
                /**
                 * @example {
                 *       "name": "Pocket",
                 *       "redirect_uris": "https://pocket.example/callback",
                 *       "scopes": "read write",
                 *       "website": "https://pocket.example",
                 *       "client_type": "public"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["CreateAppDto"];
                /**
                 * @example {
                 *       "name": "Pocket",
                 *       "redirect_uris": "https://pocket.example/callback",
                 *       "scopes": "read write",
                 *       "website": "https://pocket.example",
                 *       "client_type": "public"
                 *     }
                 */
                "application/json": components["schemas"]["CreateAppDto"];
            };
        };
        responses: {
            /** @description The app, with its `client_id`. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        messages: string[];
                        meta: Record<string, never>;
                        data: components["schemas"]["App"];
                    };
                };
            };
            /** @description Validation failed: `messages` says why, `meta.errors` lists the sentences per field. */
            400: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Credentials missing (private endpoint) or wrong (any endpoint). */
            401: {
                headers: {
                    /** @description `Basic realm="api"` */
                    "WWW-Authenticate": string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The requested endpoint requires a valid API key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The API key is read-only: it may only read (GET). */
            403: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "In order to access a private endpoint you need to have a pro account. Please upgrade to a pro account to access this endpoint."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The path exists, but not with this method: `Allow` lists the methods it has. */
            405: {
                headers: {
                    /** @description The methods of this path. */
                    Allow: string;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The endpoint does not support this method."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A request with this `Idempotency-Key` is still running: retry after `Retry-After` seconds. */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "A request with this Idempotency-Key is still being processed. Please retry shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large (or has too many fields). */
            413: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request body is too large."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body has a content type this operation does not take (`messages` names the accepted ones). */
            415: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The request content type is not supported: send application/x-www-form-urlencoded, multipart/form-data or application/json."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request (method, path or body). */
            422: {
                headers: {
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "This Idempotency-Key was already used for a different request. Please use a new key."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The rate limit has been exceeded. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description Requests allowed per minute for this caller (API key, or IP when anonymous). */
                    "RateLimit-Limit": number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining": number;
                    /** @description Seconds until the current window resets. */
                    "RateLimit-Reset": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The rate limit has been exceeded. Please retry after 42 seconds."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable; retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": number;
                    /** @description The id of this request in the server log: a sane `X-Request-Id` sent by the client, otherwise a new UUID. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "messages": [
                     *         "The service is temporarily unavailable. Please try again shortly."
                     *       ],
                     *       "meta": {},
                     *       "data": {}
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
