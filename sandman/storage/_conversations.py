"""Conversations and their turns: record an exchange, read back recent history, list them."""

from __future__ import annotations

from ..messages import HistoryItem
from ._db import Database
from ._errors import JournalError
from ._records import (
    MAX_ID_CHARS,
    MAX_TURN_CHARS,
    ConversationSummary,
    Turn,
    check_limit,
    check_reply,
    check_text,
    now_utc,
)
from ._rows import ensure_conversations, store_turns

HISTORY_MAX_CHARS = 6_000


class Conversations:
    """``Journal``'s conversation methods (a part of it: it sets the attributes below)."""

    _db: Database

    async def append_exchange(
        self, conversation_id: str, turn_id: str, user_text: str, reply_text: str
    ) -> None:
        """Record one finished turn. Recording the same ``turn_id`` again replaces its texts."""
        conversation_id = check_text(conversation_id, "conversation id", MAX_ID_CHARS)
        turn_id = check_text(turn_id, "turn id", MAX_ID_CHARS)
        user_text = check_text(user_text, "message", MAX_TURN_CHARS)
        reply_text = check_reply(reply_text)
        now = now_utc()
        async with self._db.write() as s:
            await ensure_conversations(s, [(conversation_id, now)])
            await store_turns(
                s, [(conversation_id, turn_id, user_text, reply_text, now)], replace=True
            )

    async def withdraw_exchange(self, conversation_id: str, turn_id: str) -> bool:
        """Remove one recorded turn (a reply the user stopped just as it was kept); False if the
        conversation holds no such turn. Nothing else of the conversation changes."""
        async with self._db.write() as s:
            _, changed = await s.execute(
                "DELETE FROM turns WHERE conversation_id = ? AND turn_id = ?",
                (conversation_id, turn_id),
            )
        return changed > 0

    async def delete_conversation(self, conversation_id: str) -> int:
        """Delete a conversation with every turn of it; the number of turns deleted.
        ``JournalError`` if it does not exist. The dreams, meanings and memories its turns saved
        stay: they are the journal's, not the conversation's."""
        async with self._db.write() as s:
            row = await s.fetchone(
                "SELECT count(t.id) FROM conversations AS c "
                "LEFT JOIN turns AS t ON t.conversation_id = c.id WHERE c.id = ? GROUP BY c.id",
                (conversation_id,),
            )
            if row is None:
                raise JournalError(f"no conversation {conversation_id!r}")
            await s.execute("DELETE FROM conversations WHERE id = ?", (conversation_id,))
        return int(row[0])

    async def recent_history(
        self, conversation_id: str, max_turns: int = 6, *, max_chars: int = HISTORY_MAX_CHARS
    ) -> list[HistoryItem]:
        """The last ``max_turns`` exchanges of a conversation as user/assistant items, oldest first.

        Older exchanges are dropped first to stay within ``max_chars``; the latest one is always
        kept (cut to ``max_chars`` if it alone is longer). Unknown conversations give ``[]``.
        """
        check_limit(max_turns, "max_turns")
        async with self._db.read() as s:
            rows = await s.fetchall(
                "SELECT user_text, reply_text FROM turns WHERE conversation_id = ? "
                "ORDER BY id DESC LIMIT ?",
                (conversation_id, max_turns),
            )
        kept: list[tuple[str, str]] = []
        used = 0
        for user_text, reply_text in rows:
            size = len(user_text) + len(reply_text)
            if kept and used + size > max_chars:
                break
            if not kept and size > max_chars:
                user_text = user_text[: max_chars // 2]
                reply_text = reply_text[: max_chars - len(user_text)]
            kept.append((str(user_text), str(reply_text)))
            used += size
        items: list[HistoryItem] = []
        for user_text, reply_text in reversed(kept):
            items.append(HistoryItem(role="user", text=user_text))
            if reply_text:
                items.append(HistoryItem(role="assistant", text=reply_text))
        return items

    async def conversations(self, limit: int = 50) -> list[ConversationSummary]:
        """Conversations with at least one turn, the most recently active first."""
        check_limit(limit)
        async with self._db.read() as s:
            rows = await s.fetchall(
                """SELECT c.id, c.created, max(t.created), count(t.id),
                          (SELECT user_text FROM turns WHERE conversation_id = c.id
                           ORDER BY id DESC LIMIT 1)
                   FROM conversations AS c JOIN turns AS t ON t.conversation_id = c.id
                   GROUP BY c.id ORDER BY max(t.id) DESC LIMIT ?""",
                (limit,),
            )
        return [
            ConversationSummary(
                id=str(r[0]),
                created=str(r[1]),
                updated=str(r[2]),
                turns=int(r[3]),
                last_user_text=str(r[4]),
            )
            for r in rows
        ]

    async def conversation_turns(self, conversation_id: str) -> list[Turn]:
        """Every turn of a conversation, oldest first; ``JournalError`` if it does not exist."""
        async with self._db.read() as s:
            known = await s.fetchone("SELECT 1 FROM conversations WHERE id = ?", (conversation_id,))
            if known is None:
                raise JournalError(f"no conversation {conversation_id!r}")
            rows = await s.fetchall(
                "SELECT turn_id, user_text, reply_text, created FROM turns "
                "WHERE conversation_id = ? ORDER BY id",
                (conversation_id,),
            )
        return [
            Turn(turn_id=str(a), user_text=str(b), reply_text=str(c), created=str(d))
            for a, b, c, d in rows
        ]
