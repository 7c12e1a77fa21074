"""What kind of moment a message is, so the reply can fit it: the companion's half of the plan.

The route says what to read; the situation says how to answer. It is read from the message and
from what the execute step did (a dream saved, a fact kept, the journal searched), in one place
that the responder and the reply eval share:

- ``told_dream``: the message told a dream and it was saved;
- ``meaning``: "what could it mean?", "what does it say about me?", "why do I keep dreaming of …";
- ``feeling``: the user says how they feel; ``valence`` tells a hard feeling ("I'm scared to go to
  sleep") from a good one ("I slept really well for once"), so a reply never meets fear with cheer;
- ``thanks`` and ``greeting``: small talk, answered with one warm line;
- ``kept``: a fact or a symbol meaning was saved at the user's request;
- ``question``: a question the journal answered (search, overview, memories);
- ``change``: a change to one record was proposed, confirmed or declined (the journal's words
  answer it alone);
- ``not_english``: the message is in another language (Sandman reads English);
- ``cannot``: it asks for an action Sandman has no tool for ("set an alarm");
- ``about_me``: it asks who Sandman is or what it can do (answered with Sandman's own line: the
  model recites its instructions, "…who keeps a dream journal with the person you are talking to"),
  or asks it about a life it does not have ("Do you dream, Sandman?", "did you sleep well?":
  ``nature``; the model answered "Yes, I do dream.");
- ``recurring``: a dream that keeps coming back is told ("i keep dreaming about my sister
  leaving, is that normal?"): the journal's earlier dreams of it are shown, then Sandman's line
  (measured: met with a general "It's normal to dream about leaving someone", nothing read);
- ``announced``: a dream is announced, not yet told ("I had the strangest dream"): the telling
  comes next, and is saved then;
- ``unwilling``: they do not want to talk about it ("i don't want to talk about it"): met with
  Sandman's own line (measured: the 1.5B went on about the fear they had told);
- ``forgotten``: no dream is remembered ("no dreams that I remember though", "I forgot my
  dream"): met with Sandman's own line (measured: the 1.5B answered "You're not dreaming.");
- ``misunderstood``: they say Sandman got them wrong ("i don't think you understand me",
  "that's not what i meant"): met with Sandman's own apology and a request to hear it again
  (measured: the 1.5B answered "Could you please rephrase your question or provide more
  information so that I can better assist you?");
- ``recap``: it asks what was said in this conversation ("what did we talk about earlier?"):
  their earlier messages, as stored (measured: the 1.5B answered "We talked about the weather.");
- ``say_again``: it asks Sandman to say its last reply again ("say that again", "can you repeat
  that", "what did you say?"): that reply, as stored (probed: "Thank you for telling me. I'm
  listening…" to "say that again");
- ``done_asked``: it asks whether Sandman did what was asked ("wait did you delete it", "is it
  saved?"): answered from the last reply's journal lines (measured: "Thank you for telling me.
  I'm listening…" to "wait did you delete it", after a delete that found no dream);
- ``speak_for``: it asks what someone of theirs would say, think or feel ("what would he say if
  he saw me now", "would my mom be proud of me"): nobody can know, and Sandman does not guess
  (measured: "He would likely feel sad or guilty…", of a father who had died); its own line
  asks what they think;
- ``apology``: they say sorry for asking or talking ("sorry i keep asking so many questions"):
  met with Sandman's own line that there is nothing to be sorry for (measured: "Let's focus on
  one question at a time.");
- ``danger``: they tell of thoughts of dying or of harming themselves ("sometimes i wish i
  just wouldnt wake up", "i think about killing myself"): Sandman's own line, which takes it
  seriously and names where help is (measured on the default: "It's okay if you wish you didn't
  wake up sometimes."); a dream of dying told is no danger;
- ``worn_out``: they want "it" to end, worn down by nightmares ("i havent slept in 3 days because
  of the nightmares" / "i just want it to end": probed, "I'm still here with you. Take your
  time"): it may mean the nightmares or their life, so Sandman asks which, with the crisis lines;
- ``quitting``: they want to stop using Sandman ("i dont want to use this anymore"; probed,
  offered as a fact to keep): where their journal stays, and how to take a copy;
- ``wrong_with_me``: they ask what is wrong with them for a dream ("i keep having dreams where
  my teeth fall out, whats wrong with me"): nothing, and why (the self-blame line's "No." answered
  a question not asked);
- ``no_dream_yet``: a dream of this conversation asked for ("do you remember this dream"), and
  it has not been about one: Sandman says so (probed: their memories recalled, then the model's
  words);
- ``child_dreams``: their child's nightmares or night terrors told ("my daughter keeps having
  nightmares about monsters"; probed, the 1.5B's "…may include avoiding certain places or
  situations that cause nightmares"), or what to tell or do asked after it: Sandman's lines;
- ``remembered``: what someone they lost used to do, told after the loss ("he used to take me
  fishing every summer"; probed, "That sounds like an interesting dream."): Sandman's line;
- ``not_a_wish``: they say they no longer want someone they just dreamt of ("i dont even like
  him anymore", after a dream of an ex; probed, the 1.5B's advice held back, then "I'm still here
  with you. Take your time…"): a dream of someone is no wish for them;
- ``not_like_them``: someone they dreamt did them wrong would never do it ("she would never do
  that though", after "i dreamt my best friend betrayed me"; probed, "Your best friend betrayed
  you."): a dream says nothing of what they would do;
- ``lingering``: a dream just told left them feeling something toward someone in their life ("now
  im kind of mad at him even though he did nothing", after "i dreamt my partner cheated on me";
  probed, added to the dream, then the 1.5B's "What do you want to know about your partner's
  cheating in the dream?"), and "is that crazy" after it: the feeling is real, and common;
- ``cause_asked``: whether stress or a worry caused the dream just told ("is that a stress
  thing?"; probed, "I'm not sure what to say to that", the 1.5B's reading held back): it can be,
  and what has been on their mind is theirs to say;
- ``mixed_feelings``: they don't know how to feel about someone lost or gone ("i dont know how to
  feel about it", after "he left when i was 8"; probed, "It's okay to feel confused or sad about
  leaving when you were 8"): that it's alright not to know;
- ``why_felt``: why a dream felt as it did ("why was i so happy in it do you think", after their
  happiest dream was shown; probed, "I'm not sure what to say to that"): nobody can say, and
  what the feeling may carry;
- ``likes_fright``: they enjoy their nightmares or scary dreams ("is it bad that i enjoy my
  nightmares"; probed, the 1.5B's advice held back, then "I'm not sure what to say to that"):
  nothing is wrong with it, and what they enjoy in them is worth asking;
- ``it_helps``: keeping the journal, or talking it over, helps them ("i think the journaling is
  helping", after "i havent had any nightmares in a while"; probed, "Thank you for telling me…"):
  glad with them, and what they did, said back as theirs;
- ``dreams_say``: they feel their dreams are trying to tell them something ("i feel like my
  dreams are trying to tell me something"; probed, "Thank you for telling me…"): many feel that,
  and what they feel it points at is theirs to say;
- ``only_you``: Sandman as the one who understands them ("except maybe you lol", after "nobody
  really gets me"; probed, "I'm sorry, but I don't have any information to suggest that you're
  laughing"): glad to be there, and a nudge toward a person;
- ``last_talk``: what they talked about with Sandman another time ("do you remember what we
  talked about last time"; probed, their memories searched for "last time"): each conversation
  starts anew, and what the journal keeps;
- ``place_lost``: the place of a dream just told is gone from their life ("my parents sold it last
  year", after a dream of their childhood home; probed, the 1.5B's "You're in your childhood home
  now, but the rooms are different."): no wonder it comes back at night;
- ``bad_sign``: a dream told feared as a sign ("im scared it means something", "what if it comes
  true", after a dream of a friend dying; probed, the 1.5B's "You feel scared, like you're holding
  a heavy weight in your heart."): it foretells nothing; of a death dreamt, said so;
- ``good_sign``: whether a good dream is a good sign ("is that a good sign", after a dream of
  breathing underwater that felt amazing; probed, "I'm not sure what to say to that"): no dream
  foretells, and what a good one may show;
- ``glad_again``: glad to have been with someone lost again in a dream ("it was nice to see her
  again", after a dream of a childhood dog who died; probed, the 1.5B's "She passed away at a
  young age, but you still remember her fondly…"): a gift and an ache at once;
- ``needed_that``: a good dream that came when they needed it ("i needed that", after dancing at a
  concert with friends; probed, the 1.5B's "You needed a break from dancing to recharge."): glad
  with them, and what felt best;
- ``journal_file``: where their journal is kept ("where is the file", after how to export it;
  probed, the 1.5B's "The file is located at the bottom of your computer."): the file, and how
  to find it;
- ``may_tell``: they ask whether they may tell or ask something ("can i tell you something", "can
  i ask you something"): yes, Sandman is listening (probed: all the 1.5B's words held back, then
  "I'm not sure what to say to that");
- ``company``: they ask Sandman to talk to them, to keep them company ("talk to me", "distract
  me", after a sleepless night told; probed, "I'm here to listen and offer comfort."): what they
  could talk about;
- ``not_tonight``: they hope not to dream of a hard day or a worry tonight ("i dont really want
  to dream about it tonight", "please no nightmares tonight"; probed, "I'm still here with you.
  Take your time"): a wish met, and something that helps;
- ``needed_to_tell``: telling it was what they needed ("i just needed to tell someone"; probed,
  "That's great."): Sandman is glad they did;
- ``put_right``: a word of the dream just told was put right ("wait it was my phone not my
  wallet"; probed, the 1.5B: "Your phone was your wallet in the dream."): thanks, no model words;
- ``self_blame``: they fear what a dream of doing something they never would says of them
  ("does that make me a bad person", "i would never do that, why would i dream it"): Sandman's
  own line (measured: "It's likely that they dreamed about hurting their sister to feel
  better");
- ``beyond``: it asks what a dream of someone is beyond the dream ("is he trying to tell me
  something", "do you think he's at peace", "was it really her"), often of someone who died:
  nobody knows, and Sandman does not guess (measured: "Yes, he is trying to tell you that he saw
  someone at the door with a smile.");
- ``awful_why``: "why would my brain show me that", right after a frightening dream was told:
  Sandman's own line (measured: "Your brain might show you that to help you feel calmer");
- ``odd_why``: "why would i dream that", right after a dream told that was not frightening:
  Sandman's own line (probed, after a mother who was a giraffe: "I don't understand why you would
  dream that. It doesn't have any meaning for you.");
- ``bad_dreams``: why their dreams are bad, asked of their dreams in general ("why do i keep
  having bad dreams", "why are my dreams so dark lately"): Sandman's own line (probed: "why do i
  dream about bad stuff" searched "bad stuff"; the 1.5B's causes held back as not in the sources,
  then "I'm not sure what to say to that");
- ``undo``: a change they said yes to, asked back ("wait undo that"): done is done, said plainly;
- ``privacy``: it asks who can see what they tell ("who can see my dreams? is this private"):
  Sandman's own line says where the journal is (measured: "Only your dreams can see your
  dreams."); and whether this conversation is kept, or how to delete it ("do you save everything
  i say", "can you forget this conversation");
- ``health``: it asks whether something is dangerous for them, or whether to see a doctor ("is
  that dangerous", after a night of waking unable to move): Sandman does not guess about their
  health (measured: "Yes, it could be dangerous if the person is in a life-threatening
  situation.");
- ``date``: it asks what day it is ("whats the date today"): Sandman knows, the model does not
  (measured: the 1.5B's words held back, then "I'm not sure what to say to that");
- ``other``: anything else.

Pure and deterministic; nothing here reads the journal.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from datetime import date
from typing import Literal, TypeAlias, get_args

import msgspec

from ..language import (
    DREAM_WORDS,
    MONTH_NAMES,
    RELATIONS,
    SANDMAN_ITSELF,
    Speller,
    asks,
    asks_the_talk_away,
    common_english_words,
    dreamt_a_death,
    folk_meaning,
    in_english,
    mend_typos,
    requests,
    says_yes,
    singular,
    stem,
    takes_leave,
    tokens,
    typo_speller,
    without_things_ended,
)
from ..messages import ToolOutcome
from ..prompts import TERM_FORMS
from ..tools import (
    CHANGE_TOOLS,
    NO_DREAM_TALKED_ABOUT,
    NO_ENTRY,
    NO_OWN_MEANING,
    NOTHING_KNOWN,
    PUT_RIGHT,
)
from ._told import (
    LINGERING,
    WOKE_AT_ONCE,
    announces_dream,
    asks_to_save_that,
    felt_since,
    names_a_later_one,
    plans_after,
    tells_of_a_dream,
    tells_recurring,
    tells_the_same_one,
    told_dream,
    worn_by_a_dream,
)

Kind: TypeAlias = Literal[
    "told_dream",
    "no_dream_yet",
    "meaning",
    "feeling",
    "thanks",
    "greeting",
    "kept",
    "question",
    "change",
    "not_english",
    "cannot",
    "about_me",
    "announced",
    "recurring",
    "date",
    "forgotten",
    "unwilling",
    "misunderstood",
    "recap",
    "say_again",
    "done_asked",
    "speak_for",
    "apology",
    "answer",
    "danger",
    "self_blame",
    "privacy",
    "health",
    "beyond",
    "awful_why",
    "bad_dreams",
    "odd_why",
    "undo",
    "term",
    "others_dream",
    "dream_ok",
    "sleep_help",
    "stop_dreams",
    "ranking",
    "not_saving",
    "tell_them",
    "why_they",
    "dream_logic",
    "worn_out",
    "put_right",
    "quitting",
    "needed_to_tell",
    "not_tonight",
    "company",
    "may_tell",
    "not_a_wish",
    "not_like_them",
    "lingering",
    "cause_asked",
    "mixed_feelings",
    "why_felt",
    "only_you",
    "likes_fright",
    "it_helps",
    "dreams_say",
    "last_talk",
    "good_sign",
    "bad_sign",
    "place_lost",
    "journal_file",
    "glad_again",
    "needed_that",
    "wrong_with_me",
    "remembered",
    "child_dreams",
    "other",
]
Valence: TypeAlias = Literal["hard", "good", ""]
# The moments that ask the companion for more than the journal's facts: its own words matter.
ENGAGING: frozenset[str] = frozenset({"told_dream", "feeling", "thanks", "greeting", "meaning"})
# The moments answered with Sandman's own line on every tier, no model words (each kind above says
# why): another language, an action it has no tool for, what Sandman is, the date, no dream
# remembered, not wanting to talk, being misunderstood, what was said earlier, an apology, a yes
# or a no with no change waiting for it, a dream announced and not yet told (measured: the 1.5B's
# "Welcome to a dream journal! Let's get started by asking you about your dream.").
# Every kind but these, whose words are the model's (a dream told, a feeling, thanks…) or the
# journal's (a change, a fact kept): one list of kinds, so a kind added above is an own line
# unless it is named here.
_MODEL_KINDS: frozenset[str] = frozenset(
    {
        "told_dream",
        "feeling",
        "thanks",
        "greeting",
        "meaning",
        "question",
        "change",
        "kept",
        "recurring",
        "others_dream",
        "other",
    }
)
OWN_LINE_KINDS: frozenset[str] = frozenset(get_args(Kind)) - _MODEL_KINDS


# The marks of a situation that Sandman's own line meets on every tier, whatever its kind
_OWN_LINE_MARKS = (
    "harmed", "grief", "dreads", "low", "sleepless", "estranged", "lonely", "shaken",
    "bittersweet", "untracked", "occasion", "often", "wished", "safe", "came", "follow", "ill",
    "parted", "ahead",
)  # fmt: skip


class Situation(msgspec.Struct, frozen=True, kw_only=True):
    kind: Kind
    valence: Valence = ""  # for a feeling (and a told dream whose words carry one)
    asks_meaning: bool = False  # the message also asks what something means
    # It asks what a thing means, and nothing is known about it: no meaning of the user's, no
    # dictionary entry, no dream. Anything the model said would be made up (measured: "a
    # saxophone … generates sound by vibrating strings"), so Sandman asks instead.
    nothing_known: bool = False
    # whom a question asks Sandman to speak for ("speak_for"): "he", "she", or "" (anyone)
    who: str = ""
    # It asks Sandman about a life of its own: sleep, dreams, feelings ("Do you dream?").
    nature: bool = False
    # It asks whether Sandman is a person ("are you a real person": probed, the 1.5B said "Yes").
    person: bool = False
    # A greeting that takes leave ("sleep tight", "bye"): no "did you dream anything?".
    leaving: bool = False
    # It asks what Sandman thinks dreams are ("do you think dreams mean anything?", "my therapist
    # says dreams are just noise, do you agree?"): Sandman's own view (measured: the 1.5B's "they
    # can provide insights into our subconscious" held back, then "I'm not sure what to say").
    belief: bool = False
    # Someone hurting them, in a dream told or in their life told (``harmed``): Sandman's own line
    # on every tier (measured, to "i dreamt my stepdad was hitting me again": "It's interesting to
    # imagine how your stepdad might be feeling, especially after a long day…").
    harmed: bool = False
    # A dream told of someone lost, as the loss is told or right after it (``grief``): Sandman's
    # own line (measured, the day after a grandfather died: "It's curious how he could stand at
    # the door smiling, even though he had recently passed away"; before, "What a great memory!")
    grief: bool = False
    # Sleep itself feared ("I'm scared to go to sleep tonight", ``dreads``): Sandman's own line
    # (probed: "I understand your fear. You might find that going to sleep feels much easier once
    # you start." — the brief's own example of a feeling misread)
    dreads: bool = False
    # Still shaken by what they just told ("im still shaking", "my heart is still racing", after a
    # nightmare told, ``shaken``): Sandman's own line (probed: "What do you think could be causing
    # the shaking?", right after the house burning down with their cat inside)
    shaken: bool = False
    # A word of dreaming or sleep asked about ("whats a reality check", ``term``): its written
    # answer (``prompts/terms.txt``) on every tier
    term: str = ""
    # What a question after the term's answer asks of it ("does this happen to other people":
    # "common"; "how do i make it stop": "stop"): its own line once the answer was given (probed:
    # "That's what I know about it, from just now." to both)
    follow: str = ""
    # How to take a copy of the journal, or bring one in ("can i export my journal", ``copy``, a
    # kind of ``privacy``: their file): Sandman's own line (probed: "Yes, you can export your
    # journal.", and nothing of how)
    copy: bool = False
    # This conversation itself, asked about ("do you save everything i say": ``talk`` "kept") or
    # asked away ("can you forget this conversation": "away"; a kind of ``privacy``): Sandman's
    # own line on what is kept and how a conversation is deleted (probed: "Yes, I save everything
    # you say.", and nothing of where or how to delete it; "No memory matches 'this
    # conversation'")
    talk: str = ""
    # Whether bad dreams that keep coming will stop ("do you think they'll stop", ``ending``, a kind
    # of ``bad_dreams``): Sandman's own line (probed, after nightmares since a divorce: "It seems
    # they may need a little more support and understanding.")
    ending: bool = False
    # How Sandman is, asked as a hello ("how are you", "hi sandman how r u", ``how``, a kind of
    # ``about_me``): Sandman's own line (probed: "I'm here to help you." held back as a help
    # desk's words, then "How about yourself?" alone)
    how: bool = False
    # Low in their life, told ("i think im depressed", "i feel so empty lately", ``low``, a kind
    # of hard ``feeling``): Sandman's own line (probed: "It sounds like you're feeling a bit
    # down.", a depression made small, then where to share it)
    low: bool = False
    # A night without sleep, told ("i woke up at 4 and couldnt fall back asleep", "i keep waking up
    # at 3am", and "now im exhausted at work" after one, ``sleepless``, a kind of hard ``feeling``):
    # Sandman's own line (probed on the default, four of four misread: "It's natural to feel tired
    # after a long day.", "It sounds like you're ready to relax and recharge.", "That's common for
    # many people.", "As you sleep, you may experience feelings of anxiety or stress.")
    sleepless: bool = False
    # ... low, said as keeping people away ("i just want to be alone", ``alone``); or shaken, and
    # alone at home after a nightmare ("i live alone": the quiet met, not a feeling read into it)
    alone: bool = False
    # Someone of theirs grown apart from, told ("we dont really talk anymore", after a dream of
    # their father yelling; ``estranged``, a kind of hard ``feeling``): Sandman's own line
    # (probed: "It's okay."; "You seem to have stopped talking. Is there anything you would like
    # to talk about?", read as them gone quiet)
    estranged: bool = False
    # Lonely, told ("i feel so lonely tonight", ``lonely``, a kind of hard ``feeling``): Sandman's
    # own line (probed: "Maybe talking about your thoughts, feelings, and experiences can help you
    # feel more connected with others…", advice nobody asked for)
    lonely: bool = False
    # A wish that the dream just told were so ("i wish that would happen", ``wished``, a kind of
    # hard ``feeling``): Sandman's own line (probed: "It's good to know they did so.", of an ex's
    # apology that came only in the dream)
    wished: bool = False
    # Someone of a nightmare just told, safe in their life ("io is fine, shes sleeping next to me",
    # after a dream of not finding the cat in a fire; ``safe``, a kind of good ``feeling``):
    # Sandman's own line (probed: "I'm still here with you. Take your time…")
    safe: bool = False
    # A dream just told come again, said in a word ("again": probed, the 1.5B's "I'm here again,
    # ready to listen and talk."; ``came``, a kind of ``recurring``): Sandman's own line
    came: bool = False
    # Good news of their life told right after a loss ("im getting married in june", after a
    # dream of their late father at their wedding; probed: "You're planning to celebrate your
    # wedding in June!"): glad with them, and the one they lost close to it; Sandman's own line
    bittersweet: bool = False
    # Their dreams asked against a time of their life the journal does not keep ("do i dream
    # more when im stressed?"): the journal's lines, and what it can and cannot tell
    untracked: bool = False
    # How often a dream just told comes, said alone ("like every week", ``often``, a kind of
    # ``recurring``): Sandman's own line (probed: "That's great! Keep dreaming about high school.")
    often: bool = False
    # An illness of theirs or of someone theirs, told ("she has dementia now", "my mom has cancer",
    # ``ill``, a kind of hard ``feeling``): Sandman's own line, before the offer to remember it
    # (probed: only "Shall I remember that?", nothing met the news)
    ill: bool = False
    # A parting told, no death ("we broke up last month", ``parted``, a kind of hard ``feeling``):
    # Sandman's own line (probed: "I'm so sorry… after a loss like that", the line for a death)
    parted: bool = False
    # Something hard coming up ("i have surgery tomorrow", ``ahead``): "told"; "dreams", whether
    # it will bring bad dreams ("will i have nightmares"); "felt", a fear of it said after ("im
    # kind of scared"): Sandman's own line (probed: "I'm not sure what to say to that.", and the
    # 1.5B's "Scared is a feeling. It can make you feel nervous or worried.")
    ahead: str = ""
    # A day of theirs told, today ("its my birthday today": probed, "It's great to hear that! How
    # did you sleep?", no happy birthday): "birthday" or "anniversary", met in Sandman's own line
    occasion: str = ""

    @property
    def answered_in_own_line(self) -> bool:
        """Whether Sandman's own line answers this situation on every tier, no model words: a kind
        that always has one (``OWN_LINE_KINDS``), or a feeling or an occasion marked as one."""
        return self.kind in OWN_LINE_KINDS or any(getattr(self, f) for f in _OWN_LINE_MARKS)

    @property
    def keys(self) -> tuple[str, ...]:
        """The prompt files' sections for this situation, the most specific first."""
        out = []
        if self.follow:
            # (what is asked of it before the word itself: once its answer was given, the
            # question's second words, not the word's: "is that normal?" after "my dreams feel so
            # real" / "i cant tell whats real")
            out += [f"{self.kind}:{self.follow}:{self.term}"] if self.term else []
            out.append(f"{self.kind}:{self.follow}")
        if self.term:
            out.append(f"{self.kind}:{self.term}")
        if self.copy:
            out.append(f"{self.kind}:copy")
        if self.talk:
            out.append(f"{self.kind}:{self.talk}")
        if self.how:
            out.append(f"{self.kind}:how")
        if self.ending:
            out.append(f"{self.kind}:ending")
        if self.nothing_known:
            out.append(f"{self.kind}:unknown")
        if self.person:
            out.append(f"{self.kind}:person")
        if self.nature:
            out.append(f"{self.kind}:nature")
        if self.belief:
            out.append(f"{self.kind}:belief")
        if self.harmed:
            out.append(f"{self.kind}:harmed")
        if self.grief and self.asks_meaning:
            out.append(f"{self.kind}:grief:meaning")
        if self.grief:
            out.append(f"{self.kind}:grief")
        if self.dreads:
            out.append(f"{self.kind}:dread")
        if self.shaken and self.alone:
            out.append(f"{self.kind}:shaken:alone")
        if self.shaken:
            out.append(f"{self.kind}:shaken")
        if self.low and self.alone:
            out.append(f"{self.kind}:low:alone")
        if self.low:
            out.append(f"{self.kind}:low")
        if self.sleepless:
            out.append(f"{self.kind}:sleepless")
        if self.estranged:
            out.append(f"{self.kind}:estranged")
        if self.lonely:
            out.append(f"{self.kind}:lonely")
        if self.wished:
            out.append(f"{self.kind}:wished")
        if self.safe:
            out.append(f"{self.kind}:safe")
        if self.came:
            out.append(f"{self.kind}:came")
        if self.bittersweet:
            out.append(f"{self.kind}:bittersweet")
        if self.ill:
            out.append(f"{self.kind}:ill")
        if self.parted:
            out.append(f"{self.kind}:parted")
        if self.ahead:
            out.append(f"{self.kind}:ahead:{self.ahead}")
        if self.untracked:
            out.append(f"{self.kind}:untracked")
        if self.often:
            out.append(f"{self.kind}:often")
        if self.occasion:
            out.append(f"{self.kind}:{self.occasion}")
        if self.leaving:
            out.append(f"{self.kind}:leaving")
        if self.who:
            out.append(f"{self.kind}:{self.who}")
        if self.kind == "told_dream" and self.asks_meaning:
            out.append("told_dream:meaning")
        if self.valence:
            out.append(f"{self.kind}:{self.valence}")
        return (*out, self.kind, "other")


# A request for an action Sandman has no tool for ("Set an alarm for 7am", "remind me to call
# mum"): answered plainly that it cannot, whatever the model would say (measured: the 1.5B
# answered "It's a good idea to set an alarm for 7am tomorrow.").
_CANNOT = re.compile(
    r"^\W*(?:(?:hey|ok|okay|so|and|also)\W+)?(?:sandman\W+)?(?:please\s+|pls\s+)?"
    r"(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?"
    # ("can you remind me tomorrow to check the smoke alarm": probed, "Sure. … tomorrow at 7 PM.")
    r"(?:set\s+(?:an?\s+|my\s+|the\s+)?(?:alarm|reminder|timer)|remind\s+me\s+"
    # (not "remind me what i dreamed about the ocean": probed, the search answered and then "I
    # can't do that"; nor "remind me about my dream with the whale", a dream asked of the journal)
    r"(?!(?:what|who|when|where|which|how|why|whether|if|of)\b)(?:(?!(?:i|my|dreams?)\b)\w+\s+){0,3}?"
    r"(?:to|about)\b(?!\s+(?:(?:my|the|that|this)\s+)?(?:\w+\s+)?(?:dreams?|nightmares?)\b)|wake\s+me|"
    r"tell\s+me\s+a\s+(?:bedtime\s+|short\s+|little\s+)?story|"
    # (not a name given to a dream: "call it bird teacher", "call the snake dream bracelet")
    r"(?:call|text|email|e-mail|message|phone)\s+(?!me\b)(?!(?:it|that|this(?:\s+one)?)\s+\w)"
    r"(?!(?:the|my|that|this)\s+(?:\w+\s+){0,2}(?:dream|nightmare|one)\b)\w+|send\s+(?:an?\s+)?(?:email|text|message|sms)|"
    r"book\s+(?:an?\s+|my\s+|the\s+)?\w+|schedule\s+(?:an?\s+|my\s+)?\w+|order\s+(?:an?\s+|me\s+|some\s+)?\w+"
    # "write me a poem about that dream" (probed: a poem of the question before it, "The brain's
    # gears grind on"): made-up words are what Sandman does not write
    r"|(?:write|make|compose|create)\s+(?:me\s+|us\s+)?(?:an?\s+|some\s+)?(?:little\s+|short\s+)?"
    r"(?:poem|story|song|haiku|rap|limerick|lullaby|sonnet|tale))\b",
    re.IGNORECASE,
)
# "Who are you?", "what can you do?", "are you a bot?", "help": what Sandman is, not the journal.
# "what would you do with the money", "if you could fly where would you go": a life of its own asked
_WHAT_WOULD_YOU = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|haha|lol|well|hmm+|but)\W+)*(?:"
    r"(?:what|where|who|how)\s+would\s+(?:you|u)\s+(?:do|buy|spend|go|choose|pick|wish\s+for|use\s+it\s+for)\b"
    r"|if\s+(?:you|u)\s+(?:could|had|won|were\s+(?:me|rich|human))\b[^.!]*\b(?:what|where|who|how)\s+would\s+(?:you|u)\b"
    r")(?![^.!]*\b(?:if\s+(?:you|u)\s+were\s+me|in\s+my\s+(?:place|shoes))\b)[^.!]*\??\s*$",
    re.IGNORECASE,
)
# "what would you dream about if you could", "if you could dream what would it be" (probed: the
# 1.5B's "it would depend on what kind of person you are")
_YOUR_DREAM_WISHED = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|haha|lol|well|hmm+|but)\W+)*(?:"
    r"(?:what|which)\s+would\s+(?:you|u)\s+dream\s+(?:about|of)\b"
    r"|if\s+(?:you|u)\s+could\s+dream\b[^.!]*\b(?:what|which)\b"
    r")[^.!]*\??\s*$",
    re.IGNORECASE,
)
_ABOUT_ME = re.compile(
    # ("Hi! im new here. how does this work?": probed, met as a hello, the model describing a
    # journal of its own making)
    r"^\W*(?:(?:and|so|hey|hi|hello|ok(?:ay)?|sandman|then|well|alright|um+|hmm+|"
    r"(?:i'?m|i\s+am)\s+(?:new|just\s+starting)(?:\s+(?:here|to\s+this))?|new\s+here)\W+)*"
    r"(?:(?:who|what)\s+(?:are|r)\s+(?:you|u)(?:\s+exactly)?"
    r"|what\s+(?:can|do)\s+(?:you|u)\s+(?:actually\s+|really\s+|even\s+|exactly\s+)?do(?:\s+for\s+me)?|what\s+are\s+you\s+for|how\s+do\s+(?:you|u)\s+work"
    # ("what can you help me with": probed, the model's route)
    r"|(?:what|how)\s+(?:can|could|do)\s+(?:you|u)\s+help(?:\s+me)?(?:\s+with)?(?:\s+here)?"
    r"|what\s+is\s+sandman|are\s+you\s+(?:an?\s+)?(?:ai|bot|robot|human|person|real|machine|computer|chatbot)"
    # ("how do i use this": probed, the model's "…a great way to explore different aspects of your
    # life")
    r"|how\s+(?:do|can|should)\s+i\s+use\s+(?:this|you|u|it|sandman|this\s+app)|how\s+does\s+(?:this|it|sandman)\s+work"
    r"|what\s+(?:do|should)\s+i\s+do\s+here|what\s+is\s+this(?:\s+app)?"
    # ("hi, first time here. what should i do": probed, "Hi! Are you new to me?")
    r"|(?:it'?s\s+)?(?:my\s+)?first\s+time(?:\s+(?:here|using\s+(?:this|you)))?\W+(?:so\s+)?(?:what\s+(?:do|should|can)\s+i\s+do|how\s+does\s+this\s+work)"
    r"|tell\s+me\s+about\s+yourself|introduce\s+yourself|help(?:\s+me)?"
    # "are you able to interpret dreams" (probed: "able" looked up)
    r"|(?:are\s+(?:you|u)\s+able\s+to|can\s+(?:you|u)|do\s+(?:you|u)|could\s+(?:you|u))\s+(?:actually\s+|really\s+|even\s+)?"
    r"(?:interpret|analy[sz]e|read|explain|decode|understand)\s+(?:dreams|my\s+dreams|a\s+dream|dream\s+meanings?)\s*\??)\W*$",
    re.IGNORECASE,
)
# "i wish that would happen", "if only", "i wish it was real", after a dream they told (probed,
# after a dream of an ex who came back and apologized: "It's good to know they did so.")
# "it was nice to see her again", "it felt so good to hug him", "i loved seeing them": someone
# lost, with them again in a dream (``glad_again``)
_GLAD_AGAIN = re.compile(
    r"^\W*(?:(?:and|but|honestly|still|yeah|i\s+mean|tbh)\W+)*(?:"
    r"(?:it\s+was|it\s+felt|was|felt|it'?s|its)\s+(?:so\s+|really\s+|kind\s+of\s+|kinda\s+|just\s+)?"
    r"(?:nice|good|lovely|great|comforting|amazing|wonderful|special|sweet|beautiful)\s+to\s+"
    r"|i\s+(?:really\s+|just\s+)?(?:loved|liked|enjoyed)\s+(?=\w+ing\b)"
    r")(?:see|hug|hold|hear|be\s+with|talk\s+to|pet|play\s+with|seeing|hugging|holding|hearing|being\s+with|"
    r"talking\s+to|petting|playing\s+with)\s+(?:her|him|them|my\s+\w+(?:\s+\w+)?)"
    r"(?:\s+(?:again|one\s+more\s+time|even\s+if\s+(?:it\s+was\s+)?(?:just\s+)?(?:a|in\s+a)\s+dream))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)
_WISHED_REAL = re.compile(
    r"^\W*(?:(?:and|but|honestly|god|man|ugh+|lol|sigh|yeah|tbh|i\s+mean)\W+)*(?:"
    r"i\s+(?:just\s+|really\s+|so\s+|kind\s+of\s+|kinda\s+)?wish\s+(?:that\s+|it\s+|this\s+|he\s+|she\s+|they\s+)?"
    r"(?:would|could|was|were|did|had|came|happened|could\s+happen|was\s+real|were\s+real|really\s+happened)\b"
    r"|if\s+only\b"
    # ("i wish", after "i dreamt i won the lottery": probed, "It sounds like you're wishing for
    # something specific.")
    r"|i\s+(?:just\s+|really\s+|so\s+)?wish(?=\W*(?:(?:lol|haha\w*|lmao|tho|though)\W*)?$)"
    r"|i\s+(?:really\s+|so\s+)?want(?:ed)?\s+(?:that|it|this)\s+to\s+(?:happen|be\s+real|be\s+true|come\s+true)\b"
    # ("i want to go back there", after a dream of swimming with whales: probed, "The dream
    # journal tells you that you are dreaming of swimming with whales…")
    r"|i\s+(?:really\s+|so\s+)?(?:want\s+to|wanna|wish\s+i\s+could)\s+go\s+back(?:\s+(?:there|to\s+(?:it|that|that\s+dream|that\s+place)))?\b"
    # ("i hope it comes true lol", after a promotion in a dream: probed, "Thank you for telling me")
    r"|i\s+(?:really\s+|so\s+)?hope\s+(?:it|that|this)\s+(?:comes\s+true|happens|will\s+happen|is\s+real)\b)"
    r"[^?]*$",
    re.IGNORECASE,
)
# "my therapist wants me to keep track of my nightmares. can you help with that" (probed: "Thank
# you for telling me. I'm listening…"): what Sandman is for, asked
_KEEP_TRACK = re.compile(
    r"\b(?:keep(?:ing)?\s+track\s+of|track(?:ing)?|log(?:ging)?|record(?:ing)?|writ(?:e|ing)\s+down|"
    r"keep(?:ing)?\s+a\s+(?:log|record|diary|journal|list)\s+of)\s+(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?(?:dreams|nightmares)\b",
    re.IGNORECASE,
)
_CAN_YOU = re.compile(r"\b(?:can|could|will|would)\s+(?:you|u)\b|\bhelp\b", re.IGNORECASE)
# How Sandman is, asked as a hello and nothing more ("how are you", "hey sandman, how r u doing
# today?", "how's it going").
_HOW_ARE_YOU = re.compile(
    # ("anyway how was your day": probed, "It was a good day overall, thank you.", a day made up)
    r"^\W*(?:(?:hi|hello|hey|hiya|yo|ok(?:ay)?|so|and|anyway|anyways|btw|well|lol|haha|"
    r"good\s+(?:morning|evening|afternoon)|morning|evening)\W+)*"
    r"(?:sandman\W+)?(?:and\s+)?(?:how\s+(?:are|r)\s+(?:you|u|ya|things)(?:\s+doing)?|how'?s\s+(?:it\s+going|your\s+day|life)"
    r"|how(?:\s+was|\s+is|'?s)\s+your\s+(?:day|night|evening|morning|afternoon|weekend|week)(?:\s+(?:going|been))?"
    r"|how\s+(?:have|'?ve)\s+(?:you|u)\s+been|how\s+(?:you|u)\s+doing)(?:\s+(?:today|tonight|this\s+morning))?"
    r"(?:\W+sandman)?\W*$",
    re.IGNORECASE,
)
# What dreams are, asked of Sandman's view ("do you think dreams mean anything?", "are dreams just
# random?", "my therapist says dreams are just noise, do you agree?").
_IS_IT_TRUE = re.compile(
    r"^\W*(?:(?:so|but|and|ok(?:ay)?|hmm+|well|lol)\W+)*(?:is\s+(?:that|it|this)\s+(?:really\s+|actually\s+)?"
    r"(?:true|right|real|a\s+thing)|(?:do|would)\s+you\s+(?:think\s+so|agree|believe\s+(?:that|it|in\s+that))|"
    r"(?:could|can)\s+(?:that|it)\s+be\s+(?:true|right)|(?:true|really)\s*\?)\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# ... and "what do you think", "is she right", after a reading someone holds of their dreams ("my
# therapist said my dreams are about control": probed, "However, I'm here to listen and offer
# support in any way I can.")
_WHAT_DO_YOU_THINK = re.compile(
    r"^\W*(?:(?:so|but|and|ok(?:ay)?|hmm+|well)\W+)*(?:what\s+do\s+(?:you|u)\s+think(?:\s+(?:about\s+(?:that|it)|of\s+(?:that|it)))?"
    r"|(?:is|was)\s+(?:she|he|they)\s+right|(?:do|would)\s+(?:you|u)\s+agree(?:\s+with\s+(?:her|him|them|that))?"
    # ("do you think thats right", after "my therapist thinks my nightmares come from stress at
    # work": probed, the 1.5B's "I don't think that's right.")
    r"|(?:do|would)\s+(?:you|u)\s+think\s+(?:that'?s|thats|that\s+is|she'?s|shes|he'?s|hes|they'?re|theyre|it'?s|its)\s+"
    r"(?:right|true|correct|it))"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# ... a cause of them someone holds: "my therapist thinks my nightmares come from stress at work",
# "my mom says my bad dreams are because i watch too much tv"
_CAUSE_HELD = re.compile(
    r"\b(?:said|says|told\s+me|thinks|believes|reckons)\s+(?:that\s+)?(?:my|all\s+my|the)\s+"
    r"(?:bad\s+)?(?:dreams|nightmares)\s+(?:are\s+)?(?:come\s+from|coming\s+from|from|because(?:\s+of)?|"
    r"caused\s+by|due\s+to|about|linked\s+to|related\s+to)\b",
    re.IGNORECASE,
)
# ... what a saying has a dream foretell, or tell of someone else ("… means someone is pregnant",
# "… someone will die", "… it means they miss you"), not a reading of the dreamer ("… means
# you're stressed")
_FORETOLD = re.compile(
    r"\b(?:someone|somebody|will|going\s+to|gonna|pregnan\w*|miss(?:es)?\s+you|die|dies|death|luck|"
    r"money|rich|baby|wedding|married|omen|warning|predicts?|brings?|coming|visit)\b",
    re.IGNORECASE,
)
_READING_HELD = re.compile(
    r"\b(?:my|our)\s+(?:\w+\s+)?(?:therapist|psychologist|counsell?or|doctor|friend|mom|mum|mother|dad|father|"
    r"grandma|grandmother|grandpa|partner|wife|husband|boyfriend|girlfriend|sister|brother|teacher)\s+"
    r"(?:said|says|told\s+me|thinks|believes|reckons)\s+(?:that\s+)?(?:my|all\s+my|the)\s+(?:dreams|nightmares)\s+"
    r"(?:are|mean|come\s+from|show)\b",
    re.IGNORECASE,
)
_BELIEF = re.compile(
    r"\b(?:do|does)\s+(?:you\s+(?:think|believe|reckon)\s+(?:that\s+)?)?dreams\s+(?:really\s+|actually\s+|even\s+)?"
    r"(?:mean|matter|signify)\s+(?:anything|something)\b"
    # ("do my dreams mean anything": probed, "I'm not sure what to say to that"; not "…about my
    # job", a question of theirs)
    r"|\b(?:do|does)\s+(?:you\s+(?:think|believe|reckon)\s+(?:that\s+)?)?my\s+dreams\s+(?:really\s+|actually\s+|even\s+)?"
    r"(?:mean|matter|signify)\s+(?:anything|something)\s*(?:at\s+all)?\s*[?.!]*\s*$"
    r"|\bare\s+dreams\s+(?:just\s+|only\s+|really\s+)?(?:random|noise|meaningless|nonsense|real|important)\b"
    r"|\bdreams\s+(?:are|r)\s+(?:just\s+|only\s+)?(?:noise|random|meaningless|nonsense)\b[^?]*\b(?:do\s+you\s+agree|"
    r"right|you\s+think|agree)\b"
    r"|\b(?:what|how)\s+do\s+you\s+(?:think|believe)\s+(?:about\s+)?dreams\s+(?:are|mean)\b"
    # "why do we dream", "what do you know about dreams in general" (probed: their memories read
    # for "dreams")
    r"|^\W*(?:(?:so|but|and|ok(?:ay)?|hmm+)\W+)*(?:why\s+do\s+(?:we|people|humans|i)\s+(?:even\s+)?dream"
    # ("so why do we have them", after "do dreams mean anything": probed, "I'm not sure what to say")
    r"|why\s+do\s+(?:we|people|humans)\s+(?:even\s+)?have\s+(?:dreams|them)|what\s+are\s+dreams(?:\s+for)?"
    r"|what\s+do\s+(?:you|u)\s+know\s+about\s+dreams(?:\s+in\s+general)?)\s*(?:at\s+all|anyway|in\s+general)?\s*[?.!]*\s*$"
    # "my therapist says dreams dont mean anything. is that true?" (probed: "therapist say" looked
    # up), "dreams are just your brain sorting stuff right?"
    r"|\bdreams\s+(?:don'?t|do\s+not|never)\s+(?:really\s+|actually\s+)?(?:mean|matter|signify)\s+"
    r"(?:anything|a\s+thing)\b"
    r"|\bdreams\s+(?:mean|are)\s+nothing\b|\bdreams\s+(?:have|hold)\s+no\s+meaning\b"
    r"|\bdreams\s+(?:are|r)\s+(?:just|only|really\s+just)\s+(?:your|the|our|my)\s+(?:brain|mind)\b"
    # "my friend says dreams are messages from god" (probed: "You might be right, but it's not
    # always a sign of divine guidance.")
    r"|\bdreams\s+(?:are|r)\s+(?:really\s+|actually\s+|just\s+)?(?:messages?|signs?|visits?|warnings?)\s+from\s+"
    r"(?:god|the\s+universe|spirits?|angels?|the\s+dead|ancestors|the\s+other\s+side|beyond)\b",
    re.IGNORECASE,
)
# "Do you dream, Sandman?", "did you sleep well?", "are you lonely?", "what do you dream about?":
# a life Sandman does not have, asked of it (the model answered "Yes, I do dream.").
# "are you a real person", "am i talking to a bot", "is this a human": whether Sandman is a person
_A_PERSON = re.compile(
    r"\b(?:are|r)\s+(?:you|u)\s+(?:even\s+|actually\s+|really\s+)?(?:an?\s+)?(?:real|human|person|people|"
    r"bot|robot|ai|a\.i\.|machine|computer|program|chatbot|man|woman|guy|girl|alive)\b"
    r"|\b(?:am\s+i|are\s+we)\s+(?:\w+\s+)?(?:talking|chatting|speaking|writing|texting)\s+(?:to|with)\s+"
    r"(?:an?\s+)?(?:real\s+)?(?:person|human|bot|robot|ai|machine|computer|program|chatbot|someone)\b"
    r"|\b(?:is\s+(?:this|there)|is\s+sandman)\s+(?:an?\s+)?(?:real\s+)?(?:person|human|bot|robot|ai|someone\s+real)\b",
    re.IGNORECASE,
)
_NATURE = re.compile(
    r"\b(?:do|can|did|have|does)\s+(?:you|u)\s+(?:ever\s+|even\s+|also\s+|actually\s+|still\s+)?"
    # ("have you ever had a lucid dream": probed, met as a dream announced)
    r"(?:had\s+(?:an?\s+|any\s+)?(?:\w+\s+)?(?:dreams?|nightmares?)|"
    r"dream|dreams|dreamt|dreamed|sleep|slept|have\s+(?:dreams|nightmares|feelings|emotions|a\s+body|"
    r"a\s+life|friends|a\s+family)|get\s+(?:lonely|tired|sleepy|bored|scared)|"
    r"feel\s+(?:anything|emotions|lonely|tired|pain))\b"
    r"|\bare\s+(?:you|u)\s+(?:alive|conscious|sentient|awake|asleep|sleepy|tired|lonely|dreaming)\b"
    # ("have you tried it", after what lucid dreaming is: probed, "I've never tried lucid dreaming.")
    r"|^\W*(?:(?:so|and|but|ok(?:ay)?)\W+)*have\s+(?:you|u)\s+(?:ever\s+)?(?:tried|done|had)\s+(?:it|that|this|one)\s*[?.!]*\s*$"
    r"|\bwhat\s+(?:do|did)\s+(?:you|u)\s+dream\b|\bhow\s+did\s+(?:you|u)\s+sleep\b"
    r"|\b(?:tell\s+me\s+about\s+|what\s+are\s+)your\s+(?:own\s+)?dreams?\b"
    # ("tell me a dream": probed, the 1.5B's "If you're curious about what your dream is about…")
    r"|^\W*(?:(?:so|and|ok(?:ay)?|now|please)\W+)*(?:can\s+you\s+|could\s+you\s+)?tell\s+me\s+(?:a|one\s+of\s+your|your)\s+"
    r"(?:own\s+)?dream\s*(?:please)?\s*[?.!]*\s*$"
    # ("do you like your job": probed, "I enjoy my job.")
    r"|\b(?:do|don'?t)\s+(?:you|u)\s+(?:\w+\s+)?(?:like|enjoy|love|hate|mind)\s+(?:your\s+(?:job|work|life)|"
    r"(?:doing\s+)?(?:this|what\s+you\s+do)|being\s+(?:an?\s+)?(?:ai|bot|program|sandman|here))\b",
    re.IGNORECASE,
)
# "no dreams that I remember though", "I don't remember my dream", "didn't dream anything":
# nothing to tell, said without a question.
# ... said after the dream it was: "…but i dont remember it", "can't recall much of it"
_NOT_REMEMBERED = re.compile(
    r"\b(?:don'?t|dont|do\s+not|can'?t|cant|cannot|couldn'?t|couldnt)\s+(?:really\s+|actually\s+)?"
    r"(?:remember|recall)\s+(?:it|much|anything|any\s+of\s+it|what\s+(?:it\s+was|happened))\b"
    r"|\bforgot\s+(?:it|what\s+(?:it\s+was|happened))\b",
    re.IGNORECASE,
)
# "thats it", "thats all i remember", "nothing else": the end of what they remember of it
_THATS_ALL = re.compile(
    r"^\W*(?:(?:um+|hm+|so|yeah|well|ok(?:ay)?|and)\W+)*(?:that'?s|thats|that\s+is)\s+(?:it|all|about\s+it|all\s+i\s+(?:remember|got|have))"
    r"(?:\s+(?:really|honestly|lol|i\s+think))*\s*[.!…]*\s*$|^\W*nothing\s+(?:else|more)(?:\s+really)?\s*[.!…]*\s*$",
    re.IGNORECASE,
)
_FORGOTTEN = re.compile(
    # ("nvm i forgot it", after "i had a weird dream": probed, the 1.5B's words alone)
    r"^\W*(?:(?:no|nah|nope|well|sadly|unfortunately|honestly|um+|hm+|ok(?:ay)?|so|but|and|nvm|never\s*mind|"
    r"actually|ugh|dang|damn|lol|wait|oh)\W+)*"
    r"(?:(?:i\s+)?(?:don'?t|do\s+not|can'?t|cannot|couldn'?t|didn'?t)\s+(?:really\s+|actually\s+|even\s+)?"
    r"(?:remember|recall)\s+(?:(?:my|the|any|last\s+night'?s)\s+(?:\w+\s+)?(?:dreams?|nightmares?)|what\s+i\s+(?:dreamt|dreamed|saw)"
    r"|much|anything|it|a\s+thing)\b"
    r"|(?:i\s+)?(?:forgot|forgotten)\s+(?:(?:my|the|it|all)(?:\s+\w+)?\s+(?:dreams?|nightmares?)|what\s+i\s+(?:dreamt|dreamed|saw)|it)\b"
    # (not "no nightmares": that is relief)
    r"|(?:(?:i\s+)?had\s+)?no\s+dreams?(?:\s+(?:that\s+)?i\s+(?:can\s+|could\s+)?remember|\s+(?:last\s+night|tonight|this\s+time|today))?\b"
    r"|(?:i\s+)?didn'?t\s+(?:have\s+any\s+dreams?|dream)\b"
    r"|(?:nothing|not\s+much)\s+(?:that\s+)?i\s+(?:can\s+|could\s+)?remember\b"
    # "nothing last night", "nothing to report today" (probed: the latest dream, 24 days ago,
    # shown)
    r"|(?:nothing|nada|not\s+a\s+thing)(?:\s+(?:really|at\s+all))?\s+(?:last\s+night|this\s+morning|tonight|today|"
    r"to\s+(?:report|tell|share)(?:\s+(?:today|this\s+morning|last\s+night))?)\b)"
    r"[^?]*$",
    re.IGNORECASE,
)
# a part of the dream just told that slipped away ("i wish i could remember what he said", "i
# cant remember how it ended", "i forgot her face"; probed, after a grandpa in his garden: "Thank
# you for telling me.")
_PART_FORGOTTEN = re.compile(
    r"^\W*(?:(?:and|but|ugh|just|so|honestly|if\s+only|i\s+just)\W+)*(?:i\s+)?(?:really\s+|just\s+)?"
    r"(?:wish\s+(?:i\s+)?(?:could|can|knew|remembered|had\s+heard)|(?:can'?t|cannot|couldn'?t|don'?t|dont|"
    r"didn'?t|do\s+not)\s+(?:really\s+|even\s+)?(?:remember|recall|hear|make\s+out|catch)|forgot|"
    r"(?:have\s+|had\s+)?forgotten)\s+(?:(?:remember|recall|hear|make\s+out|catch)\s+)?"
    r"(?:what\s+(?:he|she|they|it|you|my\s+\w+|the\s+\w+)\s+(?:said|was\s+saying|were\s+saying|told\s+me|"
    r"wanted|meant|looked\s+like)|how\s+it\s+ended|the\s+end(?:ing)?|(?:his|her|their|the)\s+(?:face|words|"
    r"voice|name|message)|what\s+happened\s+(?:next|after|at\s+the\s+end))\b[^?]*$",
    re.IGNORECASE,
)
# what was said, taken in, and nothing more ("hm ok", "i see", "got it", "fair enough"); a bare
# "ok" or "yes" answers the companion's last question, which the router reads as a yes
_TAKEN_IN = re.compile(
    r"^\W*(?:(?:hm+|h+mm+|ah+|oh+|mm+|uh+|um+|huh|well)\W+)+(?:ok(?:ay)?|k|alright|all\s+right|i\s+see|got\s+it|"
    r"fair\s+enough|makes\s+sense|right|interesting|noted|gotcha|fine)\W*$"
    r"|^\W*(?:i\s+see|got\s+it|fair\s+enough|makes\s+sense|noted|gotcha|ok(?:ay)?\s+then|alright\s+then|"
    r"interesting|huh)\W*$",
    re.IGNORECASE,
)
# ... not their own death, a stranger's, or a parting ("i dreamt i died", "a man died in front of
# me", "my boyfriend left me")
_DEATH_OF_THEIRS = re.compile(
    r"\bi\s+(?:had\s+)?(?:died|was\s+dying|was\s+dead|was\s+killed|got\s+killed|drowned|was\s+drowning|was\s+shot|got\s+shot)\b"
    # ("i dreamt i was at a wedding but it was my own funeral": probed, "Dreaming that someone you
    # love has died…")
    r"|\bmy\s+own\s+(?:funeral|death|grave|coffin|wake|burial)\b"
    r"|\b(?:a|some|an?\s+old|this)\s+(?:stranger|man|woman|guy|girl|boy|person|people|kid|child|lady|soldier|body)\b"
    r"|\b(?:someone|somebody)\s+(?:i\s+didn'?t\s+know|died|was\s+killed)\b"
    r"|\b(?:left|dumped|divorced|abandoned|cheated\s+on)\s+me\b|\bbroke\s+up\s+with\s+me\b",
    re.IGNORECASE,
)
# bad dreams since something that really happened ("i've been having nightmares since my
# accident", "ever since the crash i dream about it")
_EVENTS = (
    r"accident|crash|car\s+crash|attack|assault|break-?in|robbery|mugging|fire|flood|earthquake|surgery|"
    r"operation|war|deployment|tour|shooting|stabbing|injury|overdose|"
    r"what\s+happened|it\s+happened|that\s+happened|that\s+night|the\s+incident"
)
_AFTER_AN_EVENT = re.compile(
    r"\b(?:nightmares?|bad\s+dreams?|dreams?\s+about\s+it|flashbacks?)\b[^.!?]{0,40}?\b(?:ever\s+)?since\s+"
    rf"(?:my|the|our|that|this|his|her|a)?\s*(?:\w+\s+)?(?:{_EVENTS})\b"
    rf"|\b(?:ever\s+)?since\s+(?:my|the|our|that|this)?\s*(?:\w+\s+)?(?:{_EVENTS})\b[^.!?]{{0,40}}?"
    r"\b(?:nightmares?|bad\s+dreams?|i\s+(?:keep\s+)?(?:dream|dreaming|have\s+nightmares))\b",
    re.IGNORECASE,
)
# ... and what they keep seeing of it ("i keep seeing the headlights")
_STILL_SEEING = re.compile(
    r"^\W*(?:(?:and|but|i\s+mean|like)\W+)*i\s+(?:keep|still|always)\s+(?:seeing|hearing|feeling|reliving|"
    r"see|hear|feel|relive)\b",
    re.IGNORECASE,
)
# a laugh at how strange the dream just told was ("lol what", "so random", "what even")
_BEMUSED = re.compile(
    r"^\W*(?:(?:lol|lmao|haha+|omg|ok(?:ay)?|like)\W+)*(?:what|wtf|what\s+even|what\s+the\s+(?:heck|hell)|so\s+random|"
    r"(?:so|how)\s+(?:weird|random|bizarre|strange)|weird\s+right|right)(?:\W+(?:lol|lmao|haha+|even|tho|though))*\W*$",
    re.IGNORECASE,
)
# "it was exactly how i remember it", "everything looked just like it used to": a place in a
# dream just as it was (probed, after a dream of a childhood home: the 1.5B's "You were so close!")
# "it was nice to see her like before", "she was herself again": someone ill seen as they were
_AS_BEFORE = re.compile(
    r"^\W*(?:(?:and|but|honestly|still|so)\W+)*(?:it\s+was\s+(?:so\s+|really\s+)?(?:nice|good|lovely|wonderful|amazing|"
    r"weird|strange|sad|bittersweet)\s+to\s+see\s+(?:her|him|them)|(?:she|he|they)\s+(?:was|were|seemed|looked))\s+"
    r"(?:like\s+(?:before|(?:she|he|they)\s+used\s+to(?:\s+be)?|old\s+times|(?:her|his|their)\s+old\s+self)|"
    r"(?:her|him|them)sel(?:f|ves)\s+again|the\s+way\s+(?:she|he|they)\s+(?:was|were|used\s+to\s+be)|"
    r"(?:healthy|well|young|happy)\s+again|as\s+(?:she|he|they)\s+(?:was|were|used\s+to\s+be))"
    r"(?:\s+(?:again|before|lol|tho|though))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "i hate spiders", "im terrified of snakes": a dislike or a fear of a thing, said
_DISLIKED = re.compile(
    r"^\W*(?:(?:ugh+|and|honestly|lol|omg|i\s+mean|yeah)\W+)*(?:i\s+(?:really\s+|absolutely\s+|just\s+|literally\s+|so\s+)?"
    r"(?:hate|can'?t\s+stand|despise|loathe|fear)|(?:i'?m|im|i\s+am)\s+(?:so\s+|really\s+|terribly\s+|super\s+)?"
    r"(?:scared|terrified|afraid|frightened)\s+of)\s+(?P<thing>[a-z]{3,})"
    r"(?:\s+(?:so\s+much|lol|tbh|honestly|irl|in\s+real\s+life))*\s*[.!]*\s*$",
    re.IGNORECASE,
)


def _told_after_a_dream(text: str, recent: Sequence[str], *, of: str = "") -> bool:
    """Whether ``text`` tells something of their life, asking nothing, right after a dream told
    in ``recent`` (one that says ``of``, a pattern, when given): a fight, a job that ended."""
    return (
        "?" not in text
        and not tells_of_a_dream(text)
        and any(tells_of_a_dream(t) and (not of or re.search(of, t, re.IGNORECASE)) for t in recent)
    )


# "i got fired from there last year", "i was laid off in may": a job that ended, told
_A_JOB_ENDED = re.compile(
    r"\b(?:got|was|been|were)\s+(?:fired|let\s+go|laid\s+off|sacked|made\s+redundant)\b|\blost\s+(?:my|that|the)\s+job\b",
    re.IGNORECASE,
)
# "i keep having dreams all night and never feel rested": dreaming, not a dream, that tires them
_DREAMS_ALL_NIGHT = re.compile(
    r"\b(?:dreams?|dreaming)\s+(?:all\s+night|the\s+whole\s+night|nonstop|non\s*-?\s*stop)\b"
    r"|\bnever\s+(?:feel|wake\s+up|wake)\s+(?:rested|refreshed)\b",
    re.IGNORECASE,
)


def dreams_all_night(text: str) -> bool:
    """Whether ``text`` tells of dreaming all night, or never waking rested ("i keep having
    dreams all night and never feel rested"): broken sleep, no dream to search for."""
    return _DREAMS_ALL_NIGHT.search(text) is not None


# "we had a fight yesterday", "we argued": a falling-out told
_A_FIGHT = re.compile(
    r"\b(?:had\s+(?:a|an|this|our)\s+(?:big\s+|huge\s+|bad\s+|stupid\s+)?(?:fight|argument|falling\s+out|row)|"
    r"fought|argued|got\s+into\s+(?:a|an)\s+(?:fight|argument))\b",
    re.IGNORECASE,
)
_AS_IT_WAS = re.compile(
    r"^\W*(?:(?:and|but|honestly|like|omg|wow)\W+)*(?:it|everything|the\s+\w+|that\s+place)\s+(?:was|looked|felt|seemed)\s+"
    r"(?:exactly|just|totally|completely)\s+(?:how|like|as|the\s+way)\s+(?:i\s+remember(?:ed)?(?:\s+it)?|it\s+(?:was|used\s+to\s+(?:be|look))|"
    r"(?:it\s+was\s+)?(?:back\s+then|when\s+i\s+was\s+(?:a\s+kid|little|young|small)))"
    r"(?:\s+(?:lol|tho|though|honestly))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "ew", "gross lol": disgust at a dream of their own (probed, after a dream of being pregnant by
# their ex: the 1.5B's "I'm sorry if you're feeling upset or frustrated. I'll do my best…")
_GROSSED_OUT = re.compile(
    r"^\W*(?:(?:lol|omg|ugh+|ok(?:ay)?|like|so)\W+)*(?:e+w+|gross|yuck|yikes|ick|eugh|disgusting|so\s+gross|cringe)"
    r"(?:\W+(?:lol|lmao|haha+|omg|tho|though))*\W*$",
    re.IGNORECASE,
)
# waking with a start ("and i wake up with a jolt")
_JOLTED_AWAKE = re.compile(
    r"\b(?:wake|woke|waking|wakes)\s+up\s+with\s+a\s+(?:jolt|jerk|start|kick)|\bjolt(?:s|ed)?\s+(?:me\s+)?awake\b",
    re.IGNORECASE,
)
_UNWILLING = re.compile(
    r"^\W*(?:(?:no|nah|sorry|honestly|ugh|um+|well|just)\W+)*i\s+(?:really\s+|just\s+)?"
    r"(?:don'?t|do\s+not|dont)\s+(?:really\s+)?(?:want|wanna|feel\s+like)\s+(?:to\s+)?"
    # ("i dont feel like talking": probed, "Let me know what you'd like to talk about instead.")
    r"(?:talk|talking|go\s+into|get\s+into|think|thinking)(?:\s+(?:about\s+)?"
    # ("i dont want to think about him", after a breakup: probed, "You sound sad and disappointed.")
    r"(?:it|that|this|them|him|her|(?:my\s+|the\s+|any\s+)?(?:dreams?|nightmares?)|anything))?"
    r"(?:\s+(?:right\s+now|now|anymore|today|tonight))?"
    # "…, just had a long day at work": a reason given with it (measured: "It's okay to talk about
    # dreams when you feel ready. You can choose to share your thoughts…")
    r"(?:\s*[,.;:-]+\s*[^?]{0,100}?)?\W*$"
    # "can we not talk about it anymore", "lets not talk about it", "i'd rather not talk about
    # it" (probed: "I'm not sure what to say to that. Could you tell me a little more?")
    r"|^\W*(?:(?:no|nah|sorry|honestly|ugh+|um+|well|just|actually|please)\W+)*"
    r"(?:(?:can|could)\s+(?:we|u|you)\s+(?:please\s+)?(?:just\s+)?not|let'?s\s+(?:just\s+)?not|lets\s+not|"
    r"i'?d\s+(?:rather|prefer)\s+(?:not|to\s+not)|i\s+would\s+(?:rather|prefer)\s+(?:not|to\s+not)|"
    r"(?:please\s+)?(?:don'?t|dont)\s+(?:make\s+me|ask\s+me\s+to))\s+"
    r"(?:talk|talking|go\s+into|get\s+into|think|discuss|dwell\s+on)(?:\s+(?:about\s+)?"
    r"(?:it|that|this|them|(?:my\s+|the\s+|this\s+|that\s+)?(?:dreams?|nightmares?)|anything))?"
    r"(?:\s+(?:right\s+now|now|anymore|any\s+more|today|tonight|please|pls))*\s*[?.!]*\s*$"
    # ("whatever", after "you never understand me": probed, "I understand your question.")
    r"|^\W*(?:(?:ugh+|meh|ok(?:ay)?|fine)\W+)*(?:whatever|nvm|never\s*mind|doesn'?t\s+matter|it\s+doesn'?t\s+matter|"
    r"forget\s+about\s+it)(?:\W+(?:then|lol|i\s+guess))?\W*$",
    re.IGNORECASE,
)
# "i don't think you understand me", "that's not what I meant", "you're not listening": the
# whole message says Sandman got them wrong (a correction with its facts is read as usual).
_RECAP_WHEN = r"(?:earlier|before|today|tonight|so\s+far|just\s+now|this\s+time|in\s+this\s+(?:chat|conversation))"
_RECAP = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|hey|um+|hm+|wait|sandman|remind\s+me)\W+)*"
    r"(?:what\s+(?:did|have|had|were)\s+we\s+(?:just\s+|already\s+)?"
    r"(?:talk(?:ed)?|chat(?:ted)?|discuss(?:ed)?|say|said|been\s+(?:talking|chatting))(?:\s+about)?"
    r"|what\s+were\s+we\s+(?:just\s+)?(?:talking|chatting|saying)(?:\s+about)?"
    rf"|what\s+(?:did|have)\s+i\s+(?:just\s+|already\s+)?(?:tell|told|say|said)(?:\s+(?:to\s+)?you)?(?=\s+{_RECAP_WHEN}|\W*$)"
    r"|what\s+(?:was|were)\s+i\s+(?:just\s+)?(?:saying|talking\s+about)"
    r"|(?:(?:can|could)\s+you\s+)?(?:recap|sum\s+up|summari[sz]e)\s+(?:our|this|the)\s+(?:chat|conversation|talk))"
    rf"(?:\s+{_RECAP_WHEN})?\W*$",
    re.IGNORECASE,
)
# "say that again", "can you repeat that", "what did you just say": its last reply again
# (``say_again``)
_SAY_AGAIN = re.compile(
    r"^\W*(?:(?:sorry|wait|um+|hm+|huh|ok(?:ay)?|sandman|pardon|what)\W+)*"
    r"(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?)?(?:please\s+)?"
    r"(?:say\s+(?:that|it|this)\s+again|repeat\s+(?:that|it|this|yourself|what\s+you\s+(?:just\s+)?said)"
    r"|(?:say|tell\s+me)\s+(?:that|it)\s+(?:one\s+more\s+time|again)"
    r"|what\s+did\s+(?:you|u)\s+(?:just\s+)?say|come\s+again)"
    r"(?:\s+(?:please|pls|again|sandman|slowly|one\s+more\s+time))*\s*[?.!]*\s*$"
    # "what?", "huh", said alone after a reply (probed: "You asked what?", "Oh, what? That sounds
    # interesting.")
    r"|^\W*(?:what|wat|huh|pardon(?:\s+me)?|eh|hm+\s+what)\s*\?*\s*$",
    re.IGNORECASE,
)
# "wait did you delete it", "did you save it?", "is it saved now", "did that work": whether what
# was asked was done
_DONE_ASKED = re.compile(
    r"^\W*(?:(?:wait|so|ok(?:ay)?|hey|um+|hm+|and|sandman|hold\s+on|sorry)\W+)*"
    # "what did you just delete" (probed: "I'm not sure what to say to that")
    r"(?:what\s+(?:did|have)\s+(?:you|u)\s+(?:just\s+)?(?:save|saved|delete|deleted|remove|removed|change|changed|"
    r"forget|forgot|forgotten|add|added|keep|kept)(?:\s+(?:just\s+now|now))?"
    r"|did\s+(?:you|it|that|this)\s+(?:actually\s+|really\s+|already\s+)?(?:save|delete|remove|remember|"
    r"forget|change|rename|add|keep|log|record|update|go\s+through|work)"
    r"|(?:is|was|has)\s+(?:it|that|this|the\s+dream|my\s+dream)\s+(?:been\s+|now\s+|already\s+)?"
    r"(?:saved|deleted|removed|kept|changed|renamed|logged|added|updated|gone|forgotten|in\s+(?:my|the)\s+journal))"
    r"(?:\s+(?:it|that|this|the\s+dream|my\s+dream|the\s+one|one))?"
    r"(?:\s+(?:yet|already|then|now|or\s+not))?\W*$",
    re.IGNORECASE,
)
# "what would he say if he saw me now", "would my mom be proud of me", "do you think she's angry
# with me": what someone of theirs would say, think or feel
# (not their dreams or their journal: "what do you think my dreams say about me", probed, met
# with "I can't know what they'd say or feel")
_SOMEONE = r"(?:he|she|they|(?:my|your)\s+(?!(?:dreams?|nightmares?|journal|entries|moods?|memories)\b)[a-z]+)"
_SPEAK_FOR = re.compile(
    r"^\W*(?:(?:so|and|but|hmm+|honestly|sandman)\W+)*(?:do\s+you\s+think\s+|i\s+wonder\s+)?(?:"
    rf"what\s+(?:would|will|do\s+you\s+think)\s+{_SOMEONE}\s+(?:would\s+)?(?:say|think|do|feel|want|"
    r"tell\s+me)\b"
    rf"|(?:would|will)\s+{_SOMEONE}\s+(?:be|have\s+been)\s+(?:so\s+|very\s+)?(?:proud|angry|mad|"
    r"disappointed|happy|upset|ashamed|okay|ok|sad|hurt)\b"
    rf"|(?:is|was)\s+{_SOMEONE}\s+(?:still\s+)?(?:proud|angry|mad|disappointed|upset|ashamed|sad|hurt)\s+"
    r"(?:of|with|at)\s+me\b"
    rf"|{_SOMEONE}(?:'?s|\s+is|\s+was)\s+(?:still\s+)?(?:proud|angry|mad|disappointed|upset|ashamed)\s+"
    r"(?:of|with|at)\s+me\b)[^.!?]*[?.!]*\s*$",
    re.IGNORECASE,
)
_SHE_WORDS = frozenset(
    "she mom mum mother mommy mama grandma grandmother granny nana sister aunt auntie daughter "
    "wife girlfriend niece her".split()
)
_HE_WORDS = frozenset(
    "he dad father daddy papa grandpa grandfather granddad brother uncle son husband boyfriend "
    "nephew him".split()
)


# "why do you think anna was leaving", "why was my dad so angry in the dream": why someone in a
# dream did what they did (probed, after the dream of Anna leaving on a train: "Anna might have
# been leaving because she's tired or feeling bored."): the dream does not say, and Sandman does
# not guess for them
_NOT_SOMEONE = (
    r"(?!(?:i|you|it|that|this|we|there|dreams?|people|the|a|an|my\s+dreams?|someone|somebody|anyone|"
    r"anybody|everyone|everybody|nobody|one)\b)"
)
_WHY_THEY = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|hmm+|then)\W+)*why\s+(?:do\s+you\s+think\s+)?"
    rf"(?:(?:did|would|does|do|was|were|is)\s+{_NOT_SOMEONE}(?P<who>{_SOMEONE}|[a-z]+)\s+[a-z]+"
    rf"|{_NOT_SOMEONE}(?P<whose>{_SOMEONE}|[a-z]+)\s+(?:was|were|did|would|is|kept|keep|had|wanted|left|said|got)\b)",
    re.IGNORECASE,
)


def _why_someone(text: str) -> bool:
    """Whether ``text`` asks why someone did something ("why was he so angry", "why do you think
    anna was leaving"): a person, a relation or a name; not a thing ("why did my teeth fall out in
    my dream", "why was water everywhere": their meaning is looked up)."""
    m = _WHY_THEY.match(text)
    if m is None:
        return False
    who = (m["who"] or m["whose"]).lower().split()
    return (
        who[-1] in ("he", "she", "they")
        or who[-1] in RELATIONS
        or (len(who) == 1 and who[0] not in common_english_words())
    )


_UNKIND = re.compile(
    r"\b(?:yell|yelled|shout|hit|beat|hurt|scream|drink|drank|cheat|lie|lied|ignore|leave|left|fight|fought)\w*",
    re.IGNORECASE,
)
# "he used to take me fishing every summer": what someone they lost did, remembered
_USED_TO = re.compile(
    r"^\W*(?:(?:and|yeah|oh|honestly|god)\W+)*(?:he|she|they|we)\s+(?:always\s+|would\s+always\s+)?"
    r"(?:used\s+to|loved\s+to|would\s+(?:always\s+)?(?:take|make|tell|sing|read|bring|call|cook|bake))\b",
    re.IGNORECASE,
)


def _who(text: str) -> str:
    """ "she", "he" or "" for whom a question ``text`` asks Sandman to speak for names first
    ("my mom", "he")."""
    found = re.search(rf"\b(?:{_SOMEONE}|her|him)\b", text, re.IGNORECASE)
    last = found[0].lower().split()[-1] if found else ""
    return "she" if last in _SHE_WORDS else "he" if last in _HE_WORDS else ""


_APOLOGY = re.compile(
    r"^\W*(?:(?:oh|um+|ah|ok|okay|sandman)\W+)*(?:sorry|i'?m\s+(?:so\s+)?sorry|im\s+(?:so\s+)?sorry|apologies|my\s+bad)\b"
    r"(?:\s+(?:for|i|if|about|that|to)\b[^?]{0,80})?\W*$",
    re.IGNORECASE,
)
# Sorry for a loss ("sorry for your loss", "sorry, my dog died") is no apology for asking.
_SORRY_FOR_LOSS = re.compile(r"\b(?:loss|died|passed|death)\b", re.IGNORECASE)
_MISUNDERSTOOD = re.compile(
    r"^\W*(?:(?:no+|nah|hmm+|um+|ugh|well|sandman|honestly|i\s+mean|lol)\W+)*"
    r"(?:i\s+feel\s+like\s+)?"
    r"(?:i\s+(?:don'?t|do\s+not)\s+think\s+you\s+(?:really\s+)?(?:understand|get|hear)"
    r"(?:\s+(?:me|it|that|what\s+i\s+(?:mean|meant|said)))?"
    r"|you(?:\s+(?:really\s+|just\s+)?(?:don'?t|do\s+not|didn'?t|did\s+not|never|can'?t|cannot)\s+(?:really\s+|ever\s+|even\s+)?"
    r"(?:understand|get|listen|hear)(?:\s+(?:me|it|that|what\s+i\s+(?:mean|meant|said)))?"
    r"|\s+misunderstood(?:\s+me)?|(?:\s+have|'ve)?\s+got\s+(?:it|that|me)\s+wrong"
    r"|(?:'?re|\s+are)\s+not\s+(?:really\s+|even\s+|actually\s+)?(?:listening|getting\s+it|understanding(?:\s+me)?)"
    # "you're wrong" (probed: the 1.5B's "I'm sorry, but I didn't make that mistake.")
    r"|(?:'?re|\s+are|r)\s+(?:so\s+|totally\s+|completely\s+|just\s+)?wrong(?:\s+(?:about\s+(?:that|this|it)|there))?)"
    r"|that'?s\s+not\s+what\s+i\s+(?:meant|mean|said|asked|was\s+saying|was\s+asking)"
    r"|that'?s\s+not\s+(?:it|right|true|what\s+happened)|that'?s\s+wrong"
    r"|(?:ur|u\s+r|u\s+are)\s+(?:so\s+|totally\s+|just\s+)?wrong(?:\s+(?:about\s+(?:that|this|it)|there))?"
    # "nah that aint it" (probed: "Flying means to soar and soar in the sky.")
    r"|(?:that|it)(?:'?s|\s+is)?\s+(?:ain'?t|aint|isn'?t|is\s+not|not|wasn'?t)\s+(?:it|right)"
    r"|(?:that|this)\s+(?:doesn'?t|does\s+not)\s+make\s+(?:any\s+)?sense)"
    r"(?:\s+(?:at\s+all|sandman|though|lol))?\W*$",
    re.IGNORECASE,
)
# "is he trying to tell me something", "do you think he's at peace", "was it really her": what a
# dream of someone, often someone who died, is beyond it (probed, the day after a grandfather died:
# "Yes, he is trying to tell you that he saw someone at the door with a smile."). Nobody knows;
# Sandman does not guess (``beyond``).
_BEYOND = re.compile(
    r"\b(?:is|was|are|were)\s+(?:he|she|they|it|that|this)\s+(?:really\s+|actually\s+|maybe\s+)?"
    r"(?:trying\s+to\s+(?:tell|say|reach|show|contact|warn|send|talk\s+to)|"
    r"(?:a|some\s+(?:kind|sort)\s+of)\s+(?:sign|message|visit(?:ation)?|warning)\s+from\b|"
    r"(?:a\s+)?visit(?:ing|ation)?\b|watching\s+over|(?:at|in)\s+peace|in\s+heaven|"
    r"still\s+(?:here|with\s+me|around)|(?:really\s+)?(?:him|her|them)\s*[?.!]*\s*$)"
    r"|\b(?:do|did)\s+you\s+think\s+(?:he|she|they)(?:'s|\s+is|'re|\s+are|\s+was|\s+were)\s+"
    r"(?:at\s+peace|in\s+heaven|happy\s+(?:now|there)|okay\s+(?:now|there)|ok\s+now|watching|"
    r"still\s+(?:here|with\s+me|around)|visiting|trying\s+to"
    # ("do you think he's okay", of their dog who died: probed, "I'm not sure what to say to that")
    r"|(?:okay|ok|alright|all\s+right|happy|safe|fine)"
    # ("do you think he's ok wherever he is", of their dog who died: probed, "I'm not sure…")
    r"(?:\s+(?:wherever|where|now|up\s+there|out\s+there|in\s+heaven|over\s+there)\b[^?.!]{0,30})?\s*[?.!]*\s*$)"
    # "do you think she knows i miss her" (probed: "I think she might know you miss her.")
    # "is she okay wherever she is" (probed: "You are the dream journal, not her.")
    # "do you think she visits me", "does he come to me in my dreams" (probed, of a grandmother who
    # died: "I'm not sure what to say to that")
    r"|\b(?:do|did)\s+you\s+think\s+(?:he|she|they)\s+(?:really\s+|actually\s+)?(?:visits?|comes?|came|"
    r"visited|watch(?:es)?\s+over|is\s+watching|(?:still\s+)?(?:knows?|hears?|sees?))\s+(?:me|us|to\s+me|over\s+me)\b"
    r"|\b(?:does|do|did)\s+(?:he|she|they)\s+(?:really\s+)?(?:visit|come\s+to|come\s+back\s+to|watch\s+over)\s+"
    r"(?:me|us)\b"
    r"|\b(?:is|are)\s+(?:he|she|they)\s+(?:okay|ok|alright|all\s+right|happy|safe|at\s+peace)\s+(?:wherever|where|now|"
    r"up\s+there|out\s+there|in\s+heaven|over\s+there)\b"
    # "do you think it means i still love her" (probed: "love" looked up): what they feel, which a
    # dream does not say
    r"|(?<!what\s)\b(?:does|do|did|would|could|think|guess|suppose)\s+(?:it|that|this)(?:\s+dream)?\s+means?\s+(?:that\s+)?i\s+(?:still\s+|secretly\s+|really\s+|actually\s+)?"
    r"(?:love|miss|want|hate|need|like|have\s+feelings\s+for|am\s+in\s+love\s+with|'m\s+in\s+love\s+with|"
    r"should\s+(?:get\s+back|call|text|leave|forgive))\b"
    # "does it mean someone is out to get me" (probed, after a spider in their bed: "get" looked
    # up): what others are or will do, which a dream does not say
    r"|(?<!what\s)\b(?:does|do|did|would|could|can)\s+(?:it|that|this)(?:\s+dream)?\s+means?\s+(?:that\s+)?"
    r"(?:someone|somebody|some\s+one|people|everyone|my\s+\w+|he|she|they|(?:he|she|they)'?s|(?:he|she)\s+is|they\s+are)\s+"
    r"(?:is\s+|are\s+|was\s+|were\s+|will\s+|wants?\s+|(?:is|are)\s+going\s+to\s+)?"
    r"(?:out\s+to|going\s+to|gonna|trying\s+to|after\s+me|cheating|lying|jealous|angry|mad|hates?|loves?|"
    r"misses|wants|thinks|in\s+danger|sick|dying|pregnant|coming|leaving)\b"
    # "is my cat going to be ok?" after a nightmare of losing it (probed: "You might want to give
    # your cat a bath and make sure it has enough food.")
    r"|\b(?:is|are|will)\s+(?:my\s+\w+|he|she|they|we|everyone)\s+(?:(?:going\s+to|gonna)\s+)?be\s+(?:really\s+)?"
    r"(?:okay|ok|alright|all\s+right|fine|safe)\b"
    r"|\b(?:do|did)\s+you\s+think\s+(?:he|she|they)\s+(?:knows?|can\s+(?:see|hear)|sees?|hears?|remembers?|"
    r"forgives?|forgave|felt|feels)\b"
    r"|\b(?:do|did)\s+you\s+think\s+(?:he|she|they)\s+(?:really\s+)?(?:visited|came\s+(?:back\s+)?to\s+(?:see|visit))"
    r"|\b(?:did|does|do|was|is|were)\s+(?:he|she|they)\s+(?:really\s+)?(?:visit|visiting|come\s+(?:back\s+)?to\s+"
    r"(?:see|visit|say\s+goodbye\s+to)|come\s+to\s+(?:see\s+)?me|came\s+to\s+(?:see\s+)?me)\b"
    r"|\ba\s+sign\s+from\s+(?:him|her|them|heaven|above|the\s+other\s+side|the\s+universe|god)\b"
    r"|\b(?:can|do)\s+(?:the\s+)?(?:dead|people\s+who\s+(?:died|passed))\s+(?:visit|talk\s+to|contact|come\s+to)\b"
    # "is it a sign" after a dream of a boyfriend cheating (probed: "Yes, it could be."); whether
    # it will come true, or what someone does, which a dream does not say
    r"|^\W*(?:(?:so|but|and|ok(?:ay)?|hmm+|wait)\W+)*(?:is|was|could)\s+(?:it|that|this)(?:\s+dream)?\s+"
    r"(?:be\s+)?(?:a\s+)?(?:sign|warning|premonition|prophecy|prediction)\b(?:\s+that\b[^?]*)?\s*\??\s*$"
    r"|\b(?:will|could|might|does|do|is)\s+(?:it|that|this)(?:\s+dream)?\s+(?:(?:going\s+to|gonna)\s+)?"
    r"(?:come\s+true|happen\s+for\s+real|mean\s+(?:it'?s|it\s+is|it\s+will)\s+(?:true|real|happen))\b"
    r"|\b(?:does|do|did)\s+(?:it|that|this)(?:\s+dream)?\s+mean\s+(?:that\s+)?(?:he|she|they|my\s+\w+)"
    r"(?:'s|s|\s+is|'re|re|\s+are|\s+will|\s+was)\s+(?:really\s+|actually\s+|secretly\s+)?(?:cheating|lying|leaving|"
    r"going\s+to\s+(?:leave|die|cheat)|sick|dying|in\s+danger|mad\s+at\s+me|angry\s+with\s+me)\b",
    re.IGNORECASE,
)
# "wait undo that", "can you bring it back": a change they said yes to, asked back (probed: "Thank
# you for telling me. I'm listening…" after a dream was deleted)
_UNDO = re.compile(
    r"^\W*(?:(?:wait|oh|no+|oops|hold\s+on|ugh|shoot|crap|damn|ok(?:ay)?)\W+)*(?:(?:can|could)\s+(?:you|u)\s+)?"
    r"(?:please\s+)?(?:undo|revert|reverse|restore|un-?delete|bring\s+(?:it|that|them|her|him)\s+back|"
    r"get\s+(?:it|that)\s+back|put\s+(?:it|that)\s+back|take\s+(?:it|that)\s+back)\b[^?]{0,30}\??\s*$",
    re.IGNORECASE,
)
# "wait no i wanted to keep it", "i didnt mean to delete it", after a deletion said yes to (probed:
# the 1.5B's "I understand.", the dream gone)
_REGRET = re.compile(
    r"^\W*(?:(?:wait|oh|no+|oops|hold\s+on|ugh|shoot|crap|damn|omg|actually)\W+)*(?:"
    r"i\s+(?:wanted|meant|want|needed)\s+to\s+keep\s+(?:it|that|them|that\s+one|this\s+one)"
    r"|i\s+(?:didn'?t|didnt|did\s+not)\s+mean\s+(?:to\s+(?:delete|forget|remove|change|say\s+yes)|yes|that|it)"
    r"|i\s+changed\s+my\s+mind|i\s+want(?:ed)?\s+(?:it|that(?:\s+one)?)\s+back|i\s+shouldn'?t\s+have\s+said\s+yes"
    r")\b[^?]{0,30}[?.!]*\s*$",
    re.IGNORECASE,
)
_CHANGE_ASKED = re.compile(r"\b(?:delete|remove|forget|erase|get\s+rid\s+of)\b", re.IGNORECASE)
# How to take a copy of the journal ('can i export my journal'): ``copy``
_COPY = re.compile(
    r"(?:\b(?:(?:can|could|how\s+(?:do|can|could|would))\s+i|is\s+there\s+a\s+way\s+to|i\s+(?:want|need|would\s+like)\s+to|"
    r"how\s+to|(?:can|could|would|will)\s+(?:you|u))\s+(?:\w+\s+)?"
    # ("export my journal", asked outright: probed, the 1.5B's "Here's your journal.", nothing
    # exported)
    r"|^\W*(?:(?:please|pls|ok(?:ay)?|so|now|sandman|hey)\W+)*(?=(?:export|download|back\s*up|backup|print)\b))"
    r"(?:export|download|back\s*up|backup|save\s+a\s+copy\s+of|make\s+a\s+copy\s+of|copy|import|"
    r"move|transfer|print)\s+(?:all\s+)?(?:of\s+)?(?:my|the|this)\s+(?:[a-z]+\s+)?(?:dream\s+)?"
    r"(?:journal|dreams|data|entries|diary)\b"
    # ("are my dreams private" / "can i export them": probed, the 1.5B's words; what else is
    # theirs to export here)
    r"|\b(?:can|could|how\s+(?:do|can|could|would))\s+i\s+(?:export|download|back\s*up|backup)\s+"
    r"(?:them|it|those|these|everything|all\s+of\s+(?:them|it))\b",
    re.IGNORECASE,
)
# "who can see my dreams? is this private", "where do you keep my journal": where what they tell
# goes (probed: "Only your dreams can see your dreams.")
_PRIVACY = re.compile(
    r"\bwho\s+(?:else\s+)?(?:can|could|will|would)\s+(?:see|read|access|look\s+at)\s+(?:my|this|these|the|what\s+i|them|it|those)\b"
    r"|\bis\s+(?:this|it|my\s+(?:journal|data|stuff|diary)|(?:this|the)\s+(?:app|journal|chat))\s+(?:really\s+|actually\s+)?"
    r"(?:private|safe|secure|encrypted|confidential)\b"
    r"|\b(?:do|does|will|would)\s+(?:you|anyone|anybody|sandman|this\s+app)\s+(?:share|send|sell|upload|see)\s+"
    r"(?:my|this|what\s+i)\b"
    r"|\bwhere\s+(?:are|is|do\s+you\s+(?:keep|store|save|put))\s+(?:all\s+)?(?:my\s+)?(?:dreams?|journal|data|entries)"
    r"(?:\s+(?:stored|kept|saved))?\s*[?.!]*\s*$"
    r"|\b(?:are|is)\s+my\s+(?:dreams?|journal|data|entries)\s+(?:private|safe|secure|stored\s+online|"
    r"sent\s+anywhere|shared|uploaded|in\s+the\s+cloud)\b",
    re.IGNORECASE,
)
# "do you save everything i say", "are you recording this", "is this chat saved": whether this
# conversation is kept (``talk`` "kept")
_TALK_KEPT = re.compile(
    r"\b(?:do|will|are|did|can|would)\s+(?:you|u)\s+(?:save|keep|store|record|log|remember|recording|saving|"
    r"keeping|storing|logging)\s+(?:(?:all|every|any)\s+(?:of\s+)?)?(?:"
    r"(?:what|everything|anything|things|stuff|the\s+things)\s+(?:that\s+)?(?:i|we)\s+(?:say|said|tell\s+(?:you|u)|"
    r"told\s+(?:you|u)|write|wrote|type|talk\s+about|share)"
    # (not a thing of theirs asked: "do you remember what i told you about my job", their memories)
    r"(?!\s+(?:about|of|regarding)\s+(?!(?:it|this|that|everything|anything)\b))"
    r"|(?:our|these|my|the)\s+(?:conversations?|chats?|talks?|messages?|convos?)"
    r"|this\s+(?:conversation|chat|talk|convo)|(?:everything|this)\s*[?.!]*\s*$)"
    r"|\b(?:is|are|will)\s+(?:this|our|these|my|the)\s+(?:conversations?|chats?|messages?|convos?|talks?)\s+"
    r"(?:be\s+|being\s+|get(?:ting)?\s+)?(?:saved|recorded|kept|stored|logged)\b",
    re.IGNORECASE,
)
# "whats a reality check", "what is sleep paralysis", "how do i start lucid dreaming": a word of
# dreaming or sleep asked about (probed: the 1.5B's definitions, mostly wrong)
_ASKING_WHAT = (
    # ("what's a night terror": probed, "I'm not sure what to say to that")
    r"what(?:\s+exactly)?(?:\s+is|\s+are|'s|’s)|whats|wats|what\s+does|what\s+do\s+you\s+mean\s+by|"
    r"(?:can\s+you\s+|could\s+you\s+)?(?:explain|define|tell\s+me\s+(?:more\s+)?about)|"
    r"what\s+do\s+you\s+know\s+about|(?:have\s+you\s+)?(?:ever\s+)?heard\s+of|is\s+there\s+such\s+a\s+thing\s+as|"
    r"how\s+(?:do|can|could|would|should)\s+(?:i|you|people|we|one)(?:\s+(?:start|get\s+into|learn|try|"
    r"practi[cs]e|get\s+better\s+at))?(?:\s+(?:have|do|get|try)(?:\s+an?|\s+more)?)?|"
    r"how\s+to(?:\s+(?:start|learn))?(?:\s+(?:have|do|get)(?:\s+an?|\s+more)?)?|"
    # "i want to start lucid dreaming": a wish to learn it, which asks how as much as a question
    # does (advice meets no statement, so the model's tips would all be held back)
    r"(?:i\s+(?:really\s+)?(?:want\s+to|wanna|would\s+like\s+to)|i'?d\s+(?:really\s+)?like\s+to)\s+"
    r"(?:start|learn|try|get\s+into)"
    r"(?:\s+(?:having|doing|to\s+have|to\s+do))?(?:\s+an?)?|"
    # "is that a false awakening?", "was it sleep paralysis", "did i have a false awakening": what
    # they lived asked by its name (probed: "Yes, the message suggests a false awakening because
    # they were still in their bed.")
    r"(?:is|was|could|would)\s+(?:that|this|it)(?:\s+(?:have\s+been|be))?"
    r"(?:\s+(?:called|what\s+(?:they|you|people)\s+call))?|"
    r"did\s+i\s+(?:just\s+)?(?:have|get|experience)|(?:that\s+)?sounds\s+like"
)
_TERM_WORDS = "|".join(
    r"\s+".join(map(re.escape, form.split())) for form in sorted(TERM_FORMS, key=len, reverse=True)
)
_TERM_ASKED = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|hey|hi|um+|and|also|btw|quick\s+question|sandman)\W+)*"
    rf"(?:{_ASKING_WHAT})\s+(?:an?\s+|the\s+)?(?P<term>{_TERM_WORDS})"
    # ("how can i have a lucid dream tonight": probed, "I don't have good advice for that")
    r"(?:\s+(?:mean|means|is|are|exactly|actually|really|like|tonight|tomorrow|again|myself|on\s+purpose|"
    r"more\s+often|every\s+(?:night|day|morning)|each\s+(?:night|day|morning)|daily|for\s+real))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "why cant i remember my dreams", "how can i remember my dreams better", "i never remember my
# dreams": dream recall asked about (probed: "because they often happen in a dream state, which
# can make them less clear and easier to remember")
# "or at least i dont remember", "i just cant remember them", after dreams were spoken of
_NOT_RECALLED_EITHER = re.compile(
    r"^\W*(?:(?:or|but|well|and|ok(?:ay)?|honestly)\W+)*(?:at\s+least\s+)?(?:i\s+)?(?:just\s+|really\s+)?"
    r"(?:don'?t|dont|do\s+not|can'?t|cant|cannot|never)\s+(?:really\s+|ever\s+)?(?:remember|recall)"
    r"(?:\s+(?:them|it|any(?:\s+of\s+them)?|much|anything|my\s+dreams))?\s*[.!…]*\s*$",
    re.IGNORECASE,
)


def says_not_recalled(text: str) -> bool:
    """Whether ``text`` says they do not remember, naming nothing else ("or at least i dont
    remember"): a thing said of their dreams or their night, never a request for what Sandman
    remembers (probed: the 1.5B's router recalled their memories)."""
    return _NOT_RECALLED_EITHER.match(text) is not None


# "how do people remember so much", "how do some people remember their dreams every night"
_OTHERS_RECALL = re.compile(
    r"^\W*(?:(?:so|but|and|ok(?:ay)?|wait)\W+)*how\s+(?:do|come|can)\s+(?:other\s+|some\s+)?(?:people|others|"
    r"some\s+people|everyone|my\s+friends)\s+(?:remember|recall)\s+(?:so\s+much|(?:all\s+)?their\s+dreams|"
    r"them|everything|so\s+many(?:\s+dreams)?)(?:\s+\w+){0,3}\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_RECALL_ASKED = re.compile(
    # ("i feel like i never remember my dreams anymore": probed, the 1.5B's "It's normal to forget
    # your dreams.")
    r"^\W*(?:(?:so|ok(?:ay)?|hey|um+|and|also|btw|but|honestly|lately|i\s+feel\s+like|i\s+think|i\s+swear)\W+)*(?:"
    r"why\s+(?:can'?t|cant|don'?t|dont|do\s+i\s+not|do\s+i\s+never|do\s+i\s+forget|can'?t\s+i\s+ever)"
    r"(?:\s+i)?\s+(?:ever\s+)?(?:remember|recall)?\s*(?:my|any|most\s+of\s+my)?\s*dreams"
    r"|how\s+(?:can|do|could|would|should)\s+i\s+(?:start\s+|get\s+better\s+at\s+)?(?:remember(?:ing)?|recall(?:ing)?)\s+(?:my\s+|more\s+(?:of\s+)?(?:my\s+)?)?dreams"
    # ("can you help me remember my dreams better": probed, the 1.5B's "…listen to something familiar
    # before waking up and then try to remember the lyrics")
    r"|(?:(?:can|could|will|would)\s+(?:you|u)\s+)?help\s+me\s+(?:to\s+)?(?:remember|recall)\s+(?:my\s+|more\s+(?:of\s+)?(?:my\s+)?)?dreams"
    r"(?:\s+(?:better|more|more\s+often|please|pls))*"
    r"|i\s+(?:want|wanna|would\s+like|need)\s+to\s+(?:remember|recall)\s+(?:my\s+|more\s+(?:of\s+)?(?:my\s+)?)?dreams(?:\s+(?:better|more))?"
    r"|is\s+it\s+(?:normal|bad|weird|ok(?:ay)?)\s+(?:to\s+not|not\s+to|that\s+i\s+(?:can'?t|cant|don'?t|dont|never))\s+"
    r"(?:remember|recall)\s+(?:my\s+|any\s+)?dreams"
    r"|i\s+(?:never|can\s+never|hardly\s+ever|rarely)\s+(?:remember|recall)\s+(?:my\s+|any\s+)?dreams"
    # ("i havent been dreaming much lately, work has been crazy": probed, the 1.5B's "That sounds
    # like a long day.")
    r"|i\s+(?:haven'?t|havent|have\s+not)\s+(?:really\s+)?(?:been\s+dreaming|dreamt|dreamed|had\s+(?:any\s+|many\s+|much\s+)?dreams)"
    r"(?:\s+(?:much|at\s+all|lately|in\s+(?:a\s+while|ages|weeks|days|months)|anymore|recently))+\b"
    # "is it bad that i dont dream", "why dont i dream anymore" (probed: "Dreams can be a wonderful
    # way to explore your thoughts…"): not dreaming is not remembering them
    r"|(?:(?:is\s+it\s+(?:normal|bad|weird|ok(?:ay)?)\s+(?:that\s+i|to|if\s+i)\s+|why\s+(?:do|don'?t|dont)\s+i\s+|i\s+)"
    r"(?:don'?t|dont|do\s+not|never|not|rarely|hardly\s+ever|barely)\s+(?:really\s+|ever\s+)?"
    r"|why\s+(?:don'?t|dont|do\s+i\s+not|do\s+i\s+never|can'?t|cant)\s+(?:i\s+)?(?:ever\s+)?)"
    r"(?:dream|have\s+(?:any\s+)?dreams)(?:\s+(?:anymore|any\s+more|at\s+all|much|lately|these\s+days))*\s*\??\s*$"
    # "i used to remember them every night" (probed: "The dream journal has helped you remember
    # your dreams, making them more vivid")
    r"|i\s+used\s+to\s+(?:always\s+)?(?:remember|recall)\s+(?:them|my\s+dreams|all\s+my\s+dreams|every\s+dream|"
    r"so\s+many(?:\s+dreams)?|my\s+dreams\s+all\s+the\s+time)"
    # "how can i remember more", after "i cant remember my dreams anymore" (probed: "…talk with
    # friends or family about your experiences, and practice mindfulness")
    r"|how\s+(?:can|do|could|would|should)\s+i\s+(?:start\s+|get\s+better\s+at\s+)?(?:remember(?:ing)?|recall(?:ing)?)\s+"
    r"(?:more|better|them(?:\s+(?:better|again|more))?|more\s+of\s+them|again)(?=\W*$)"
    # "i haven't dreamed in weeks. is something wrong" (probed: "Could there be something
    # happening in your life…"), "i dont dream anymore"
    # "i havent remembered any dreams for two weeks" (probed: the 1.5B alone, then "is something
    # wrong with me" met by the line for fearing what a dream says of them)
    r"|i\s+(?:haven'?t|havent|have\s+not|hadn'?t|didn'?t|did\s+not)\s+(?:been\s+able\s+to\s+)?"
    r"(?:dreamt|dreamed|dream|had\s+(?:a|any)\s+dreams?|(?:remember(?:ed)?|recall(?:ed)?)\s+"
    r"(?:a\s+(?:single\s+)?dream|any(?:\s+of\s+my)?\s+dreams|my\s+dreams|one\s+dream|anything))"
    r"(?:\s+(?:anything|at\s+all))?\s+(?:in|for)\s+(?:(?:the\s+)?(?:last|past)\s+)?(?:weeks|months|ages|days|forever|so\s+long|"
    r"a\s+(?:while|long\s+time|few\s+(?:weeks|days|months)|month|week)|"
    r"(?:two|three|four|five|six|several|a\s+couple(?:\s+of)?|\d+)\s+(?:nights|days|weeks|months))"
    r"|i\s+(?:don'?t|dont|do\s+not)\s+(?:dream|have\s+(?:any\s+)?dreams)\s+(?:anymore|any\s+more|at\s+all|these\s+days)"
    r"|i(?:'ve|\s+have)?\s+stopped\s+(?:dreaming|having\s+dreams)"
    # "i stopped remembering my dreams" (probed: no situation, left to the model)
    r"|i(?:'ve|\s+have)?\s+stopped\s+(?:remembering|recalling)\s+(?:my\s+|any\s+)?dreams"
    # "i can't remember my dreams anymore, they just vanish when i wake up" (probed: "In some
    # cases, therapy or medication may help."), "i always forget my dreams"
    r"|i\s+(?:can'?t|cant|cannot|don'?t|dont|do\s+not|never)\s+(?:seem\s+to\s+|really\s+)?(?:remember|recall)\s+"
    r"(?:my\s+|any\s+(?:of\s+my\s+)?)?dreams\s+(?:anymore|any\s+more|lately|these\s+days|now)"
    r"|i\s+(?:always\s+|keep\s+|just\s+)?forget(?:ting)?\s+(?:all\s+)?(?:my|the)\s+dreams"
    # "i want to remember my dreams better", "any tips for remembering dreams" (probed: the 1.5B's
    # "Remembering dreams can be powerful.", advice held back; "I don't have good advice for that")
    r"|i\s+(?:want|wanna|would\s+like|'d\s+like|need)\s+to\s+(?:remember|recall)\s+(?:my\s+|more\s+(?:of\s+)?(?:my\s+)?)?"
    r"dreams(?:\s+(?:better|more|more\s+often))?"
    r"|(?:any\s+|some\s+)?(?:tips|advice|tricks|ideas)\s+(?:for|on|about)\s+(?:remembering|recalling)\s+"
    r"(?:my\s+|your\s+|more\s+)?dreams"
    r"|how\s+(?:to|can\s+(?:i|you|one))\s+(?:remember|recall)\s+(?:my\s+|your\s+|more\s+)?dreams(?:\s+better)?"
    r"|(?:my\s+dreams|they)\s+(?:just\s+|always\s+|all\s+)?(?:vanish|disappear|fade|slip\s+away|evaporate)\w*\s+"
    r"(?:(?:right\s+|as\s+soon\s+as|the\s+moment|when|once)\s*)+i\s+(?:wake|open))\b",
    re.IGNORECASE,
)


# "why do i keep having it", "why does this dream keep coming back": why a dream returns
# (probed, after "had the falling dream again": "Maybe it's a reminder that something important
# is waiting for you."); what it holds asked ("…dreaming about my ex") is the model's to meet.
_WHY_AGAIN = re.compile(
    r"^\W*(?:(?:so|but|and|ok(?:ay)?|hmm+|ugh+|seriously)\W+)*why\s+(?:do|does|did|would|am)\s+"
    r"(?:i|it|this|that|the\s+same\s+(?:dream|nightmare|one)|(?:this|that|the)\s+(?:\w+\s+)?(?:dream|nightmare|one))\s+"
    r"(?:keep\s+(?:on\s+)?(?:having|getting|dreaming|coming\s+back|returning|repeating)|"
    r"always\s+(?:have|get|come\s+back)|come\s+back|return|repeat|still\s+(?:have|get|having|getting))"
    r"(?:\s+(?:it|this|that|them|these|(?:it|this|that|the\s+same|the\s+\w+)\s+(?:dream|nightmare|one)s?|"
    r"(?:these|those)\s+(?:dreams|nightmares)|the\s+same\s+(?:dream|nightmare|one)))?"
    r"(?:\s+(?:again|so\s+much|so\s+often|every\s+night|all\s+the\s+time|lately))*\s*[?.!]*\s*$"
    # "why is it still in my dreams", of a job quit years ago (probed: "…they are still holding
    # onto the idea of quitting that job")
    r"|^\W*(?:(?:so|but|and|ok(?:ay)?|hmm+|ugh+|then)\W+)*why\s+(?:is|are|does|do)\s+(?:it|this|that|he|she|they)\s+"
    r"(?:still\s+(?:in|showing\s+up\s+in|appearing\s+in|coming\s+up\s+in)|(?:keep\s+)?(?:showing|turning|popping)\s+up\s+in)\s+"
    r"my\s+(?:dreams|nightmares)(?:\s+(?:after\s+all\s+this\s+time|so\s+much|lately))?\s*[?.!]*\s*$"
    # "why am i still dreaming about it", of a job quit two years ago (probed: its dreams and its
    # meaning read, nothing said of why)
    r"|^\W*(?:(?:so|but|and|ok(?:ay)?|hmm+|ugh+|then)\W+)*why\s+(?:am|do)\s+i\s+still\s+(?:dreaming|dream|having\s+dreams)\s+"
    r"(?:about|of)\s+(?:it|that|this|him|her|them|that\s+(?:job|place|house|school|person))"
    r"(?:\s+(?:after\s+all\s+this\s+time|so\s+much|lately|though|tho))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "why do i keep dreaming about school when i graduated ages ago": why a thing keeps coming back,
# named (probed: the school's reading, then the 1.5B's "…you were still trying to process the
# emotions of the experience")
_WHY_KEEP_DREAMING = re.compile(
    r"^\W*(?:(?:so|but|and|ok(?:ay)?|hmm+|ugh+|seriously|honestly)\W+)*why\s+(?:do|am|can'?t|cant|cannot)\s+i\s+"
    # ("why cant i stop dreaming about him", after a dream of an ex: probed, "stop ex" searched)
    r"(?:keep\s+(?:on\s+)?|still\s+|always\s+|(?<=t\si\s)stop\s+|(?<=not\si\s)stop\s+)(?:"
    r"(?:dreaming|dream|having\s+(?:dreams|nightmares)|getting\s+dreams)\s+(?:about|of)\s+[^?.!]{1,80}?"
    # "why do i keep seeing my ex in my dreams" (probed: "seeing my ex" looked up)
    r"|(?:seeing|meeting|running\s+into|finding|hearing)\s+[^?.!]{1,60}?\s+in\s+my\s+(?:dreams|sleep|nightmares))"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def names_what_keeps_coming(text: str) -> bool:
    """Whether ``text`` asks why a thing it names keeps coming back in their dreams ("why do i
    keep dreaming about school"): Sandman's line answers why, beside what the thing reads as."""
    return _WHY_KEEP_DREAMING.match(text) is not None


# "what should i do about it", after why a dream keeps coming back (probed: the 1.5B's "You
# might consider talking to a counselor or therapist" of dreams of school)
_ABOUT_IT_ASKED = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|hmm+|but)\W+)*(?:what\s+(?:should|can|could|do)\s+i\s+do(?:\s+about\s+(?:it|that|this|them))?"
    r"|(?:is\s+there\s+)?anything\s+i\s+(?:can|should|could)\s+do(?:\s+about\s+(?:it|that|this|them))?"
    r"|how\s+do\s+i\s+(?:deal\s+with|handle)\s+(?:it|that|this|them))\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "could that be why i dont remember my dreams", "maybe thats why i cant recall them": a cause of
# their poor recall wondered about
_THAT_WHY_RECALL = re.compile(
    r"^\W*(?:(?:so|and|but|hmm+|oh|wait)\W+)*(?:(?:could|would|might|is)\s+(?:that|it|this)\s+(?:be\s+)?"
    r"(?:the\s+reason\s+)?|maybe\s+(?:that'?s|thats|that\s+is)\s+(?:the\s+reason\s+)?)why\s+i\s+"
    r"(?:don'?t|dont|can'?t|cant|never|rarely|do\s+not|can\s+not|cannot)\s+(?:really\s+|ever\s+)?(?:remember|recall)\s+"
    r"(?:my\s+|any\s+|them|much)(?:\s*dreams)?\b[^?!.]{0,40}[?.!]*\s*$",
    re.IGNORECASE,
)


# "how do i do it again", "how can i make that happen again", after "i finally had a lucid
# dream!!" (probed: "To repeat the dream, simply describe it again in your journal."): the word
# of dreaming they just told of, asked how
_HOW_AGAIN = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|and|but|wait|omg)\W+)*how\s+(?:do|can|could|would|should)\s+i\s+(?:"
    r"(?:do|have|get|make|trigger|induce)\s+(?:it|that|this|one|another(?:\s+one)?)(?:\s+happen)?"
    r"(?:\s+(?:again|more\s+often|on\s+purpose|every\s+night|tonight))+"
    # "how can i have more", after a lucid dream told (probed: "Try new things, read more books,
    # exercise regularly.")
    r"|(?:have|get)\s+(?:more|them\s+more\s+often)(?:\s+(?:of\s+(?:them|those|these)|like\s+(?:it|that|this)|"
    r"often|tonight))*"
    r")\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "i keep forgetting to tell you my dreams", "by the time i open the app theyre gone": dreams that
# fade before they are told
_GONE_BEFORE_TOLD = re.compile(
    r"\bi\s+(?:keep|always|often)\s+(?:forgetting|forget)\s+(?:to\s+(?:tell\s+you|write\s+down|log|save|note)\s+)?my\s+dreams\b"
    r"|\bby\s+the\s+time\s+i\s+(?:open|get\s+to|grab|pick\s+up|sit\s+down|write|wake)\b[^?.!]{0,40}\b"
    r"(?:they'?re|theyre|they\s+are|it'?s|its|it\s+is|the\s+dreams?\s+(?:is|are))\s+(?:all\s+)?(?:gone|forgotten|fading)\b"
    r"|\b(?:my\s+dreams|they)\s+(?:fade|disappear|vanish|slip\s+away)\s+(?:so\s+fast|so\s+quickly|before\s+i|by\s+the\s+time)\b",
    re.IGNORECASE,
)
# "will it happen again", "am i going to dream that again": whether a dream will come back
_WILL_IT_COME_AGAIN = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|hmm+|ugh|omg)\W+)*(?:"
    r"(?:will|would|could|might)\s+(?:it|that|this)(?:\s+(?:dream|one|nightmare))?\s+(?:happen|come(?:\s+back)?|return)"
    r"|(?:will|would|could|might)\s+i\s+(?:dream|have|get)\s+(?:it|that|this)(?:\s+(?:dream|one|nightmare))?"
    r"|(?:am|are)\s+i\s+(?:going\s+to|gonna)\s+(?:dream|have|get)\s+(?:it|that|this)(?:\s+(?:dream|one|nightmare))?"
    r"|(?:is|will)\s+(?:it|that)\s+(?:going\s+to|gonna)\s+(?:happen|come\s+back)"
    r")(?:\s+(?:again|tonight|before\s+(?:this|the)\s+\w+|too))+\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_WHY_SO_FEW = re.compile(
    r"^\W*(?:(?:but|and|so|hmm+|huh|wait)\W+)*why\s+(?:so\s+(?:few|little)|(?:are\s+there\s+)?(?:none|no\s+dreams|not\s+more|"
    r"only\s+(?:one|two|\d+)))(?:\s+(?:then|though|tho|this\s+(?:month|week)|lately))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "which month had the fewest", "and the least": fewer dreams in a time, asked
_FEWEST_ASKED = re.compile(
    r"\b(?:fewest|least|fewer|less)\b[^?.!]*\b(?:dreams?|month|week|year)\b|\b(?:month|week|year)\b[^?.!]*"
    r"\b(?:fewest|least|fewer|less)\b|^\W*(?:(?:and|so|what\s+about)\W+)*(?:the\s+)?(?:least|fewest)\W*$",
    re.IGNORECASE,
)

# "why didnt i dream then", "why are there no dreams that week": a gap in the journal asked of
_WHY_NO_DREAM_THEN = re.compile(
    r"^\W*(?:(?:but|and|so|hmm+|ok(?:ay)?|huh)\W+)*(?:why\s+(?:didn'?t|didnt|did\s+i\s+not|don'?t|dont)\s+i\s+"
    r"(?:dream|have\s+(?:any\s+)?dreams|log\s+(?:any|anything)|write\s+(?:any|anything))"
    r"|why\s+(?:are|were|is)\s+there\s+no\s+(?:dreams|entries))"
    r"(?:\s+(?:then|that\s+(?:week|month|time)|in\s+between|during\s+that\s+time|those\s+days|back\s+then))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "do you like me", "do you care about me": feelings for them asked of Sandman
_FOND_OF_ME = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|wait|hey|sandman|lol|honestly)\W+)*(?:"
    r"(?:do|can|could|would|will)\s+(?:you|u)\s+(?:even\s+|actually\s+|really\s+|ever\s+)?(?:like|love|care\s+about|hate|miss|"
    r"feel\s+anything\s+for)\s+me"
    r"|are\s+(?:you|u)\s+(?:my\s+friend|fond\s+of\s+me)"
    # ("do you ever get tired of listening to me": probed, the line on not sleeping or dreaming)
    r"|(?:do|don'?t|dont)\s+(?:you|u)\s+(?:ever\s+)?(?:get\s+)?(?:tired|sick|bored)\s+of\s+(?:listening\s+to|hearing\s+from|"
    r"talking\s+to|me|my\s+dreams)(?:\s+me)?"
    r"|am\s+i\s+(?:too\s+much|annoying|boring)(?:\s+(?:you|u))?"
    r")(?:\s+(?:at\s+all|though|tho|sandman|lol))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "im already married lol", after a dream of marrying a stranger: what their life has settled,
# which the dream did otherwise
_SETTLED_IN_LIFE = re.compile(
    r"^\W*(?:(?:but|and|lol|haha|like|i\s+mean|also|which\s+is\s+weird\s+because|thing\s+is)\W+)*"
    r"(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:already|happily|actually)\s+(?:already\s+)?"
    r"(?:married|engaged|taken|together|in\s+a\s+relationship|with\s+someone|a\s+(?:mom|mum|mother|dad|father|parent))"
    r"|^\W*(?:(?:but|and|lol|haha|like|i\s+mean|also)\W+)*i\s+(?:already\s+have|have\s+already\s+got|'ve\s+already\s+got)\s+"
    r"(?:a\s+(?:husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?)|kids|children|a\s+(?:son|daughter|baby))"
    r"(?:\s+(?:lol|haha|though|tho|irl|in\s+real\s+life|already))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
# someone of theirs ill or hurt in a dream ("i dreamt my mom was sick")
_ILL_IN_IT = re.compile(
    r"\b(?:was|were|got|is|being)\s+(?:really\s+|very\s+|so\s+)?(?:sick|ill|hurt|injured|in\s+(?:the\s+)?hospital|dying)\b",
    re.IGNORECASE,
)
# "i dont even have kids", "but i dont own a car": what a dream gave them, absent from their life
_ABSENT_IN_LIFE = re.compile(
    r"^\W*(?:(?:but|and|lol|haha|like|i\s+mean|also|which\s+is\s+weird\s+because)\W+)*(?:i|i'?ve|ive)\s+(?:don'?t|dont|do\s+not|"
    r"have\s+never\s+had|never\s+had|haven'?t\s+got|have\s+never|never)\s+(?:(?:even\s+|actually\s+)(?:have\s+|own\s+)?"
    r"(?:a\s+|an\s+|any\s+)?[a-z]+(?:\s+[a-z]+)?"
    # ("i dont have kids tho", after "i dreamed i couldnt find my kids at the mall": probed, the
    # 1.5B's "That's a very personal decision.")
    # ("i have never been near a war", after a dream of one: probed, "Thank you for telling me…")
    # ("ive never even been to the beach", after "i keep dreaming about the ocean": probed, saved as
    # the dream)
    r"|(?:even\s+|actually\s+|ever\s+)?(?:been|gone)\s+(?:near|in|to|on)\s+(?:a|an|any|the)\s+[a-z]+(?:\s+[a-z]+)?"
    r"|(?:have\s+|own\s+)?(?:(?:a|an|any)\s+(?!(?:clue|idea|choice|problem|chance|reason|answer|way|time|doubt|"
    r"preference|plan|say|right)\b)[a-z]+(?:\s+[a-z]+)?|kids|children|siblings|pets|brothers|sisters))"
    r"(?:\s+(?:lol|haha|though|tho|irl|in\s+real\s+life))*\s*[.!]*\s*$"
    # ("im not even married yet", after a dream of their wedding: probed, the 1.5B's "It sounds
    # like you're still exploring your life and relationships.")
    r"|^\W*(?:(?:but|and|lol|haha|like|i\s+mean|also)\W+)*(?:i'?m|im|i\s+am)\s+not\s+(?:even\s+|actually\s+)?"
    r"(?:married|engaged|pregnant|in\s+a\s+relationship|dating\s+anyone|seeing\s+anyone|"
    r"an?\s+(?:mom|mum|mother|dad|father|parent|student|teacher|doctor|nurse|soldier|pilot|singer|bride|wife|husband|twin))"
    r"(?:\s+(?:yet|anymore|lol|haha|though|tho|irl|in\s+real\s+life))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "hes 14 and getting old", "she's getting on now": someone of theirs getting old, said after a
# dream of losing them (probed: the 1.5B's "You might find yourself feeling a bit older than you
# are.")
_GETTING_OLD = re.compile(
    r"^\W*(?:(?:well|and|but|so|yeah|i\s+mean)\W+)*(?:he|she|they|my\s+\w+)(?:'s|s|\s+is|\s+are|'re)\s+"
    r"(?:(?:\d{1,3}|\w+teen|\w+ty(?:[\s-]\w+)?)(?:\s+(?:years?\s+old|now))?\s*(?:,\s*|\s+)(?:and\s+|so\s+)?"
    r"(?:(?:he|she|they)(?:'s|s|\s+is|\s+are|'re)\s+)?)?"
    r"(?:getting|going\s+on|growing)\s+(?:really\s+|so\s+|pretty\s+)?(?:old|older|on|frail|weak)"
    r"(?:\s+(?:now|lol|tho|though))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "he is 14 now", "she's 12": an age alone, which for a pet dreamt of is old
_A_PETS_AGE = re.compile(
    r"^\W*(?:(?:well|and|but|so|yeah|i\s+mean)\W+)*(?:he|she|they|it)(?:'s|s|\s+is|\s+are|'re)\s+(?:almost\s+|nearly\s+|already\s+)?"
    r"(?P<age>\d{1,2}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)"
    r"(?:\s+(?:years?\s+old|now|already|lol))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
_A_PET = re.compile(
    r"\b(?:dog|cat|puppy|kitten|pet|bunny|rabbit|horse|pup|kitty)s?\b", re.IGNORECASE
)
_OLD_PET = 10
_PET_YEARS = {
    w: n
    for n, w in enumerate(
        "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(),
        start=10,
    )
}


def _pet_years(said: str) -> int:
    return int(said) if said.isdigit() else _PET_YEARS[said.lower()]


def _getting_old(text: str, recent: Sequence[str]) -> bool:
    """Whether ``text`` tells someone they just dreamt of, hard, getting old ("hes 14 and getting
    old"), or a pet's old age alone ("he is 14 now", after "my dog died in my dream")."""
    if _GETTING_OLD.match(text):
        return any(tells_of_a_dream(t) and valence(t) == "hard" for t in recent)
    age = _A_PETS_AGE.match(text)
    return (
        age is not None
        and _pet_years(age["age"]) >= _OLD_PET
        and any(
            tells_of_a_dream(t) and valence(t) == "hard" and _A_PET.search(t) is not None
            for t in recent
        )
    )


# "i guess im scared of losing him", "im so afraid to lose her": the fear of a loss, said
_FEAR_OF_LOSING = re.compile(
    r"\b(?:scared|afraid|terrified|worried|frightened|fear)\s+(?:of\s+losing|to\s+lose|that\s+i'?ll\s+lose|i'?ll\s+lose)\s+"
    r"(?:him|her|them|my\s+\w+|\w+)\b"
    # ("i dont know how much time we have left", of an old dog: probed, the 1.5B's "…Remember,
    # every moment counts!")
    r"|\bhow\s+(?:much|long)\s+(?:more\s+)?time\s+(?:we|i|he|she|they)\s+(?:have|has|'ve|got)(?:\s+got)?\s+left\b"
    r"|\b(?:not|isn'?t)\s+(?:much|long)\s+(?:time\s+)?left\b",
    re.IGNORECASE,
)


# "bad night", "rough night again", "had a terrible night": a night said to be hard, in a few words,
# with nothing yet of whether a dream or no sleep made it so
_A_BAD_NIGHT = re.compile(
    r"^\W*(?:(?:ugh+|oh|so|well|man|meh|honestly|yeah|not\s+great|hi|hey|morning)\W+)*(?:(?:i\s+)?had\s+)?(?:such\s+|what\s+|another\s+)?(?:an?\s+)?"
    r"(?:(?:really|very|super|pretty|kind\s+of|kinda)\s+)?(?:bad|rough|awful|terrible|horrible|long|rubbish|crappy|shitty|hard|restless)\s+night"
    r"(?:\s+(?:again|tbh|honestly|lol|last\s+night|tonight))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# "it felt so real", "he seemed so real": a dream just told, said of how real it was (probed, after
# a dream of a late dad at their wedding: "Thank you for telling me")
_IT_FELT_REAL = re.compile(
    r"^\W*(?:(?:and|but|omg|honestly|like|it\s+was\s+weird|wow)\W+)*(?:it|that|this|the\s+dream|he|she|they|everything)\s+"
    r"(?:felt|seemed|was|looked)\s+(?:so\s+|really\s+|super\s+|very\s+|too\s+|completely\s+|incredibly\s+|just\s+|way\s+too\s+)*"
    r"(?:real|vivid|realistic|lifelike)"
    r"(?:\s+(?:though|tho|lol|honestly|omg|too|like\s+(?:he|she|they)\s+(?:was|were)\s+(?:really|actually)\s+there))*\s*[.!]*\s*$"
    # ("it felt like he was really there", after a dream of a father who died: probed, "It
    # sounds like it stayed with you…")
    r"|^\W*(?:(?:and|but|omg|honestly|wow)\W+)*(?:it|that|this|the\s+dream)\s+(?:felt|seemed|was)\s+(?:so\s+|just\s+)?"
    r"(?:like|as\s+if|as\s+though)\s+(?:he|she|they)\s+(?:was|were)\s+(?:really|actually|truly)\s+(?:there|here|with\s+me|back)"
    r"(?:\s+(?:again|though|tho|lol|honestly))*\s*[.!]*\s*$",
    re.IGNORECASE,
)


# "i cant even sing lol", after a dream of singing on stage: a thing done in the dream that they
# can't do awake (probed, the 1.5B's "It's okay not to sing. It's a different way of expressing
# emotions")
_UNABLE_IN_LIFE = re.compile(
    r"^\W*(?:(?:but|and|lol|haha|funny\s+thing\s+is|i\s+mean|which\s+is\s+(?:weird|funny)\s+(?:because|cuz|bc))\W+)*"
    r"(?:(?:and|but)\s+)?i\s+(?:can'?t|cant|cannot|can\s+not|couldn'?t|couldnt|don'?t\s+(?:even\s+)?know\s+how\s+to|"
    r"dont\s+(?:even\s+)?know\s+how\s+to|(?:have\s+)?never\s+(?:even\s+)?(?:learned|learnt)\s+(?:how\s+)?to)\s+"
    r"(?:even\s+|actually\s+|really\s+)?(?P<verb>[a-z]+)(?:\s+[a-z]+){0,2}?"
    r"(?:\s+(?:lol|haha|tho|though|irl|in\s+real\s+life|at\s+all|either|to\s+save\s+my\s+life))*\s*[.!]*\s*$",
    re.IGNORECASE,
)


def _unable_awake(text: str, dream: str) -> bool:
    """Whether ``text`` says they can't do, awake, what ``dream`` (a dream told) had them do
    ("i cant even sing lol" after "i was on stage singing"), not what a dream kept them from
    ("i cant sleep", "i cant stop thinking about it")."""
    m = _UNABLE_IN_LIFE.match(text)
    return (
        m is not None
        and tells_of_a_dream(dream)
        and stem(m["verb"]) in {stem(w) for w in tokens(dream)}
    )


# What a nightmare can put them in the middle of that they can't do awake ("i dreamed i was
# drowning" / "i cant swim in real life")
_SKILLS = frozenset(
    "swim drive fly dance sing ride climb run fight skate ski surf dive float shoot".split()
)


def _unable_in_a_nightmare(text: str, dream: str) -> bool:
    """Whether ``text`` says they can't do, awake, a thing the hard dream ``dream`` called for
    and did not have them do ("i cant swim in real life", after "i dreamed i was drowning": probed,
    "I'm still here with you…"; not "i cant sleep", a night kept from them)."""
    m = _UNABLE_IN_LIFE.match(text)
    return (
        m is not None
        and m["verb"].lower() in _SKILLS
        and tells_of_a_dream(dream)
        and valence(dream) == "hard"
    )


# "she's my cat", "he's my little brother": who someone in the dream just told is to them
_WHO_THEY_ARE = re.compile(
    # ("she was my cat": maybe one lost in waking life too, whom "how long have you had each
    # other?" would wound: "was" is met by words for either)
    r"^\W*(?:(?:oh|and|well|um+|lol|sorry|yeah|ya|btw)\W+)*(?:she|he|they|it)(?:'s|s|\s+is|\s+are|(?P<was>\s+was|\s+were))\s+"
    r"(?:my|our)\s+(?:(?:little|baby|old|best|big|younger|older|only|first|sweet)\s+)?(?P<who>[a-z]+)"
    r"(?:\s+(?:lol|haha|btw|tho|though))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
_PETS = frozenset(
    "cat dog kitten puppy pet bunny rabbit hamster horse parrot bird kitty pup".split()
)
# "i hugged her so tight when i woke up", "i went and checked on him": someone held or checked on,
# awake, after a dream of their death (probed: "Thank you for telling me")
_HELD_ON_WAKING = re.compile(
    r"^\W*(?:(?:and|so|then|lol|honestly|omg|literally)\W+)*i\s+(?:just\s+|immediately\s+|literally\s+|had\s+to\s+|"
    r"went\s+(?:and\s+|to\s+)?|ran\s+(?:and\s+|to\s+)?|got\s+up\s+and\s+|woke\s+up\s+and\s+)*"
    r"(?:hugged|held|cuddled|kissed|checked\s+on|called|texted|hug|hold|cuddle|check\s+on|call|text)\s+"
    r"(?:her|him|them|my\s+\w+|\w+)\b[^.?!]{0,60}[.!]*\s*$",
    re.IGNORECASE,
)


_SOMEONE_ELSE = re.compile(r"\b(?:she|he|her|him|his)\b", re.IGNORECASE)


def _in_peril_of_theirs(text: str) -> bool:
    """Whether ``text`` tells a hard dream with someone of theirs in it ("i dreamt my mom was lost
    in a big city", "…ines was lost and i couldnt find her"): after it, holding them awake is
    seeing for themselves that they are there."""
    return (
        tells_of_a_dream(text)
        and valence(text) == "hard"
        and (_ONE_OF_THEIRS.search(text) is not None or _SOMEONE_ELSE.search(text) is not None)
    )


def dreamt_a_death_of_theirs(text: str) -> bool:
    """Whether ``text`` tells a dream of someone theirs dying ("i had a nightmare that io died"),
    not their own death nor a stranger's."""
    return dreamt_a_death(text) and _DEATH_OF_THEIRS.search(text) is None


# "how do you know all this", "how did you know that": where what Sandman knows of them comes from
_HOW_YOU_KNOW = re.compile(
    r"^\W*(?:(?:but|and|so|wait|hmm+|wow|huh|ok(?:ay)?|lol)\W+)*how\s+(?:do|did|would|can)\s+(?:you|u)\s+"
    r"(?:even\s+)?(?:know|remember)\s+(?:all\s+(?:of\s+)?)?(?:this|that|these|those|so\s+much|all\s+that|"
    r"about\s+(?:me|her|him|that|my\s+\w+)|my\s+\w+(?:'?s\s+\w+)?|everything|that\s+about\s+me)"
    r"(?:\s+(?:about\s+me|stuff|things))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "can you see my other dreams", "do you have access to my old dreams", "do you remember all my
# dreams": what Sandman can read of the journal (probed: the 1.5B's words alone, which may deny it)
_SEES_THE_JOURNAL = re.compile(
    r"^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?|lol|hey)\W+)*(?:can|could|do|did)\s+(?:you|u)\s+(?:also\s+|even\s+|actually\s+)?"
    r"(?:see|read|access|remember|know|look\s+at|have\s+access\s+to|keep)\s+(?:all\s+(?:of\s+)?)?my\s+"
    r"(?:other\s+|old\s+|older\s+|past\s+|previous\s+|earlier\s+|saved\s+)?(?:dreams|entries|journal|dream\s+journal)"
    r"(?:\s+(?:too|as\s+well|from\s+before|i\s+(?:saved|told\s+you)))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "ive seen her in 3 dreams now", "he keeps showing up in my dreams": someone who comes back in
# their dreams (probed, after a dream of a woman with red hair they did not know: "Thank you for
# telling me…", every word of the 1.5B held back)
_SOMEONE_AGAIN = re.compile(
    r"^\W*(?:(?:and|but|so|ok(?:ay)?|honestly|also|like|actually|wait)\W+)*(?:"
    r"i(?:'ve|ve|\s+have)?\s+(?:seen|had|met|dreamt\s+(?:of|about)|dreamed\s+(?:of|about))\s+"
    r"(?:her|him|them|this\s+(?:woman|man|guy|girl|boy|person|lady|kid|child))\s+(?:in\s+)?"
    r"(?:\d+|two|three|four|five|six|several|a\s+few|a\s+couple(?:\s+of)?|lots\s+of|so\s+many|many)\s+"
    r"(?:other\s+)?(?:dreams|times|nights)"
    r"|(?:she|he|they)(?:'s|s|\s+is|\s+has|\s+have|'ve)?\s+(?:been\s+)?(?:in|showing\s+up\s+in|appearing\s+in|"
    r"coming\s+back\s+in|popping\s+up\s+in|keeps?\s+(?:showing|turning|popping)\s+up\s+in|"
    r"keeps?\s+(?:appearing|coming\s+back)\s+in|shows?\s+up\s+in|appears?\s+in)\s+"
    r"(?:(?:like|about|maybe|at\s+least|almost|over)\s+)?"
    r"(?:(?:\d+|two|three|four|five|six|several|a\s+few|lots|so\s+many|many|all)\s+(?:of\s+)?)?(?:my\s+)?(?:other\s+)?dreams)"
    r"(?:\s+(?:now|already|before|lately|too|recently))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "who is she", "who could he be", after a dream of someone they did not know
_WHO_IS_THE_STRANGER = re.compile(
    r"^\W*(?:(?:so|and|but|hmm+|ok(?:ay)?|wait)\W+)*(?:who\s+(?:is|was|could|might|would)\s+(?:she|he|they|this\s+\w+)"
    r"(?:\s+be)?(?:\s+(?:then|though|tho))?|any\s+idea\s+who\s+(?:she|he|they)\s+(?:is|are|was|were|could\s+be))\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# someone they say they do not know, in a dream told ("someone i dont know", "a stranger")
_STRANGER_TOLD = re.compile(
    r"\b(?:someone|somebody|a\s+(?:woman|man|guy|girl|boy|person|lady|kid|child))\s+i\s+(?:don'?t|dont|do\s+not|didn'?t|didnt|"
    r"never)\s+(?:know|knew|recogni[sz]e|met|seen)\b|\b(?:a|the)\s+(?:stranger|strange\s+(?:woman|man|person))\b"
    r"|\bi\s+(?:don'?t|dont|didn'?t|didnt)\s+(?:know|recogni[sz]e)\s+(?:her|him|them)\b"
    # ("i keep dreaming about a man with no face": probed, the 1.5B's words to "who could he be")
    r"|\b(?:faceless|with\s+no\s+face|without\s+a\s+face|a\s+shadow(?:y)?\s+(?:man|woman|figure|person)|"
    r"a\s+(?:dark\s+|tall\s+|hooded\s+)?figure)\b",
    re.IGNORECASE,
)


# "can you give my dreams tags", "tag the ocean dream with water", "add a tag to it" (probed: the
# 1.5B's words alone, and "tag ocean water" searched): the journal keeps no tags. Not a mood said as
# a kind of dream ("tag the snake dream as scary": its mood changed).
_TAGS_ASKED = re.compile(
    r"\b(?:tags|tagging|hashtags?|labels|categories|categori[sz]e)\b|\b(?:an?|some|the)\s+(?:tag|label|category)\b"
    r"|\b(?:tag|label|categori[sz]e)\s+(?:it|them|this|that|(?:my|the|this|that)\s+[^.?!]{0,40}?\b(?:dreams?|one|entry|entries))"
    r"\s+(?:with|under|by)\b",
    re.IGNORECASE,
)


_TAG_REQUEST = re.compile(
    r"^\W*(?:(?:so|and|also|hey|ok(?:ay)?|please)\W+)*(?:can|could|would|will|do|does|is|are|how|why|tag|label|add|give|"
    r"put|categori[sz]e|sort|organi[sz]e|i\s+(?:want|wanna|would\s+like|'?d\s+like))\b",
    re.IGNORECASE,
)


def asks_for_tags(text: str) -> bool:
    """Whether ``text`` asks for tags on dreams, which the journal does not keep."""
    return (
        _TAGS_ASKED.search(text) is not None
        and (_TAG_REQUEST.match(text) is not None or text.rstrip().endswith("?"))
        and not tells_of_a_dream(text)
        and re.search(r"\b(?:dreams?|journal|entry|entries|it|them)\b", text, re.IGNORECASE)
        is not None
        and not re.search(r"\b(?:tag|label|mark)\b[^.?!]*\bas\b", text, re.IGNORECASE)
    )


def tells_someone_comes_back(text: str) -> bool:
    """Whether ``text`` says someone keeps coming back in their dreams ("hes been in like 5 of
    my dreams"): nothing to read for it (probed: the model's route listed the latest five)."""
    return _SOMEONE_AGAIN.match(text) is not None


def asks_who_a_stranger_is(text: str, said: Sequence[str]) -> bool:
    """Whether ``text`` asks who someone is ("who is she") whom one of ``said`` (their last
    messages) told of in a dream as someone they did not know: nothing of theirs answers it."""
    return _WHO_IS_THE_STRANGER.match(text) is not None and any(
        _STRANGER_TOLD.search(t) for t in said
    )


# "can you tell what i say", "can you record me while i sleep": Sandman hearing them asleep
_HEAR_THEM_SLEEP = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|wait|lol)\W+)*(?:can|could|would|will)\s+(?:you|u)\s+(?:\w+\s+)?"
    r"(?:tell|hear|record|listen\s+to|know|understand|write\s+down|catch)\s+(?:what\s+i\s+(?:say|said|mumble|talk\s+about)|"
    r"me|my\s+(?:sleep\s+talking|mumbling))"
    r"(?P<asleep>\s+(?:in\s+my\s+sleep|while\s+i(?:'m|\s+am)?\s+(?:asleep|sleeping|sleep)|at\s+night))?"
    r"(?:\s+(?:then|though|tho|lol))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_WHAT_I_SAY_ASLEEP = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|wait|lol|hmm+)\W+)*what\s+(?:do|did|does|would|could)\s+i\s+"
    r"(?:even\s+)?(?:say|talk\s+about|mumble|shout|yell)(?:\s+(?:in\s+my\s+sleep|then|though|tho|lol))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "this happens in real life too", "thats how it is irl", after a hard dream: what the dream held
# is their waking life as well (someone's harm said so is ``tells_harm``'s)
_LIKE_THAT_AWAKE = re.compile(
    r"^\W*(?:(?:and|but|honestly|tbh|like|lol|yeah|ya|sadly|also)\W+)*(?:"
    r"(?:this|that|it)(?:'s|s|\s+is)?\s+(?:happens|happened|is\s+what\s+happens|is\s+how\s+it\s+is|how\s+it\s+is|"
    r"what\s+happens|like\s+that|the\s+same|true)"
    r"|(?:thats|that'?s|its|it'?s)\s+how\s+(?:i\s+feel|it\s+(?:is|feels))"
    r"|(?:same|it'?s\s+the\s+same|its\s+the\s+same)"
    r"|i\s+(?:feel|am|'m)\s+like\s+that"
    r")\s+(?:in\s+real\s+life|irl|for\s+real|when\s+i'?m\s+awake|awake|at\s+(?:school|work|home))"
    r"(?:\s+(?:too|as\s+well|also|tbh|honestly|lol|sometimes|a\s+lot|all\s+the\s+time))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# "i live alone", "i was home alone", after a nightmare: alone with it, which makes it worse
_ALONE_AT_HOME = re.compile(
    r"^\W*(?:(?:and|but|so|plus|also|like|honestly)\W+)*(?:"
    r"i\s+live\s+(?:all\s+)?(?:alone|by\s+myself|on\s+my\s+own)"
    r"|(?:i'?m|im|i\s+am|i\s+was)\s+(?:all\s+)?(?:home\s+)?(?:alone|by\s+myself|on\s+my\s+own)(?:\s+(?:at\s+home|in\s+the\s+house|tonight|this\s+week|right\s+now|now))?"
    r"|(?:nobody|no\s+one|no-one)\s+(?:else\s+)?(?:is|was)\s+(?:home|here|there|with\s+me)"
    r"|my\s+(?:husband|wife|partner|boyfriend|girlfriend|roommate|flatmate|parents?)\s+(?:is|are|was|were)\s+(?:away|out|gone|not\s+home)"
    r"(?:\s+(?:this\s+week|tonight|for\s+work|right\s+now))?"
    r")\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# "just the feeling", "only how it felt": what is left of a dream they cannot recall
_ONLY_THE_FEELING = re.compile(
    r"^\W*(?:(?:but|and|so|well|um+|hmm+|no)\W+)*(?:i\s+(?:just|only)\s+remember\s+|(?:just|only)\s+)"
    r"(?:the\s+|a\s+|this\s+)?(?:feeling|mood|emotion|sense|vibe|how\s+it\s+felt|how\s+i\s+felt|feeling\s+of\s+it)"
    r"(?:\s+(?:of\s+it|it\s+left|left\s+over|tbh|honestly|really|lol))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# "he screams but doesnt wake up", "she sits up crying and doesnt know im there"
_STILL_ASLEEP_SCREAMING = re.compile(
    r"^\W*(?:(?:and|but|so|like|yeah|yes)\W+)*(?:he|she|they)\s+(?:\w+\s+){0,3}?(?:screams?|cries|crying|thrash\w*|kicks?|"
    r"sits?\s+up|yells?|shouts?|panics?)\b[^?]{0,60}\b(?:doesn'?t|doesnt|does\s+not|don'?t|never|won'?t|isn'?t)\s+"
    r"(?:\w+\s+)?(?:wake|awake|know|see|recogni[sz]e|remember|respond)\b[^?]*$",
    re.IGNORECASE,
)
# "it felt like it lasted hours", "i only slept for 20 minutes": a dream's time against the night's
_DREAM_TIME = re.compile(
    r"\b(?:felt|feel|seemed|seems)\s+(?:like\s+)?(?:it\s+)?(?:lasted|went\s+on|was|took)?\s*(?:for\s+)?(?:hours|days|weeks|"
    r"years|forever|ages|a\s+lifetime|all\s+night)\b"
    r"|\b(?:lasted|went\s+on)\s+(?:for\s+)?(?:hours|days|weeks|years|forever|ages)\b"
    r"|\bonly\s+(?:slept|napped|dozed\s+off)\s+(?:for\s+)?(?:\d+|a\s+few|ten|five|twenty|thirty)\s+(?:minutes|mins|min)\b",
    re.IGNORECASE,
)
_SEE_SOMEONE = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+)\W+)*(?:should|do|must)\s+i\s+(?:go\s+)?(?:see|talk\s+to|tell|get\s+checked\s+by|ask)\s+"
    r"(?:someone|somebody|a\s+doctor|my\s+doctor|a\s+gp|a\s+professional|a\s+specialist)(?:\s+about\s+(?:it|this|that))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_CAN_I_TOO = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+)\W+)*(?:could|can|would|am)\s+i\s+(?:be\s+able\s+to\s+)?(?:do|learn|try|have)\s+"
    r"(?:it|that|this|one)(?:\s+(?:too|as\s+well|then|myself))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "how do i start", "where do i begin", after "i want to start a dream journal"
# "how do i stay in it longer", after a lucid dream told (probed: the 1.5B's tips, "use a meditation
# technique to help you stay grounded")
_STAY_IN_IT = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|and|but|cool|omg)\W+)*how\s+(?:do|can|could|should)\s+i\s+(?:stay\s+in\s+(?:it|them|there|the\s+dream)|"
    r"make\s+(?:it|them)\s+last|keep\s+(?:it|them)\s+going|stay\s+lucid|not\s+wake\s+up)(?:\s+(?:longer|more|next\s+time))*"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_HOW_TO_START = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|and|but|cool)\W+)*(?:how\s+(?:do|should|can)\s+i\s+(?:start|begin|do\s+(?:it|that|this))"
    r"|where\s+(?:do|should)\s+i\s+(?:start|begin))(?:\s+(?:it|one|then|again))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "is that rare?", "is it unusual", after a lucid dream told (probed: the 1.5B's "Such vivid
# imagery can be a sign of heightened awareness…"): how common the word told of is
_RARE_ASKED = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|and|but|wait|omg|wow|lol)\W+)*(?:is|isn'?t)\s+(?:that|it|this)\s+(?:really\s+|super\s+|very\s+)?"
    r"(?:rare|unusual|uncommon|special|a\s+rare\s+thing)(?:\s+(?:though|tho|lol))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "why do you think that is", "why is that", "any idea why": why, of what the message before said
_A_FEW_WORDS = 12  # a message this short, between a thing told and a "why", goes on with it
# "is it stress", "could it be my job": a cause guessed, of a dream that keeps coming back
# (probed, after "i keep dreaming that im late for work" / "like every night": the 1.5B's "Stress
# can cause insomnia, anxiety, and difficulty falling asleep.")
_IS_IT_THE_CAUSE = re.compile(
    r"^\W*(?:(?:so|and|but|hmm+|ok(?:ay)?)\W+)*(?:is|could|might|would)\s+(?:it|that|this)\s+(?:be\s+)?"
    r"(?:(?:because\s+of|from|due\s+to)\s+)?(?:the\s+|my\s+)?(?:stress|anxiety|work|job|school|exams?|money|"
    r"pressure|worry|worrying|nerves|trauma|my\s+\w+)(?:\s+(?:then|maybe|do\s+you\s+think|though|tho))?\s*[?.!]*\s*$"
    # ("is that a stress thing?", after a dream of teeth of glass: probed, "I'm not sure what to
    # say to that", the 1.5B's reading held back)
    r"|^\W*(?:(?:so|and|but|hmm+|ok(?:ay)?)\W+)*(?:is|could|might|would)\s+(?:it|that|this)\s+(?:be\s+)?(?:just\s+)?"
    r"(?:an?\s+)?(?:stress|anxiety|nerves|worry)(?:[\s-]+(?:thing|dream|related|induced)|\s+dreams?)"
    r"(?:\s+(?:then|maybe|do\s+you\s+think|though|tho))?\s*[?.!]*\s*$"
    r"|^\W*(?:(?:so|and|but|hmm+|ok(?:ay)?)\W+)*(?:do|did)\s+(?:i|you\s+think\s+i)\s+(?:dream|have|get)\s+"
    r"(?:that|this|it|these)\s+(?:because\s+(?:of\s+)?|from\s+)(?:the\s+|my\s+)?(?:stress|anxiety|work|nerves|worry)"
    r"(?:ing|ed)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# waking just as they knew they were dreaming, told with it ("i realized i was dreaming but woke
# up right away")
_WOKE_SOON = re.compile(
    r"\b(?:woke|wake|woken|waking)\s+(?:up\s+)?(?:right\s+away|immediately|instantly|straight\s+away|right\s+after|"
    r"(?:right\s+)?(?:as\s+soon\s+as|the\s+second|the\s+moment|when)\s+i\s+(?:realized|realised|noticed|knew))",
    re.IGNORECASE,
)
_WHY_THAT = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+|huh|interesting|oh)\W+)*(?:why(?:\s+(?:do\s+you\s+think|is\s+that|"
    r"would\s+that\s+be|might\s+that\s+be|could\s+that\s+be|though|tho|do\s+you\s+think\s+that\s+is|"
    r"do\s+you\s+think\s+that\s+happens|does\s+that\s+happen|that\s+is))*|any\s+idea\s+why|"
    r"what\s+do\s+you\s+think\s+(?:that\s+means|causes\s+(?:that|it)))\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# ... what keeps coming back, asked or told ("what keeps coming back in my dreams", "is there a
# pattern", "i keep dreaming about being late")
_RECURS_SAID = re.compile(
    r"\b(?:keeps?|kept)\s+(?:coming|showing|popping|turning)\s+(?:back|up)\b|\brecurr\w*|"
    r"\b(?:comes?|came)\s+back\b|\bpatterns?\b|\bthemes?\b|\bin\s+common\b|\bagain\s+and\s+again\b|"
    r"\bover\s+and\s+over\b|\bkeep\s+(?:on\s+)?(?:dreaming|having|getting)\b"
    # ("i dream of falling almost every night" / "why does that happen": probed, "I'm not sure
    # what to say to that")
    r"|\b(?:dream|dreaming|dreamt|dreamed)\s+(?:of|about)\s+[^.!?]{1,40}?\s+(?:(?:almost|nearly|pretty\s+much)\s+)?"
    r"(?:every|each)\s+night\b"
    # ("whats been coming up a lot in my dreams lately" / "why do you think that is": probed, "I'm
    # not sure what to say to that")
    r"|\b(?:coming|come|comes|showing|shows|show|popping|pops|turning|turns)\s+up\s+(?:(?:a\s+)?lot|so\s+much|"
    r"so\s+often|often|again)\b",
    re.IGNORECASE,
)
_TERM_NAMED = re.compile(rf"\b(?P<term>{_TERM_WORDS})\b", re.IGNORECASE)


def _term_of(found: re.Match[str]) -> str:
    """The name in ``terms.txt`` of the word of dreaming ``found`` (its ``term`` group) says."""
    return TERM_FORMS[re.sub(r"\s+", " ", found["term"].lower())]


def term_again(text: str, recent: Sequence[str]) -> str | None:
    """The word of dreaming ``text`` asks how to live again ("how do i do it again"), named in
    one of ``recent`` (their last messages, the latest first), or None."""
    if not (
        _HOW_AGAIN.match(text.strip())
        or _normal_asked(text)
        or _RARE_ASKED.match(text)
        or _HOW_TO_START.match(text)
        or _STAY_IN_IT.match(text)
        # ("could i do it", after what lucid dreaming is: probed, the 1.5B's "Yes, you can try it.")
        or _CAN_I_TOO.match(text)
    ):
        return None
    for said in recent:
        if (m := _TERM_NAMED.search(said)) is not None:
            return _term_of(m)
        # ("how do i stay in it longer", after "i realized i was dreaming": probed, the 1.5B's
        # "focus on the present moment and take deep breaths")
        if _lived(said) == "lucid dream":
            return "lucid dream"
    return None


# "my partner says i talk in my sleep", "i sleepwalk sometimes": a habit of their sleep told
# (probed: "It sounds like your partner might be experiencing dream talk…", the habit given to
# the partner, then "It can be a sign of stress or anxiety" to "is that normal")
_HABIT_TOLD = re.compile(
    # ("i've been sleepwalking since i was a kid": probed, "Thank you for telling me…")
    r"\bi(?:'ve|ve|'m|m|'d)?\s+(?:\w+\s+){0,2}?(?:(?P<verb>talk|talks|talking|talked|walk|walks|walking|walked|"
    # ("my wife says i kick in my sleep": probed, the 1.5B's "That's a common sign of sleepwalking")
    r"kick|kicks|kicking|kicked|punch|punches|punching|punched|thrash|thrashing|move|moving|twitch|twitching|jerk|jerking|"
    # ("my husband says i scream in my sleep": probed, "Thank you for telling me…")
    r"scream|screams|screaming|screamed|yell|yells|yelling|yelled|shout|shouts|shouting|shouted)\s+"
    r"(?:\w+\s+){0,2}?in\s+my\s+sleep|sleep[-\s]?(?P<joined>walk|talk)(?:s|ed|ing)?)\b",
    re.IGNORECASE,
)


# more of their sleep's habit, after one told ("my boyfriend says i talk in my sleep" / "sometimes i
# shout": probed, the 1.5B's "Shouting can be a way to express emotions…")
_HABIT_MORE = re.compile(
    r"^\W*(?:(?:and|but|also|sometimes|often|even|lol|oh|plus|apparently)\W+)*(?:i\s+)?"
    r"(?:(?:also|even|sometimes|often|apparently|actually)\s+)*(?P<verb>scream|yell|shout|walk|talk|kick|punch|"
    r"thrash|twitch)(?:s|ed|ing)?(?:\s+(?:too|as\s+well|sometimes|a\s+lot|loud(?:ly)?|out|around))*\s*[.!]*\s*$",
    re.IGNORECASE,
)


# "im pregnant and i keep having weird dreams" (probed: "weird" searched; then "Yes, it's common
# for people to dream about their babies as cats." to "is this common" after a dream of one)
_PREGNANT = re.compile(
    r"\b(?:i'?m|im|i\s+am)\s+(?:\w+\s+){0,3}?(?:pregnant|expecting\s+(?:a\s+baby|our\s+first|my\s+first|twins))\b"
    r"|\b(?:my|the)\s+pregnancy\b",
    re.IGNORECASE,
)


def _names_dreams(text: str) -> bool:
    """Whether ``text`` says "dream", "dreamt", "nightmares"… (``DREAM_WORDS``)."""
    return any(w in DREAM_WORDS for w in tokens(text))


# "i think im depressed", "ive been feeling so empty", "my depression is back": low in their life
# ("i dont really want to talk to anyone", after "i think im depressed": probed, "You've made a
# good decision to keep your thoughts and feelings private."): people kept away, a kind of low
_WITHDRAWN = re.compile(
    r"\bi\s+(?:don'?t|dont|do\s+not)\s+(?:really\s+)?(?:want|feel\s+like)\s+(?:to\s+)?(?:talk|talking|see|seeing)\s+"
    r"(?:to\s+|with\s+)?(?:anyone|anybody|people|no\s*one)\b|\bi\s+(?:just\s+)?want\s+to\s+be\s+alone\b",
    re.IGNORECASE,
)
_LOW = re.compile(
    rf"{_WITHDRAWN.pattern}"
    r"|\b(?:i'?m|im|i\s+am|i'?ve\s+been|ive\s+been|i\s+have\s+been|i\s+feel|i'?m\s+feeling|im\s+feeling|feeling)\s+"
    r"(?:so\s+|really\s+|kind\s+of\s+|kinda\s+|pretty\s+|very\s+|just\s+|completely\s+)?"
    r"(?:depressed|empty|numb|hopeless|worthless)\b"
    r"|\b(?:my|the)\s+depression\b|\bi\s+(?:have|got|was\s+diagnosed\s+with)\s+depression\b"
    # ("im so tired of everything": probed, "I understand how you feel.")
    r"|\b(?:i'?m|im|i\s+am|i'?ve\s+been|ive\s+been)\s+(?:so\s+|just\s+|really\s+|getting\s+)?(?:tired|sick|done|exhausted)\s+"
    r"(?:of|with)\s+(?:everything|it\s+all|all\s+of\s+it|life|being\s+alive|trying)\b"
    # ("nothing feels real lately", after "i feel numb": probed, "It might be time to take a break
    # and reflect on what you're feeling.")
    r"|\b(?:nothing|everything)\s+(?:feels|seems)\s+(?:real|unreal|fake|far\s+away|pointless)\b"
    r"|\bi\s+(?:feel|am|'?m|m)\s+(?:so\s+|really\s+|kind\s+of\s+|kinda\s+)?(?:disconnected|detached|unreal)\b"
    # ("ive been feeling low lately": probed, the 1.5B's "Feeling low is common, but there are
    # ways to handle it.") low or down, for a while
    r"|\b(?:i'?ve|ive|i\s+have)\s+been\s+(?:feeling\s+)?(?:so\s+|really\s+|pretty\s+|very\s+|kind\s+of\s+|kinda\s+|a\s+bit\s+)?"
    r"(?:low|down|sad|flat)\s+(?:lately|recently|for\s+(?:a\s+while|weeks|months|ages|a\s+long\s+time)|these\s+days|"
    r"all\s+the\s+time|most\s+days)\b",
    re.IGNORECASE,
)
# Their dreams asked as a sign of a state of their mind ("do my dreams mean im depressed", "does
# this mean im going crazy", "is that a sign of depression"): ``low`` for one of low mood, else
# anything wrong (probed: "depressed" looked up as a symbol, "going crazy" too)
_DREAM_AS_SIGN = re.compile(
    r"\b(?:do|does|did|could|can|would|might|is|are|was)\s+(?:\w+\s+){0,4}?"
    r"(?:mean|means|say|says|show|shows|prove|proves|signal|signals|indicate|indicates|suggest|suggests)\s+"
    r"(?:that\s+|like\s+)?(?:i'?m|im|i\s+am|i\s+have|i'?ve\s+got|ive\s+got|i\s+(?:might|could|may)\s+(?:be|have)|"
    r"i'?m\s+(?:getting|becoming|going)|something'?s?\s+(?:is\s+)?wrong\s+with\s+me)"
    r"(?P<state>(?:\s+(?:\w+\s+){0,2}?(?P<low>depressed|depression|suicidal)|\s+(?:\w+\s+){0,2}?(?:crazy|insane|mad|nuts|"
    r"mentally\s+ill|(?:a\s+)?mental\s+illness|psychotic|schizophreni\w*|bipolar|ptsd|traumati[sz]ed|broken|"
    r"losing\s+my\s+mind|unwell|ill|sick))\b)?"
    r"|\b(?:is|are|could|can|might)\s+(?:this|that|it|my\s+(?:\w+\s+)?(?:dreams?|nightmares?)|these|those|(?:these|those)\s+"
    r"(?:dreams|nightmares))\s+(?:be\s+)?(?:a\s+)?(?:signs?|symptoms?)\s+(?:of|that)\s+(?:i'?m\s+|im\s+|i\s+am\s+|i\s+have\s+)?"
    r"(?:\w+\s+){0,2}?(?:(?P<low2>depression|depressed)|anxiety|mental\s+illness|psychosis|something\s+wrong|"
    r"(?:going\s+)?crazy|illness|ptsd|trauma)\b",
    re.IGNORECASE,
)


# "am i stressed or something", "does that mean im anxious": whether a dream says they are
# under strain (not ill: ``dream_as_sign``; "could it be stress" asks the cause: ``cause_asked``)
_STRESSED = r"(?:stressed(?:\s+out)?|anxious|worried|overthinking|burn(?:ed|t)\s+out|overwhelmed|tense|on\s+edge|overworked)"
_STRESS_ASKED = re.compile(
    r"^\W*(?:(?:so|but|and|hmm+|wait|like|honestly|ok(?:ay)?)\W+)*(?:"
    rf"(?:am|was)\s+i\s+(?:just\s+|really\s+|too\s+|that\s+|so\s+)?{_STRESSED}"
    rf"|(?:do|does|did)\s+(?:you\s+think\s+)?(?:that|this|it)\s+(?:mean|say|show)s?\s+(?:that\s+)?(?:i'?m|im|i\s+am)\s+"
    rf"(?:just\s+|really\s+|too\s+)?{_STRESSED}"
    rf"|do\s+you\s+think\s+(?:i'?m|im|i\s+am)\s+(?:just\s+|really\s+)?{_STRESSED}"
    r")(?:\s+or\s+(?:something|what|smth|sth))?(?:\s+(?:lol|haha|tho|though|maybe|lately))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "what snakes mean", "what does a snake mean": a meaning asked of, in a request or a question
_MEANING_ASKED_OF = re.compile(
    r"\bwhat\s+(?:\w+\s+){0,4}?(?:means?|symboli[sz]es?)\b", re.IGNORECASE
)


def dream_as_sign(text: str) -> str:
    """What ``text`` asks its dreams to be a sign of: "low" (depression), "wrong" (anything else
    wrong with them), or ""."""
    m = _DREAM_AS_SIGN.search(text)
    if m is None or (
        m["state"] is None
        and m["low2"] is None
        and "wrong" not in m[0].lower()
        and not re.search(r"\bsigns?|symptoms?\b", m[0], re.IGNORECASE)
    ):
        return ""
    return "low" if m["low"] or m["low2"] else "wrong"


# "i feel so lonely tonight", "nobody to talk to", "i have no one"
_LONELY = re.compile(
    r"\b(?:i'?m|im|i\s+am|i\s+feel|i'?ve\s+been|ive\s+been|i\s+have\s+been|feeling|i\s+get|i\s+got)\s+"
    r"(?:so\s+|really\s+|very\s+|kind\s+of\s+|kinda\s+|pretty\s+|a\s+bit\s+|a\s+little\s+|just\s+|super\s+)?"
    r"(?:lonely|lonesome|isolated|alone)\b"
    r"|\b(?:no\s*one|nobody)\s+(?:really\s+|ever\s+|even\s+)?(?:to\s+talk\s+to|cares|understands\s+me|gets\s+me)\b"
    r"|\bi\s+(?:have|got)\s+(?:no\s+one|nobody|no\s+friends)\b",
    re.IGNORECASE,
)


# "is that a dream thing", "could it be my dreams": whether dreams wake them, asked of nights told
_IS_IT_DREAMS = re.compile(
    r"^\W*(?:(?:so|and|but|hmm+|wait)\W+)*(?:is\s+(?:that|it|this)\s+(?:a\s+)?(?:dream|dreaming|dreams)\s+(?:thing|related)"
    r"|(?:is|could|would|might)\s+(?:that|it|this)\s+be\s+(?:because\s+of\s+|from\s+)?(?:my\s+)?(?:dreams?|dreaming|nightmares?)"
    r"|(?:do|does|could|are)\s+(?:my\s+)?(?:dreams?|nightmares?)\s+(?:wake|be\s+waking|waking)\s+me(?:\s+up)?)"
    r"(?:\s+(?:then|though|tho|do\s+you\s+think))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "why do you think that is", "why is that": a reason asked of what was just read or said
_WHY_SO = re.compile(
    r"^\W*(?:(?:but|and|so|hmm+|ok(?:ay)?|interesting)\W+)*(?:why(?:\s+do\s+you\s+think)?"
    r"(?:\s+(?:that\s+is|is\s+that|that\s+would\s+be|would\s+that\s+be|though|tho|that\s+happens))?"
    r"|what\s+do\s+you\s+think\s+(?:causes|is\s+causing)\s+(?:that|it|this))\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# ... after what comes back in their dreams asked ("whats been coming up the most in my dreams")
_ASKED_WHAT_RECURS = re.compile(
    r"\b(?:coming\s+up|comes?\s+(?:back|up)|keeps?\s+(?:coming|showing\s+up|happening)|recurring|recur\w*|"
    r"most\s+common|patterns?|themes?)\b[^?]*\b(?:dreams?|nightmares?)\b"
    r"|\b(?:dreams?|nightmares?)\b[^?]*\b(?:coming\s+up|come\s+(?:back|up)|recur\w*|most\s+common|patterns?|themes?)\b",
    re.IGNORECASE,
)


def _lost_sleep(text: str) -> bool:
    """Whether ``text`` tells a night without (enough) sleep ("couldnt fall back asleep")."""
    # (a racing mind is no night told: "my mind keeps racing about work")
    sleepless = (m := _SLEEPLESS.search(text)) is not None and not re.search(
        r"racing|switch\s+off", m[0], re.IGNORECASE
    )
    return bool(
        sleepless
        or _NO_SLEEP.search(text)
        or _NO_SLEEP_AGAIN.search(text)
        or _NOT_BACK_TO_SLEEP.search(text)
    )


_NOT_BACK_TO_SLEEP = re.compile(
    r"\b(?:couldn'?t|couldnt|could\s+not|can'?t|cant|cannot|didn'?t|didnt)\s+(?:\w+\s+)?(?:fall|get|go|drift)\s+back\s+"
    r"(?:to\s+)?(?:sleep|asleep)\b|\bwide\s+awake\s+(?:at|since|until|till)\b",
    re.IGNORECASE,
)


_KEPT_AWAKE_BY = re.compile(
    r"\b(?:about|because|cause|since|thinking|worried|worrying|anxious|stressed|nervous|scared|afraid|"
    r"excited|grief|missing|so\s+\w+\s+that)\b",
    re.IGNORECASE,
)
# "now im exhausted at work", after a night without sleep told
_WORN_OUT = re.compile(
    r"\b(?:exhausted|tired|wrecked|drained|knackered|dead\s+on\s+my\s+feet|a\s+zombie|so\s+sleepy|sleepy|"
    r"running\s+on\s+(?:empty|fumes))\b",
    re.IGNORECASE,
)


# "my son sleepwalks", "my wife talks in her sleep": a habit of the night of someone of theirs
# (probed: the 1.5B's "Sleepwalking is a common behavior in young children, and it can be normal
# or indicate a deeper issue.")
_THEIR_HABIT = re.compile(
    r"\bmy\s+(?:\w+\s+)?(?:son|daughter|kid|child|boy|girl|toddler|husband|wife|partner|boyfriend|girlfriend|"
    r"brother|sister|mom|mum|dad|roommate)\s+(?:\w+\s+)?(?:(?P<joined>sleep[-\s]?(?:walks|talks|walked|talked)|"
    r"(?:keeps\s+)?sleep[-\s]?(?:walking|talking))|(?P<verb>walks|talks|walked|talked|screams|screamed|kicks|kicked)\s+"
    r"(?:\w+\s+){0,2}?in\s+(?:his|her|their)\s+sleep)\b",
    re.IGNORECASE,
)
# "should i wake him up", after their sleepwalking was told
_WAKE_THEM_ASKED = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?)\W+)*(?:should|do|can|could)\s+i\s+(?:try\s+to\s+)?wake\s+(?:him|her|them)"
    r"(?:\s+up)?(?:\s+(?:when\s+it\s+happens|then|or\s+not))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def others_habit(text: str) -> str | None:
    """The habit of the night ``text`` tells of someone of theirs ("my son sleepwalks":
    "sleepwalking"), by its name in ``terms.txt``, or None."""
    m = _THEIR_HABIT.search(text)
    if m is None:
        return None
    said = (m["joined"] or m["verb"]).lower()
    if "walk" in said:
        return "sleepwalking"
    if said.startswith("scream"):
        return "screaming in sleep"
    return "sleep talking" if "talk" in said else "moving in sleep"


def habit_told(text: str) -> str | None:
    """The habit of their sleep ``text`` tells of them ("i talk in my sleep": "sleep talking"),
    by its name in ``terms.txt``, or None."""
    m = _HABIT_TOLD.search(text)
    if m is None and (told := _TOLD_OF_THE_NIGHT.search(text)) is not None:
        return _habit_named(told["verb"])
    return None if m is None else _habit_named(m["verb"] or m["joined"])


# "my boyfriend says i kicked him last night", "she said i was yelling in the night": a habit of
# their sleep told by who saw it, the night named instead of the sleep (probed: the 1.5B's words)
_TOLD_OF_THE_NIGHT = re.compile(
    r"\b(?:says?|said|told\s+me|tells\s+me)\s+(?:that\s+)?i\s+(?:was\s+)?(?P<verb>kick|punch|hit|thrash|talk|walk|"
    r"scream|yell|shout)(?:s|ed|ing)?\s+(?:\w+\s+){0,3}?(?:last\s+night|in\s+the\s+night|during\s+the\s+night|"
    r"at\s+night|all\s+night|while\s+i\s+(?:was\s+)?(?:asleep|sleeping))\b",
    re.IGNORECASE,
)


def _habit_named(verb: str) -> str:
    """The name in ``terms.txt`` of the habit of sleep ``verb`` says ("shouted": "screaming in
    sleep")."""
    said = verb.lower()
    if "walk" in said:
        return "sleepwalking"
    if said.startswith(("scream", "yell", "shout")):
        return "screaming in sleep"
    return "sleep talking" if "talk" in said else "moving in sleep"


# "what is that called", "is there a name for that", "what's it called when you…": the name of
# something they lived, asked (probed, after "i had a dream i was falling and then i woke up with
# a jerk": "The dream you're describing is called a "falling" dream.")
_NAME_ASKED = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|hey|um+|and|also|btw|wait|hmm+|sandman)\W+)*(?:"
    r"(?:what(?:'?s|\s+is|\s+was)|whats)\s+(?:that|this|it)\s+called"
    r"|(?:is|was)\s+there\s+a\s+(?:name|word|term)\s+for\s+(?:that|this|it)"
    r"|does\s+(?:that|this|it)\s+have\s+a\s+name|what\s+do\s+(?:you|they|people)\s+call\s+(?:that|this|it)"
    # ("what is that", after a nightmare of someone in the room and "i couldnt move or scream":
    # probed, "I'm not sure what to say to that"); what it names is looked for in what they told
    r"|(?:what(?:'?s|\s+is|\s+was)|whats)\s+(?:that|this)|what\s+(?:is|was)\s+happening(?:\s+to\s+me)?)"
    r"(?P<rest>\s+(?:when|if)\b.*)?[\s?.!]*$",
    re.IGNORECASE | re.DOTALL,
)
# What they lived, told in their words, by the word of dreaming or sleep that names it
_DESCRIBED = (
    (
        # ("my dream last night felt like it lasted for years": probed, "Thank you for telling
        # me…", the 1.5B's "It was like a long, winding road" held back)
        re.compile(
            r"\b(?:felt|feel|feels|seemed|seems)\s+like\s+(?:it|they|that\s+(?:one|dream))\s+(?:went\s+on|lasted|took|was)\s+"
            r"(?:for\s+)?(?:years|hours|forever|days|weeks|ages|a\s+lifetime|all\s+night|a\s+whole\s+(?:life|day|night|year))\b"
            r"|\b(?:lasted|went\s+on)\s+(?:for\s+)?(?:years|forever|ages|a\s+lifetime)\b",
            re.IGNORECASE,
        ),
        "how long dreams last",
    ),
    (
        # ("i had a dream in spanish" / "is that weird? im learning spanish": probed, the 1.5B's
        # "Yes, it's interesting…")
        re.compile(
            r"\b(?:dream(?:t|ed|s|ing)?|a\s+dream|dreams)\s+(?:\w+\s+){0,2}?(?:entirely\s+|all\s+|completely\s+|only\s+)?"
            r"in\s+(?:spanish|french|german|italian|portuguese|japanese|chinese|mandarin|cantonese|korean|russian|"
            r"arabic|hindi|dutch|swedish|norwegian|danish|finnish|polish|turkish|greek|hebrew|vietnamese|thai|"
            r"ukrainian|czech|another\s+language|a\s+(?:foreign|different|new|second)\s+language)\b",
            re.IGNORECASE,
        ),
        "dreaming in another language",
    ),
    (
        # ("sometimes i wake up and dont know where i am": probed, the 1.5B's "It might be a
        # dream.")
        re.compile(
            r"\b(?:wake|wakes|woke|waking)\s+up\s+(?:and\s+|and\s+i\s+|i\s+|not\s+)?(?:\w+\s+){0,2}?"
            r"(?:(?:don'?t|dont|didn'?t|didnt|do\s+not|not)\s+know(?:ing)?|can'?t\s+tell|have\s+no\s+idea|had\s+no\s+idea)\s+"
            r"where\s+i\s+(?:am|was)\b"
            r"|\b(?:wake|wakes|woke|waking)\s+up\s+(?:so\s+|really\s+|totally\s+|completely\s+)?(?:confused|disoriented|disorientated)\b",
            re.IGNORECASE,
        ),
        "waking up confused",
    ),
    (
        # ("i dont remember my dream but i woke up crying" / "what could cause that": probed,
        # "I'm not sure what to say to that.")
        re.compile(
            r"\b(?:don'?t|dont|do\s+not|can'?t|cant|didn'?t|didnt|never)\s+(?:even\s+)?(?:remember|recall)\b[^.!?]*"
            r"\b(?:wake|woke|waking)\s+up\s+(?:\w+\s+){0,2}?(?:crying|in\s+tears|sobbing)\b"
            r"|\b(?:wake|woke|waking)\s+up\s+(?:\w+\s+){0,2}?(?:crying|in\s+tears|sobbing)\b[^.!?]*"
            r"\b(?:don'?t|dont|do\s+not|can'?t|cant|didn'?t|didnt|no\s+idea|not\s+sure)\b[^.!?]*\b(?:remember|recall|why)\b",
            re.IGNORECASE,
        ),
        "waking up crying",
    ),
    (
        # ("my dog keeps twitching in his sleep" / "is he dreaming": probed, the 1.5B's "That might
        # be a sign of stress or anxiety.")
        re.compile(
            r"\bmy\s+(?:\w+\s+)?(?:dog|cat|puppy|kitten|pup|pet|dogs|cats)\b[^.!?]*\b(?:twitch|kick|paddl|run|bark|"
            r"woof|whimper|whin|growl|yelp|wag|mov|shak|sleep-?run)\w*\b[^.!?]*\b(?:sleep|asleep|sleeping|dreaming|naps?)\b",
            re.IGNORECASE,
        ),
        "animals dreaming",
    ),
    (
        # ("i dreamt i was falling and woke up right before i hit the ground" / "why does that
        # happen": probed, the 1.5B's "Dreams can often reflect underlying feelings or desires…")
        re.compile(
            r"\b(?:fall|falling|fell)\b[^.!?]*\b(?:woke|wake|waking)\s+up\b[^.!?]*\b(?:before|as)\s+(?:i\s+)?"
            r"(?:hit|hitting|landed|land|landing|reached)\b",
            re.IGNORECASE,
        ),
        "falling dreams",
    ),
    (
        re.compile(
            r"\b(?:fall|falling|fell|drop|dropping|trip|tripping)\b[^.!?]*\b(?:jerk|jolt|twitch|start|kick|jump)"
            r"|\b(?:jerk|jolt|twitch)\w*\b[^.!?]*\b(?:falling\s+asleep|drifting\s+off|dozing\s+off)",
            re.IGNORECASE,
        ),
        "hypnic jerk",
    ),
    (
        re.compile(
            r"\b(?:couldn'?t|couldnt|could\s+not|can'?t|cant|cannot|unable\s+to)\s+(?:\w+\s+)?(?:move|speak|talk|scream)\b"
            r"|\b(?:frozen|paralys|paralyz)\w*",
            re.IGNORECASE,
        ),
        "sleep paralysis",
    ),
    (
        re.compile(
            r"\b(?:woke|wake|waking)\s+up\b[^.!?]*\b(?:still|actually|really)\s+(?:\w+\s+)?(?:dreaming|asleep|in\s+(?:the|a)\s+dream)"
            r"|\bdream(?:t|ed|ing)?\s+(?:that\s+)?i\s+(?:woke|was\s+waking)\s+up\b"
            # ("i had a dream within a dream" / "i woke up and then woke up again": probed, "You
            # seem to have a recurring dream where you wake up multiple times in the same day")
            r"|\bdream\s+(?:with)?in\s+a\s+dream\b"
            r"|\bwoke\s+up\b[^.!?]{0,40}?\b(?:then|and|but)\s+(?:\w+\s+)?woke\s+up\s+(?:again|for\s+real|properly|really)\b"
            r"|\bthought\s+i\s+(?:had\s+)?(?:woke(?:n)?|was\s+awake)\b[^.!?]{0,40}?\b(?:still|actually|really)\s+(?:\w+\s+)?(?:dreaming|asleep)\b",
            re.IGNORECASE,
        ),
        "false awakening",
    ),
    (
        re.compile(
            r"\b(?:knew|know|realized|realised|realize|realise|aware|notice|noticed)\s+(?:that\s+)?"
            r"(?:i\s+was|i'?m|im|you(?:'?re|\s+are|\s+were)?|u\s+(?:are|r)|ur)\s+dreaming\b",
            re.IGNORECASE,
        ),
        "lucid dream",
    ),
    (
        # "my son keeps waking up screaming", "she wakes up screaming and doesnt remember it" (probed:
        # "Thank you for telling me…", then "He may have forgotten the dream he had last night.")
        re.compile(
            r"\b(?:my\s+(?:(?:little|baby|younger|older|\d+\s+year\s+old)\s+)?(?:son|daughter|kid|child|baby|toddler|boy|girl|"
            r"little\s+one)|he|she)\s+(?:keeps\s+|kept\s+|often\s+|always\s+|sometimes\s+)?"
            r"(?:wak(?:es|ing)|woke)\s+up\s+(?:\w+\s+)?(?:screaming|shrieking|thrashing)",
            re.IGNORECASE,
        ),
        "night terrors",
    ),
    (
        # "my dreams feel so real lately its scary", "i cant tell whats real when i wake up"
        # (probed: "Dreams can be scary, but they're a part of your experience.")
        re.compile(
            r"\b(?:my|the|these|all\s+my)\s+dreams\s+(?:have\s+been|are|feel|felt|seem|have\s+gotten|are\s+getting|"
            r"keep\s+being)\s+(?:so\s+|really\s+|super\s+|too\s+|very\s+|crazy\s+|way\s+too\s+|scarily\s+)*"
            r"(?:real|vivid|realistic|lifelike|life-like)\b"
            r"|\b(?:can'?t|cant|cannot|couldn'?t|couldnt|could\s+not|don'?t|dont)\s+(?:always\s+|even\s+)?"
            r"(?:tell|know)\s+(?:what'?s|whats|what\s+is|what\s+was|if\s+(?:it'?s|its|it\s+was|that\s+was)|"
            r"whether\s+(?:it'?s|its|it\s+was))\s+(?:real|a\s+dream)\b"
            r"|\b(?:such|so\s+many)\s+vivid\s+dreams\b|\bvivid\s+dreams\s+(?:lately|recently|every\s+night)"
            # ("im not sure if it was a dream or if it really happened": probed, the 1.5B's "It
            # could be a dream or it might have been real, just not sure.")
            r"|\b(?:not\s+sure|unsure|don'?t\s+know|dont\s+know|can'?t\s+tell|cant\s+tell|wondering)\s+(?:if|whether)\s+"
            r"(?:it|that|this)\s+was\s+(?:just\s+|only\s+|really\s+)?a\s+dream\b"
            r"|\bwas\s+(?:it|that|this)\s+(?:just\s+|only\s+)?a\s+dream\s+or\s+(?:did\s+(?:it|that)\s+)?(?:really\s+)?"
            r"(?:happen|real)",
            re.IGNORECASE,
        ),
        "vivid dreams",
    ),
    (
        re.compile(
            r"\b(?:same|that)\s+(?:\w+\s+)?(?:dream|nightmare)\s+(?:again|over\s+and\s+over|keeps\s+coming\s+back)",
            re.IGNORECASE,
        ),
        "recurring dream",
    ),
)


# Awake when it happened ("i woke up at 3am and couldnt move"), not a dream's stillness ("in my
# dream i couldnt move")
_AWAKE_THEN = re.compile(
    r"\b(?:woke|wake|waking|awake|lying\s+in\s+bed|in\s+my\s+bed|falling\s+asleep|drifting\s+off)\b",
    re.IGNORECASE,
)


# "i had sleep paralysis last night", "got sleep paralysis again": lived, named outright
_PARALYSIS_NAMED = re.compile(
    r"\b(?:had|have|get|got|getting|having|experienced?|woke\s+up\s+with)\s+(?:an?\s+(?:bad\s+|awful\s+)?"
    r"(?:episode|bout)\s+of\s+|really\s+bad\s+|bad\s+)?sleep\s+paralysis\b",
    re.IGNORECASE,
)
# "there was a shadow in the corner", "i felt something sitting on my chest", after sleep
# paralysis told: what many see or feel while it lasts
_PRESENCE_SEEN = re.compile(
    r"\b(?:shadow|figure|silhouette|presence|demon|ghost|creature|hag|intruder|someone|somebody|something|"
    r"a\s+(?:man|woman|person|thing|face|shape)|weight|pressure)\b",
    re.IGNORECASE,
)
# what terms.txt reads as harmless in itself (asked "is that dangerous" after one: that answer,
# not the line that will not guess about their health)
_HARMLESS = frozenset({"sleep paralysis", "hypnic jerk", "false awakening", "lucid dream"})


def sleep_lived_told(text: str) -> bool:
    """Whether ``text`` tells a night lived awake, not a dream: sleep paralysis ("i had sleep
    paralysis last night", "i woke up at 3am and couldnt move"); what is told after it is of that
    night. (A lucid dream is a dream; waking in tears ends one, and goes with it.)"""
    return lived_told(text) == "sleep paralysis"


def lived_told(text: str) -> str | None:
    """The word of sleep that names what ``text`` itself tells they lived awake: sleep paralysis
    ("i woke up at 3am and couldnt move, there was a shadow by my door": probed, the 1.5B went on
    with "a black silhouette that had always stood in the corner of your room") or a false
    awakening ("i woke up and then woke up again"); else None. Its written answer meets it, the
    model's guesses at what was there do not."""
    term = _lived(text)
    if term == "animals dreaming":
        # (their pet's sleep watched, not a dream of theirs: "i dreamt my dog was running")
        return None if re.search(r"\bdream(?:t|ed)\b|\bin\s+my\s+dream", text, re.I) else term
    if term in (
        "false awakening",
        "vivid dreams",
        "night terrors",
        "waking up confused",
        "waking up crying",
    ):
        return term
    if (
        term == "how long dreams last"
        and told_dream(text, date.today()) is None
        # (the dream named as what lasted: "my dream last night felt like…"; "it felt like it
        # lasted all night", after a dream of an ex, goes on with that dream)
        and re.search(r"\b(?:dream|nightmare)s?\b", text, re.IGNORECASE) is not None
    ):
        # (of a dream whose length alone is told; a dream told with it is met as the dream)
        return term
    if term == "sleep paralysis" and _AWAKE_THEN.search(text) and not _IN_A_DREAM.search(text):
        return term
    if term == "sleep paralysis" and _PARALYSIS_NAMED.search(text) and not asks(text):
        # ("i had sleep paralysis last night": probed, "Thank you for telling me…", then the
        # 1.5B's "Oh, that's interesting." to the shadow in the corner)
        return term
    if term == "lucid dream" and "?" not in text and not asks(text):
        # ("i realized i was dreaming last night!": probed, the 1.5B's "It can be fun to dream
        # about different things and explore new worlds.")
        return term
    return None


def _lived(text: str) -> str | None:
    """The word of sleep that names what ``text`` tells they lived ("i was falling and woke up
    with a jolt": "hypnic jerk"), but a dream come again, which is met as the dream it is."""
    for pattern, term in _DESCRIBED:
        if term == "recurring dream" or not pattern.search(text):
            continue
        if term == "sleep paralysis" and _IN_A_DREAM.search(text) and not _AWAKE_THEN.search(text):
            continue  # ("in my dream i couldnt move": the dream's, not their body's)
        return term
    return None


def term_described(text: str, recent: Sequence[str]) -> str | None:
    """The word of dreaming or sleep that names what ``text`` asks the name of ("what is that
    called", after a fall and a jolt awake: "hypnic jerk"), told in ``text`` ("what's it called
    when…") or in one of ``recent`` (their last messages, the latest first); else None."""
    m = _NAME_ASKED.match(text.strip())
    if m is None:
        return None
    for said in [m["rest"]] if m["rest"] else recent:
        if (habit := habit_told(said)) is not None:
            return habit
        for pattern, term in _DESCRIBED:
            if pattern.search(said):
                return term
        if (named := _TERM_NAMED.search(said)) is not None:
            return _term_of(named)
    return None


# "do dogs dream", "can cats have nightmares", and "is he dreaming" after their pet's sleep told
_ANIMALS_DREAM_ASKED = re.compile(
    r"^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?|lol)\W+)*(?:do|can|does|could)\s+(?:dogs|cats|animals|pets|my\s+(?:dog|cat|pet))\s+"
    r"(?:really\s+|actually\s+|even\s+)?(?:dream|have\s+(?:dreams|nightmares))\b",
    re.IGNORECASE,
)
_PET_DREAMING_ASKED = re.compile(
    r"^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?|lol)\W+)*(?:(?:is|was)\s+(?:he|she|it)|are\s+they)\s+"
    r"(?:just\s+|really\s+|actually\s+)?(?:dreaming|having\s+(?:a\s+)?(?:dream|nightmare)s?)\b"
    r"|^\W*what\s+(?:is|are|do|does)\s+(?:he|she|it|they)\s+dream(?:ing)?\s+(?:about|of)\b",
    re.IGNORECASE,
)


# "do my dreams predict the future", "will it come true" (probed: "Dreams … may provide insights
# into future events")
_FUTURE_ASKED = re.compile(
    r"\b(?:do|can|could|does|will|might)\s+(?:my\s+|our\s+|the\s+|these\s+|some\s+)?(?:dreams?|nightmares?|it|this|that)\s+"
    r"(?:really\s+|actually\s+|ever\s+)?(?:predict|foretell|show|tell|see|mean\s+something\s+about)\s+(?:me\s+)?(?:the\s+|my\s+)?future\b"
    # (dreams in general: "will it come true", of one dream, is nobody's to know, ``beyond``)
    r"|\b(?:do|can|could|will|might)\s+(?:my\s+|the\s+|some\s+)?(?:dreams|nightmares)\s+"
    r"(?:really\s+|actually\s+|ever\s+)?come\s+true\b"
    r"|\bis\s+(?:it|this|that)\s+(?:a\s+)?(?:premonition|prophecy|warning\s+(?:about|of)\s+the\s+future)\b"
    # ("do u think dreams can predict the future": probed, the 1.5B's "They can offer clues or hints
    # that may help predict something")
    r"|\b(?:dreams?|nightmares?)\s+(?:can|could|do|might|will|ever|really|actually|sometimes)\s+(?:\w+\s+)?"
    r"(?:predict|foretell|see\s+into|show)\s+(?:the\s+|my\s+|your\s+)?future\b"
    r"|\bare\s+(?:dreams|nightmares)\s+(?:ever\s+|really\s+|sometimes\s+)?(?:prophetic|premonitions?|psychic)\b"
    # "does that mean ill fail", after a dream of forgetting how to read before finals (probed:
    # "fail" looked up as a symbol)
    r"|^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?|lol|omg)\W+)*(?:does|do|could|would|will)\s+(?:that|this|it|the\s+dream)\s+"
    r"mean\s+(?:that\s+)?(?:i'?ll|ill|i\s+will|i'?m\s+going\s+to|im\s+gonna|i'?m\s+gonna|i\s+am\s+going\s+to|"
    r"(?:he|she|they|my\s+\w+)(?:'ll|\s+will|\s+is\s+going\s+to)|it'?ll|it\s+will|it'?s\s+going\s+to)\s+\w+",
    re.IGNORECASE,
)


# "i dream in black and white sometimes, is that normal", "do people dream in color" (probed:
# "…can be normal or a sign of certain types of dream interpretation")
# "what should i do to have better dreams", "how can i have nicer dreams" (probed: the 1.5B's "try
# meditating, setting intentions…")
_BETTER_DREAMS_ASKED = re.compile(
    r"\b(?:how\s+(?:can|do|could|would|should)\s+i|what\s+(?:can|should|could)\s+i\s+do\s+to|"
    r"(?:any\s+)?(?:tips|advice|ideas|ways)\s+(?:for|on|to)|is\s+there\s+(?:a\s+way|anything\s+i\s+can\s+do)\s+to)\s+"
    r"(?:have|get|make|having|getting)\s+(?:(?:more|some)\s+)?(?:better|nicer|happier|good|pleasant|sweeter|sweet|"
    r"more\s+(?:pleasant|positive|peaceful))\s+(?:dreams|ones)\b",
    re.IGNORECASE,
)
_IN_BLACK_AND_WHITE = re.compile(
    r"\bdream(?:s|t|ed|ing)?\s+(?:\w+\s+)?(?:in|are)\s+(?:black\s+(?:and|&|n)\s+white|colou?r|grayscale|greyscale)\b",
    re.IGNORECASE,
)
# "do dreams about dead people mean anything", "what does it mean to dream of someone who died"
# (probed: "dead people" searched, and nothing said of them)
_THE_DEAD = (
    r"(?:an?\s+)?(?:dead|deceased)\s+(?:people|persons?|relatives?|family(?:\s+members?)?|loved\s+ones?|parents?|"
    r"friends?)|the\s+dead|(?:people|someone|somebody|a\s+person|loved\s+ones?)\s+(?:who|that)\s+"
    r"(?:has\s+|have\s+)?(?:died|passed(?:\s+away|\s+on)?)"
)
_OF_THE_DEAD_ASKED = re.compile(
    r"\b(?:do|does|can|could|what\s+do|what\s+does|why\s+do)\s+(?:dreams?|dreaming|nightmares?)\s+"
    rf"(?:about|of|with)\s+(?:{_THE_DEAD})\s+(?:really\s+|actually\s+)?(?:mean|matter|signify|say)\b"
    rf"|\bwhat\s+does\s+it\s+mean\s+(?:to|when\s+(?:you|i|we|people))\s+dream\w*\s+(?:about|of)\s+(?:{_THE_DEAD})\b"
    rf"|\bwhy\s+do\s+(?:we|people|i)\s+dream\s+(?:about|of)\s+(?:{_THE_DEAD})\b",
    re.IGNORECASE,
)


_THE_DEAD_SAID = re.compile(r"\b(?:died|dead|passed|deceased|lost)\b", re.IGNORECASE)
# "what does it mean when you cant scream", "why cant i run in my dreams" (probed: "scream" looked
# up, "One dream in your journal mentions scream")
_CANT_SCREAM_ASKED = re.compile(
    r"\b(?:what\s+does\s+it\s+mean|what\s+causes\s+it|why\s+does\s+it\s+happen|is\s+it\s+normal|why)\s+"
    r"(?:when|that|if)?\s*(?:you|i|u|people|we)\s+(?:can'?t|cant|cannot|couldn'?t|couldnt)\s+(?:ever\s+)?"
    r"(?:scream|yell|shout|speak|talk|run|move|punch|call\s+out)\b(?!\s+(?:in\s+)?(?:my|your|the)\s+sleep)"
    r"(?!.*\b(?:awake|woke|wake)\b)",
    re.IGNORECASE,
)


# "what does it mean if you dream about someone you havent seen in years", "why do i dream about
# old classmates" (probed: the 1.5B's "The dream could be about a person you haven't seen in years")
_PAST_PEOPLE_ASKED = re.compile(
    r"\b(?:what\s+does\s+it\s+mean|why\s+do|why\s+would|is\s+it\s+(?:normal|weird|strange)|what\s+does\s+dreaming)\b[^?.!]{0,30}?"
    r"\b(?:dream(?:s|t|ed|ing)?)\s+(?:about|of)\s+(?:someone|somebody|people|an?\s+old\s+(?:friend|classmate|coworker|teacher)|"
    r"old\s+(?:friends|classmates|coworkers|teachers)|(?:a\s+)?(?:childhood|school|high\s+school)\s+friends?)"
    r"(?:\s+(?:i|you|we|u)\s+(?:haven'?t|havent|have\s+not|hadn'?t|don'?t|dont)\s+(?:seen|talked\s+to|spoken\s+to|heard\s+from)"
    r"(?:\s+in\s+(?:years|ages|forever|a\s+long\s+time|decades))?|\s+from\s+(?:my|your|the)\s+past|\s+from\s+long\s+ago)?\b",
    re.IGNORECASE,
)


# "how long do dreams actually last", "how long does a dream last" (probed: the latest dreams
# listed)
_DREAM_LENGTH_ASKED = re.compile(
    r"\bhow\s+long\s+(?:do|does|can|could|will)\s+(?:a\s+|your\s+|our\s+|my\s+)?(?:dreams?|nightmares?)\s+"
    r"(?:actually\s+|really\s+|usually\s+|normally\s+|even\s+)?(?:last|take|go\s+on)\b"
    r"|\bhow\s+long\s+(?:is|are)\s+(?:a\s+|an\s+average\s+)?(?:dreams?|nightmares?)\b(?!\s+(?:about|of|from)\b)",
    re.IGNORECASE,
)


# "my therapist says i should keep a dream journal. how does this work", "how do i keep a dream
# diary": how a dream journal is kept (probed: the 1.5B's "A dream journal is a safe place to
# express your thoughts…")
_JOURNAL_HOW = re.compile(
    r"\bdream\s+(?:journal|diary)\b[^?]*\bhow\s+(?:does|do|would|will|should|can)\s+(?:this|it|that|i|you|we)\s+"
    r"(?:work|start|begin|do\s+(?:it|this|that)|use\s+(?:it|this|you))\b"
    r"|\bhow\s+(?:do|should|can|would)\s+i\s+(?:keep|start|use|begin)\s+(?:a|my|this|the)\s+dream\s+(?:journal|diary)\b",
    re.IGNORECASE,
)


# "what could be behind it", "whats behind this", "why does it keep happening": why a dream that
# keeps coming does
_BEHIND_IT = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+|then)\W+)*(?:"
    r"what(?:'?s|\s+is|\s+could|\s+might|\s+would|\s+do\s+you\s+think)?\s+(?:be\s+|is\s+)?behind\s+(?:it|this|that|them)"
    r"|why\s+(?:does|do|would|is)\s+(?:it|this|that|they)\s+keep\s+(?:happening|coming(?:\s+back)?|repeating|returning)"
    r")(?:\s+(?:then|do\s+you\s+think))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def term_asked(text: str) -> str | None:
    """The word of dreaming or sleep ``text`` asks about, by its name in ``terms.txt``, or
    None."""
    if _JOURNAL_HOW.search(text):
        return "dream journal"
    if _DREAM_LENGTH_ASKED.search(text):
        return "how long dreams last"
    if _PAST_PEOPLE_ASKED.search(text) and not _THE_DEAD_SAID.search(text):
        return "dreams of people from the past"
    if _CANT_SCREAM_ASKED.search(text):
        return "not being able to scream in dreams"
    if _FUTURE_ASKED.search(text):
        return "prophetic dreams"
    if _DIE_IN_A_DREAM.search(text):
        return "dying in a dream"
    if _ANIMALS_DREAM_ASKED.match(text):
        return "animals dreaming"
    if _RECALL_ASKED.match(text.strip()):
        return "dream recall"
    if _IN_BLACK_AND_WHITE.search(text):
        return "dreams in black and white"
    if _BETTER_DREAMS_ASKED.search(text):
        return "better dreams"
    if _OF_THE_DEAD_ASKED.search(text):
        return "dreams of the dead"
    if _TELL_IF_DREAMING.search(text):
        return "reality check"
    if _WHY_AGAIN.match(text.strip()):
        return "recurring dream"
    if (between := _DIFFERENCE_ASKED.search(text)) is not None and (
        named := _TERM_NAMED.search(between["what"])
    ) is not None:
        # "whats the difference between a nightmare and a night terror" (probed: the 1.5B's "Night
        # terrors are intense, recurring dreams…"): the word of sleep it names
        return _term_of(named)
    # ("whats a recuring dreem": probed, the overview listed)
    m = _TERM_ASKED.match(text.strip()) or _TERM_ASKED.match(mend_typos(text).strip())
    return None if m is None else _term_of(m)


# "my friend says if you die in a dream you die in real life", "can you really die in your sleep if
# you die in a dream" (probed: the 1.5B's "That's a fascinating statement…", then "Yes, that's
# true." to "is that true")
_DIE_IN_A_DREAM = re.compile(
    r"\b(?:if|when|once)\s+(?:you|u|i|we|people|someone|somebody|ur)\s+(?:die|dies|get\s+killed|are\s+killed)\s+"
    r"in\s+(?:a|your|ur|my|their|the)\s+dreams?\b"
    r"|\b(?:can|could|will|do)\s+(?:you|u|i|people)\s+(?:really\s+|actually\s+)?die\s+(?:in\s+real\s+life\s+|irl\s+|for\s+real\s+)?"
    r"(?:if|when)\s+(?:you|u|i|they)\s+die\s+in\s+(?:a|your|ur|my|their)\s+dreams?\b",
    re.IGNORECASE,
)
# "how do i know if im dreaming", "how can you tell youre in a dream" (probed: "Dreams often
# reflect your thoughts, feelings, and emotions…")
_TELL_IF_DREAMING = re.compile(
    r"\bhow\s+(?:do|can|could|would|should)\s+(?:i|you|u|we|one|people)\s+(?:ever\s+)?(?:know|tell|check|be\s+sure|find\s+out|realize|realise)\s+"
    # ("how do i know im awake": probed, the 1.5B's "You wake when you feel your body move")
    r"(?:(?:if|when|whether|that)\s+)?(?:i'?m|im|i\s+am|you'?re|youre|you\s+are|ur|we'?re|we\s+are|they'?re|it'?s|its)\s+"
    r"(?:still\s+|actually\s+|really\s+)?(?:dreaming|in\s+a\s+dream|asleep|awake|not\s+dreaming)\b"
    # ... or wondered, now ("i think im having a lucid dream right now": probed, the 1.5B's "Yes,
    # you're experiencing a lucid dream.")
    r"|\b(?:i'?m|im|i\s+am|i\s+might\s+be|am\s+i|what\s+if\s+i'?m|what\s+if\s+im)\s+(?:still\s+|actually\s+)?"
    r"(?:having\s+a\s+(?:lucid\s+)?dream|(?:lucid\s+)?dreaming|in\s+a\s+(?:lucid\s+)?dream)\s+"
    r"(?:right\s+now|rn|now|at\s+the\s+moment)\b",
    re.IGNORECASE,
)
# "how do i know", "how can i tell", right after the reality check's answer (probed, after "i think
# im having a lucid dream right now": "You can know things by asking questions and listening to
# the answers.")
_HOW_TO_TELL = re.compile(
    r"^\W*(?:(?:but|so|and|ok(?:ay)?|hmm+|wait)\W+)*how\s+(?:do|can|would|could|should)\s+(?:i|you|u)\s+"
    r"(?:ever\s+)?(?:know|tell|check|be\s+sure|find\s+out)(?:\s+(?:that|it|for\s+sure|though|tho))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "how have i been feeling in my dreams lately", "are my dreams getting worse": how their dreams
# have felt, asked of the journal
_MOODS_ASKED = re.compile(
    r"\b(?:how\s+(?:have|has)\s+i\s+been\s+feeling|what\s+(?:moods?|feelings?)|how\s+do\s+i\s+(?:usually\s+)?feel|"
    r"(?:are|have)\s+my\s+dreams\s+(?:been\s+)?(?:getting\s+)?(?:worse|darker|scarier|more\s+negative|sadder)"
    # ("whats the most common mood in my dreams" / "is that bad": probed, the 1.5B's "I see that
    # you're feeling down.")
    r"|(?:common|usual|average|overall|main|typical)\s+(?:moods?|feelings?|emotions?))\b",
    re.IGNORECASE,
)
# "is that a lot", "is that too many", "how many is normal": of a count just read (``bad_dreams``)
_A_LOT = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+|wait|wow|damn|is\s+it\s+bad\s+that)\W+)*(?:"
    r"(?:is|was|are)\s+(?:that|it|this|those|these)\s+(?:(?:a\s+lot|too\s+many|(?:too|that|so)\s+much|many|"
    r"a\s+bit\s+much|more\s+than\s+(?:normal|usual|average|most\s+people)|above\s+average|high|bad|normal))"
    r"|how\s+many\s+(?:is|are)\s+(?:normal|too\s+many|a\s+lot|usual)"
    r"|(?:do|does)\s+(?:that|it)\s+seem\s+like\s+a\s+lot)"
    r"(?:\s+(?:for\s+(?:a\s+|one\s+)?(?:month|week|year|couple\s+of\s+months)|lol|though|tho|do\s+you\s+think))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# ... nightmares counted ("how many nightmares have i had since october")
# "how many dreams is that per week", "how many dreams have i logged": all of them counted
_DREAMS_COUNTED = re.compile(
    r"\bhow\s+(?:many|often)\b[^.?!]*\b(?:dreams?|entries|times?)\b|\bhow\s+often\s+do\s+i\s+dream\b"
    r"|\bhow\s+long\s+have\s+i\s+been\s+(?:keeping|writing|logging|using)\b",
    re.IGNORECASE,
)
_BAD_DREAMS_COUNTED = re.compile(
    r"\bhow\s+(?:many|often|much)\b[^.?!]*\b(?:nightmares?|bad\s+dreams?|scary\s+dreams?)\b",
    re.IGNORECASE,
)
# "can i make it happen again", "how do i have that dream again", after a good dream told (probed,
# after flying over the ocean, peaceful: the 1.5B's "try meditating or practicing deep breathing")
_AGAIN_WISHED = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|omg|wait)\W+)*(?:(?:can|could|how\s+(?:can|do|could)|is\s+there\s+a\s+way\s+(?:to|for))\s+"
    r"(?:i|me\s+to)\s+)(?:make\s+(?:it|that|this)\s+(?:happen|come\s+back)|have\s+(?:it|that|this)(?:\s+(?:dream|one))?|"
    r"dream\s+(?:it|that|of\s+(?:it|that))|get\s+(?:it|that)(?:\s+(?:dream|one))?\s+back)\s+again"
    r"(?:\s+(?:tonight|please|pls|lol))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_DIFFERENCE_ASKED = re.compile(
    r"\b(?:what'?s|whats|what\s+is|is\s+there\s+a|how\s+do\s+(?:you|i)\s+tell)\s+(?:the\s+)?"
    r"(?:difference|diff)\s+between\s+(?P<what>[^?.!]+)",
    re.IGNORECASE,
)
# "the second one", "the first kind", "the latter": one of the two a difference asked named
_ONE_OF_TWO = re.compile(
    r"\bthe\s+(?:(?P<first>first|former)|(?P<second>second|latter))(?:\s+(?:one|kind|type))?\b",
    re.IGNORECASE,
)


def one_of_two_named(text: str, asked: str) -> str:
    """``text`` with "the second one" named as the second of the two that ``asked``, the message
    before it, asked the difference between ("whats the difference between a nightmare and a
    night terror" / "i think my son has the second one": "…has a night terror")."""
    between = _DIFFERENCE_ASKED.search(asked)
    which = _ONE_OF_TWO.search(text)
    if between is None or which is None:
        return text
    two = re.split(r"\s+(?:and|or|vs\.?|versus)\s+", between["what"].strip(), maxsplit=1)
    if len(two) != 2:
        return text
    named = two[0] if which["first"] else two[1]
    return f"{text[: which.start()]}{named.strip()}{text[which.end() :]}"


# "is that dangerous", "should i see a doctor": their health, asked (probed, after a night of not
# being able to move: "Yes, it could be dangerous if the person is in a life-threatening
# situation.")
_HEALTH = re.compile(
    r"^\W*(?:(?:so|but|and|ok(?:ay)?|hmm+|wait|also)\W+)*(?:is|could|can|would|might)\s+(?:that|this|it)\s+"
    r"(?:be\s+)?(?:(?:really|actually|very)\s+)?(?:dangerous|harmful|serious|deadly|unhealthy|"
    r"bad\s+for\s+(?:me|my\s+(?:health|body|heart|brain)|the\s+baby)|"
    r"a\s+(?:medical|health|heart|brain|mental\s+health)\s+(?:problem|issue|thing|condition)|something\s+serious|"
    r"a\s+(?:sleep\s+)?disorder|a\s+sign\s+of\s+(?:an?\s+|some\s+)?(?:illness|disease|disorder|condition|"
    r"something\s+(?:serious|wrong)))\b"
    # "is something wrong with me", after waking at 3am every night (probed: "I'm not sure what
    # to say to that")
    # ("should i see a dentist lol", after teeth crumbling in dreams four times a month: probed,
    # "It's not a good idea to see a dentist unless you have an urgent dental issue.")
    r"|^\W*(?:(?:so|but|and|ok(?:ay)?|like|honestly|seriously)\W+)*(?:should|do)\s+i\s+(?:go\s+)?(?:see|get|talk\s+to|visit)\s+"
    r"(?:a|my|the)\s+(?:dentist|doctor|gp|therapist|psychologist|psychiatrist|sleep\s+specialist)\b"
    r"|^\W*(?:(?:so|but|and|ok(?:ay)?|like|honestly|seriously)\W+)*(?:is|could)\s+(?:there\s+(?:be\s+)?)?(?:something|anything)"
    r"\s+(?:be\s+)?wrong\s+with\s+(?:me|my\s+(?:sleep|body|brain|head|heart))\b"
    r"|\b(?:should|do)\s+i\s+(?:need\s+to\s+)?(?:see|go\s+to|call|talk\s+to|ask)\s+(?:a|my)\s+"
    r"(?:doctor|gp|physician|therapist|psychiatrist|psychologist)\b"
    r"|\bdo\s+i\s+need\s+(?:a|to\s+see\s+a)\s+(?:doctor|therapist)\b"
    # "should i take melatonin" (probed: "It depends on your sleep needs and the time of day.")
    r"|\b(?:should|can|could|do)\s+i\s+(?:try\s+|start\s+|stop\s+)?(?:taking\s+|take\s+|use\s+|using\s+)"
    r"(?:some\s+|a\s+)?(?:melatonin|sleeping\s+pills?|sleep\s+aids?|pills?|medication|meds|antidepressants?|"
    r"benadryl|valerian|magnesium|cbd|weed|alcohol|a\s+drink)\b"
    r"|\bis\s+(?:melatonin|(?:a\s+)?sleeping\s+pills?|(?:my\s+)?medication)\s+(?:safe|bad|ok(?:ay)?|good)\b"
    # "should i stop taking them", after "i think i have nightmares because of my meds" (probed:
    # the 1.5B's advice on adjusting the medication)
    r"|\b(?:should|can|could|do)\s+i\s+(?:stop|quit|keep)\s+(?:taking|using)\s+(?:them|it|those|these|my\s+\w+)\b",
    re.IGNORECASE,
)
# "you're useless", "this is pointless", "you suck": frustration with Sandman, met as Sandman
# getting it wrong (probed: "Thank you for sharing that. I'm sorry to hear about this, but
# there's nothing I can do to make it go away.")
_FED_UP = re.compile(
    r"^\W*(?:(?:wow|ugh+|omg|honestly|lol|sandman|dude|man|god|seriously|jeez)\W+)*"
    r"(?:(?:you(?:'?re|\s+are|\s+r)|ur|u\s+r|youre)\s+(?:so\s+|really\s+|completely\s+|totally\s+|pretty\s+|"
    r"actually\s+|literally\s+|just\s+|kinda\s+|kind\s+of\s+|such\s+an?\s+|an?\s+|no\s+)*"
    r"(?:useless|stupid|dumb|annoying|pointless|worthless|terrible|awful|garbage|trash|rubbish|help|"
    r"not\s+helpful|unhelpful|idiot|joke|waste\s+of\s+time|bad\s+at\s+this|not\s+helping)"
    # ("this app is kinda dumb": probed, "It's not very helpful for you.")
    r"|(?:this|that|the)(?:\s+(?:app|thing|bot|chat|program|journal))?(?:'?s|\s+is|\s+was)\s+(?:so\s+|really\s+|"
    r"completely\s+|totally\s+|kinda\s+|kind\s+of\s+|pretty\s+|a\s+bit\s+|super\s+)?(?:dumb|stupid|useless|pointless|"
    r"not\s+helpful|unhelpful|no\s+help|(?:an?\s+)?(?:stupid|dumb|useless|unhelpful)\s+(?:answer|reply|response))"
    r"|you\s+(?:really\s+|just\s+)?(?:suck|are\s+no\s+help|don'?t\s+help|aren'?t\s+helping))\b"
    r"[^?]{0,40}$",
    re.IGNORECASE,
)
# "whats the date today", "what day is it?", "what's today's date": today, asked of Sandman.
_DATE_ASKED = re.compile(
    r"^\W*(?:(?:hey|ok(?:ay)?|so|and|also|sandman|quick\s+question)\W+)*"
    r"(?:(?:do\s+you\s+know|can\s+you\s+tell\s+me|tell\s+me)\s+)?"
    r"(?:what(?:'?s|\s+is)\s+(?:the\s+date|today'?s\s+date|the\s+day|today)(?:\s+(?:today|again))?"
    r"|what\s+(?:date|day)\s+(?:is\s+it|it\s+is)(?:\s+today)?|which\s+day\s+is\s+(?:it|today))"
    r"\s*(?:sandman)?\W*$",
    re.IGNORECASE,
)
_MEANING = re.compile(
    r"\bwhat\s+(?:could|might|would|does|do|did|can|should)\s+(?:it|that|this|they|those|these|a|an|the|my|\w+)"
    # ("what does a man at the end of the bed mean": measured, no meaning asked, so the line
    # that asks what it brings to mind was not said)
    r"(?:\s+\w+){0,8}?\s+(?:mean|means|signify|symboli[sz]e|represent|say\s+about)\b"
    r"|\bwhat(?:'s|\s+is)\s+the\s+meaning\b|\bmeaning\s+of\b|\binterpret|\bsays?\s+about\s+me\b"
    # ("whats that mean and save it please", after a dream: probed, nothing of it looked up)
    r"|\bwhat'?s\s+(?:that|it|this)\s+(?:mean|supposed\s+to\s+mean)\b"
    r"|\bwhy\s+(?:do|did|would|am)\s+i\s+(?:keep\s+)?(?:dream|have|see|seeing|dreaming)"
    r"|\bany\s+idea\s+what\b|\bwhat\s+(?:do|does)\s+(?:you|it)\s+(?:think|make\s+of)"
    r"|\bis\s+it\s+a\s+(?:bad|good)\s+sign\b|\bwhat\s+(?:do\s+)?\w+\s+(?:usually\s+|often\s+)?(?:mean|symboli[sz]e)\b"
    # "tell me what a library means" (probed, after a dream told: not looked up)
    r"|\bwhat\s+(?:an?\s+|the\s+|my\s+)?\w+(?:\s+\w+)?\s+(?:means|symboli[sz]es|represents|signifies)\b"
    # asked yes or no ("do you think it means something", "does that mean anything", "is there a
    # meaning to it": probed, after a dream of a grandpa lost, "I'm not sure what to say to that")
    r"|\b(?:do|does)\s+(?:you\s+think\s+)?(?:it|that|this|they|those|the\s+dream|my\s+dream)\s+"
    r"(?:mean|means|signify|signifies)\s+(?:something|anything)\b"
    r"|\b(?:is|could)\s+there\s+(?:be\s+)?(?:a|any)\s+(?:deeper\s+|hidden\s+|real\s+)?meaning\b"
    r"|\bdoes\s+(?:it|that|this)\s+have\s+(?:a|any)\s+(?:deeper\s+|hidden\s+|real\s+)?meaning\b",
    re.IGNORECASE,
)
_THANKS = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|oh|great|cool|nice|wow|perfect|yes|yeah|alright)[,.!]?\s+)*"
    # ("thnks for listening": probed, met as words told, "Thank you for telling me.")
    r"(?:thanks?\b|thank\s+you|thx|ty\b|thn?ks?\b|thanx|thnx|tnx|tysm|tyvm|cheers|much\s+appreciated|i\s+appreciate|that(?:'s|\s+was|\s+is)?\s+"
    r"(?:helpful|(?:really\s+|very\s+)?help(?:s|ed|ful))|that\s+helps|you(?:'re|\s+are)\s+(?:a\s+)?(?:(?:pretty|really|very|so)\s+)?"
    r"(?:good|great|kind|lovely|sweet|helpful|nice)\b"
    # "i love that you remember stuff" (measured: "Thank you for telling me. I'm listening…")
    r"|i\s+(?:really\s+)?(?:love|like|appreciate)\s+(?:that|how)\s+you\b"
    # "thats sweet", "aww that's so kind of you" (probed, to Sandman's answer: "Thank you for
    # telling me. I'm listening…")
    r"|(?:aw+\W+)?that'?s\s+(?:so\s+|really\s+|very\s+)?(?:sweet|kind)(?:\s+of\s+(?:you|u))?\s*[!.]*\s*$)",
    re.IGNORECASE,
)
_GREETING = re.compile(
    r"^\W*(?:hi|hello|hey|hiya|howdy|yo|good\s+(?:morning|evening|afternoon|night)|morning|evening"
    r"|how\s+are\s+you|how's\s+it\s+going|what'?s\s+up|good\s*night|bye|goodbye|(?:see|c)\s+(?:you|ya|u)"
    # a farewell ("sleep tight sandman" got the fallback line)
    r"|sleep\s+(?:tight|well)|sweet\s+dreams|night\s+night|nighty\s+night|nite|gn|cya|ttyl|take\s+care"
    r"|gotta\s+go|got\s+to\s+go|talk\s+(?:to\s+you\s+)?(?:later|soon|tomorrow)"
    r"|night(?=(?:\s+(?:sandman|then|now|all|friend))?\W*$))\b",
    re.IGNORECASE,
)
# A feeling said as one's own: "I'm scared…", "I feel…", "I can't sleep", "I woke up crying".
_FEELING = re.compile(
    r"\b(?:i\s*(?:'m|\s+am|\s+was|\s+have\s+been|'ve\s+been|\s+feel|\s+felt|\s+keep\s+feeling|\s+get)|"
    r"i\s+(?:woke|wake)\s+up|i\s+(?:can'?t|cannot|couldn'?t)\s+(?:sleep|stop|fall)|feeling|makes?\s+me|made\s+me|"
    r"i\s+(?:slept|didn'?t\s+sleep|haven'?t\s+slept)|i\s+(?:hate|dread|love|miss)"
    # "im so tired of these anxious dreams", "it felt kind of lonely" (measured: "I'm not sure what
    # to say to that", and advice: neither was read as a feeling)
    r"|im|it\s+(?:felt|feels|was\s+(?:so|really|kind\s+of|a\s+bit|pretty|very|quite))"
    # "every time i close my eyes i see the man from my nightmare", "i cant shake it" (measured:
    # "time" looked up)
    r"|every\s+time\s+i\s+close\s+my\s+eyes|i\s+can'?t\s+(?:shake|stop\s+(?:seeing|thinking|picturing))"
    r"|my\s+(?:mind|head|thoughts?)\s+(?:is|are|keeps?|won'?t)|i\s+can'?t\s+switch\s+off"
    # "i had a rough day", "i had such a long week" (probed: "Thank you for telling me.")
    r"|i(?:'ve|\s+have)?\s+(?:had|have\s+had)\s+(?:a|an|such\s+a|the\s+\w+est)\s+(?:\w+\s+){0,2}?"
    r"(?:day|week|night|shift|morning|evening|month|year|weekend)"
    # "my anxiety is through the roof" (probed: "Thank you for telling me.")
    r"|my\s+(?:anxiety|stress|depression|panic|nerves|mental\s+health|insomnia)\s+(?:is|has\s+been|'s|was|keeps)"
    r"(?!\s+(?:\w+\s+){0,2}(?:better|improving|gone|fine|ok|okay|good|under\s+control|calmer|lower|easing))"
    # "i had a panic attack last night after a nightmare" (probed: "Thank you for telling me.")
    r"|i(?:'ve|\s+have)?\s+(?:had|have\s+had|get|got|keep\s+getting|keep\s+having)\s+(?:a\s+|another\s+)?"
    r"(?:panic|anxiety)\s+attacks?"
    r"|(?:today|this\s+week|my\s+day|work|school)\s+(?:was|has\s+been|is)\s+(?:\w+\s+)?(?:rough|hard|awful|"
    r"terrible|horrible|bad|tough|long|exhausting|stressful|great|good|amazing|lovely|wonderful))\b",
    re.IGNORECASE,
)
_HARD = frozenset(
    """
    scared afraid frightened fear fearful terrified anxious anxiety worried worry worrying nervous
    stressed stress panic panicked sad unhappy depressed down low lonely alone upset crying cried cry
    tears tired exhausted awful terrible horrible bad worse nightmare nightmares dread dreading
    terribly badly poorly awfully horribly sleepless died dead death funeral mourning rough
    cant couldnt insomnia restless sweating shaking angry hurt grief grieving miss missing lost
    overwhelmed uneasy unsettled unsettling disturbed disturbing haunted shaken confused embarrassed ashamed guilty
    scary creepy frightening terrifying spooky horrifying nightmarish trembling meh ugh ughh
    emotional teary tearful sobbing sobbed weeping wept heartbroken heartbreaking bittersweet
    darker fail failing failed failure
    stressful stressing frustrated frustrating helpless hopeless panicking traumatic traumatized
    devastated devastating miserable distressing distressed upsetting painful violent gory brutal
    hate hated hating annoyed annoying irritated disgusted disgusting
    freaked freaking creeped spooked rattled
    dementia alzheimers alzheimer's cancer terminal hospice chemo
    crash crashed crashing accident injured bleeding drowned drowning
    """.split()
)
_GOOD = frozenset(
    """
    happy glad great good well wonderful amazing calm peaceful rested refreshed relieved excited
    joyful grateful better fine lovely best proud hopeful content relaxed thankful optimistic
    energized
    """.split()
)


# The hard words that tell of fear (not sorrow, shame or annoyance): a "why would i dream that"
# after them gets the line for a nightmare ("i had a dream about my ex again ugh" / "why does my
# brain do this": probed, "Nightmares often put us in the middle of what we fear most…")
_FEARED = frozenset(
    """
    scared afraid frightened fear fearful terrified panic panicked panicking nightmare nightmares
    dread dreading scary creepy frightening terrifying spooky horrifying nightmarish trembling
    shaking freaked freaking creeped spooked rattled shaken haunted disturbing disturbed
    traumatic traumatized violent gory brutal horrible awful terrible died dead death hurt
    crash crashed crashing accident injured bleeding drowned drowning
    anxious anxiety worried worry worrying nervous stressed stress stressful overwhelmed uneasy
    unsettled unsettling distressing distressed helpless
    """.split()
)
assert _FEARED <= _HARD
# ... denied ("i wasnt scared, just sad"), not "i cant stop shaking"
_FEAR_DENIED = frozenset("not no never without wasnt isnt werent didnt dont arent".split())


@functools.cache
def _feeling_speller() -> Speller:
    return typo_speller(_HARD | _GOOD)


def frightening(text: str) -> bool:
    """Whether ``text`` tells of fear: a word of it, peril, danger or someone lost ("i had a
    nightmare about my kids getting hurt"), not a hard feeling of another kind ("my ex again
    ugh")."""
    if _PERIL.search(text) or in_danger(text) or tells_a_loss(text):
        return True
    words = tokens(_feeling_speller().mend(text))
    return any(
        word in _FEARED and not any(w in _FEAR_DENIED for w in words[max(0, i - 2) : i])
        for i, word in enumerate(words)
    )


# Words that say a good word is negated or undercut ("not good", "didn't sleep well").
_NEGATION = frozenset(
    # ("i havent slept well": probed, read as a good night)
    "not no never without dont didnt cant couldnt wasnt isnt hardly barely havent hasnt hadnt "
    "doesnt arent werent wont wouldnt aint".split()
)

# ("interesting": probed, "That's interesting." to "i keep seeing it when i close my eyes", after
# a car crash told)
_CHEER = frozenset(
    """
    wonderful amazing great lovely fantastic awesome exciting delightful beautiful comforting
    heartwarming fun pleasant nice magical fascinating charming funny hilarious cute cool
    interesting intriguing sweet adorable
    """.split()
)
# A hard feeling waved away ("That's okay. Sometimes it takes time to relax", the 1.5B to "I
# couldn't sleep at all last night"); "it's okay to feel scared" stays (it takes the feeling in).
_DISMISSES = re.compile(
    # ("It's okay.", the 1.5B's whole reply to "she's fine irl but it freaked me out")
    r"^\W*(?:(?:that|it)(?:'s|\s+is)\s+(?:okay|ok|fine|alright|all\s+right|normal)\s*[.!,]|no\s+worries|"
    r"don'?t\s+worry|no\s+problem|never\s+mind|no\s+big\s+deal|cheer\s+up)",
    re.IGNORECASE,
)
_TO_YOU = re.compile(
    r"\byou(?:'re|\s+are|\s+feel|\s+felt|\s+must|\s+seem|\s+sound|\s+were)?\b", re.IGNORECASE
)


# What happens in a dream that may well have frightened them, though they said no feeling
# ("wolves were howling outside my window", "someone was chasing me"): not a feeling of theirs, so
# no hard note, but no cheer either.
_UNSETTLING = frozenset(
    """
    chased chasing chase attacked attacking attack howling howled drowning drowned trapped
    screaming screamed scream monster monsters intruder intruders blood bleeding corpse ghost
    ghosts killed killing murdered kidnapped stalked stalking hunted hunting crash crashed
    crashing accident died dying dead death funeral flood flooded flooding burning fire sinking
    sank collapsed collapsing tornado earthquake falling fired screamed lost stuck yelling yelled
    shouting shouted goodbye farewell leaving
    tsunami tsunamis hurricane avalanche explosion exploded explosions bomb bombs war shooting
    shooter shot gun guns knife stabbed stabbing missing wave waves storm
    """.split()
)


def recaps_the_last(text: str) -> bool:
    """Whether a recap asked ("what did i just tell you") asks for the last thing said only."""
    return (
        _RECAP.match(text) is not None and re.search(r"\bjust\b", text, re.IGNORECASE) is not None
    )


def unsettling(text: str) -> bool:
    """Whether ``text`` tells of something in a dream that may have frightened them."""
    return any(w in _UNSETTLING for w in tokens(text))


# "It sounds like you're feeling okay" (the 1.5B, to "not great tbh"): a hard feeling told as
# none.
_YOU_ARE_FINE = re.compile(
    r"\byou(?:'re|\s+are|\s+seem|\s+sound|\s+look)\s+(?:to\s+be\s+|like\s+you'?re\s+)?(?:feeling\s+|doing\s+)?"
    r"(?:okay|ok|fine|alright|all\s+right|good|well|better|great)\b",
    re.IGNORECASE,
)


# A reply's word on how a dream they told was ("That's amazing!", "How exciting!", "What a lovely
# dream"): when they said no feeling, how it was is theirs to say (probed: "That's amazing!" to
# "i dreamed i was pregnant", from a man). Interest is no feeling: "That's interesting" stays.
_APPRAISES = re.compile(
    r"^\W*(?:(?:wow|oh|aw+|ooh)\W+)?(?:that(?:'s|\s+is|\s+was|\s+sounds(?:\s+like)?)|thats|what\s+an?|how|"
    r"(?:it\s+)?sounds(?:\s+like)?|it(?:'s|\s+is|\s+was|\s+must\s+have\s+been)|this\s+is|such\s+an?)\b",
    re.IGNORECASE,
)
_INTEREST = frozenset("interesting intriguing fascinating cool".split())


def misreads(clause: str, felt: Valence, *, uneasy: bool = False, told: bool = False) -> bool:
    """Whether ``clause`` of a reply misreads the feeling ``felt`` the user told: cheer for a hard
    one ("What a wonderful, comforting dream" to "I'm scared to go to sleep"), or a hard feeling
    said of them for a good one ("You're so tired today" to "I feel so rested today"). ``uneasy``
    (they told of something that may have frightened them, ``unsettling``): no cheer either, when
    they told no feeling ("That's a lovely dream!" to wolves howling outside the window).
    ``told``: they told a dream; with no feeling said, no word on how it was ("That's
    amazing!")."""
    if felt and _ASKS_HOW_FELT.search(clause):
        # ("How did you feel?", the 1.5B to "i had a rough day"): asked what they just told
        return True
    if (
        felt == ""
        and told
        and _APPRAISES.match(clause)
        and any(w in _CHEER and w not in _INTEREST for w in tokens(clause))
    ):
        return True
    if felt == "hard" and (_DISMISSES.search(clause) or _YOU_ARE_FINE.search(clause)):
        return True
    if felt == "hard" or (felt == "" and uneasy):
        return any(w in _CHEER for w in tokens(clause))
    if felt == "good" and _TO_YOU.search(clause) is not None and valence(clause) == "hard":
        return True
    # sorrow for what they told as nothing hard ("I'm sorry to hear that your dream involved a
    # transformation.": the 1.5B, to a dog that turned into a cat in a lucid dream)
    return not uneasy and _CONDOLES.search(clause) is not None


_ASKS_HOW_FELT = re.compile(
    r"\bhow\s+(?:did|do|does|are|were|was|is)\s+(?:you|it|that|this)\s+(?:(?:make|made)\s+you\s+)?feel(?:ing)?\b"
    r"|\bwhat\s+(?:did|do)\s+you\s+feel\b",
    re.IGNORECASE,
)
_CONDOLES = re.compile(
    r"\b(?:i'?m|i\s+am)\s+(?:so\s+|very\s+|really\s+|truly\s+)?sorry\s+(?:to\s+hear|that|you|for\s+(?:you|your))\b"
    # ("That's a shame to hear.": the 1.5B, to "im already married lol")
    r"|\b(?:that'?s|thats|what)\s+(?:such\s+)?a\s+(?:shame|pity)\b|\b(?:that'?s|thats)\s+(?:too\s+bad|unfortunate)\b",
    re.IGNORECASE,
)


# "my cat Io died last week": a loss told, though no feeling is named.
# A parting is one too ("my dreams are getting darker since the breakup": measured, "It may be
# helpful to talk about your dreams with someone you trust").
_PARTING = (
    r"|break\s*-?\s*up|broke\s+up|split\s+up|divorced?|dumped\s+me|left\s+(?:me|us)\b"
    # someone of theirs who went away ("i dream about my dad a lot since he left", "he left when i
    # was 8": probed, "It's good that you're thinking about your dad.")
    r"|walked\s+out(?:\s+on\s+(?:me|us))?|abandoned\s+(?:me|us)"
    r"|(?:since|after|ever\s+since)\s+(?:he|she|they|my\s+\w+)\s+left(?!\s+(?:for|to|the|his|her|their|work|school|home)\b)"
    r"|(?:he|she|they|(?:my|our)\s+\w+)\s+left\s+when\s+(?:i|we)\s+(?:was|were)"
)
# ... said alone (a parting, not a death)
_PARTED = re.compile(_PARTING.removeprefix("|"), re.IGNORECASE)
# ... of a couple (a parent who left is met as a loss: "he left when i was 8")
_ROMANCE_ENDED = re.compile(
    r"\b(?:break\s*-?\s*up|broke\s+up|split\s+up|divorced?|dumped\s+me|"
    r"(?:wife|husband|girlfriend|boyfriend|partner|fianc[eé]e?|gf|bf)\s+(?:left|cheated\s+on)\s+me)\b",
    re.IGNORECASE,
)
# ... a betrayal by one of them ("my boyfriend cheated on me last week": probed, the 1.5B's "If
# you feel betrayed, it can be difficult to process your feelings.")
_CHEATED_ON = re.compile(
    r"\b(?:wife|husband|girlfriend|boyfriend|partner|fianc[eé]e?|gf|bf|ex|he|she|they)\s+(?:\w+\s+)?"
    r"(?:cheated\s+on\s+me|was\s+cheating\s+on\s+me|has\s+been\s+cheating\s+on\s+me|betrayed\s+me)\b"
    r"|\bi\s+(?:found\s+out|caught)\s+(?:that\s+)?(?:my\s+)?(?:\w+\s+)?(?:was\s+|is\s+|has\s+been\s+)?cheating\b",
    re.IGNORECASE,
)
# ... and a death, which a parting is not
_A_DEATH = re.compile(
    r"\b(?:died|dead|dying|passed|death|funeral|killed|lost\s+(?:my|our|her|his))\b", re.IGNORECASE
)
# the people and animals of their life, by the words for them
_THEIR_PEOPLE = "|".join(
    sorted({*RELATIONS, "dog", "cat", "pet", "puppy", "kitten", "horse"}, key=len, reverse=True)
)
# someone of theirs named in a dream ("my mom", "my little brother", "our dog")
_ONE_OF_THEIRS = re.compile(
    rf"\b(?:my|our)\s+(?:(?:little|baby|big|older|younger|best|old)\s+)?(?:{_THEIR_PEOPLE})\b",
    re.IGNORECASE,
)
# someone of theirs lost ("i lost my dad in march", "we lost our baby"), not a thing lost ("i
# dreamed i lost my wallet at the train station": probed, met as a loss of someone) nor someone
# lost sight of ("i lost my son in the crowd")
_LOST_SOMEONE = (
    r"lost\s+(?:my|our|her|his)\s+(?:(?:little|big|older|younger|baby|best|twin|late|dear|old|beloved)\s+)?"
    rf"(?:{_THEIR_PEOPLE}|baby|grandparents?|twin)\b"
    r"(?!\s+(?:at|in)\s+(?:the|a|an)\s+(?!war\b|accident\b|crash\b|fire\b|flood\b|pandemic\b|hospital\b))"
)
# an illness of theirs or of someone theirs, told ("she has dementia now", "my dad was diagnosed
# with parkinsons", "my best friend is in the hospital"), not a dream's nor a word of a cold
_ILL_NEWS = re.compile(
    r"^(?:\W*(?:so|and|well|also|btw|but|um+|yeah|actually|sadly|unfortunately)\W+)*"
    rf"(?:(?:my|our)\s+(?:(?:little|big|older|younger|best|baby|twin|dear|old|grand)\s+)?(?:{_THEIR_PEOPLE}|grandparents?)"
    r"(?:\s+\w+)?|he|she|they|i)(?:'s|\s+(?:has|have|is|are|was|were|am|just|recently|got|now|finally|\w+ly)\b)*\s*"
    r"(?:(?:has|have|had|got|'s\s+got|was\s+diagnosed\s+with|were\s+diagnosed\s+with|got\s+diagnosed\s+with|"
    r"(?:is|was|'s)\s+(?:being\s+)?(?:treated|tested)\s+for|is\s+fighting|is\s+battling|battling|fighting|"
    r"diagnosed\s+with)\s+(?:a\s+|an\s+|stage\s+\w+\s+|early\s+|late\s+|terminal\s+|\w+\s+)?"
    r"(?:dementia|alzheimer'?s|cancer|tumou?r|leukemia|lymphoma|parkinson'?s|als|ms|multiple\s+sclerosis|"
    r"stroke|heart\s+attack|heart\s+failure|kidney\s+failure|liver\s+failure|seizures?|epilepsy)"
    r"|(?:is|are|was|were|'s)\s+(?:still\s+|now\s+|back\s+|actually\s+|also\s+)?(?:in\s+(?:the\s+)?(?:hospital|icu|intensive\s+care|hospice|a\s+coma)"
    # ("she's actually really old and sick now", of a cat in a dream just told: probed, only the
    # offer to remember it)
    r"|(?:very\s+|really\s+|so\s+|seriously\s+|terminally\s+|gravely\s+)(?:old\s+and\s+)?(?:sick|ill)"
    r"|(?:old\s+and\s+)?(?:sick|ill)\s+now(?!\s+and\s+then)|terminally\s+ill|dying"
    r"|(?:sent|rushed|taken|admitted)\s+to\s+(?:the\s+)?hospital|on\s+life\s+support|getting\s+chemo)"
    # ("my cat io has been sick lately": probed, the 1.5B's "Thank you for telling me")
    r"|been\s+(?:really\s+|very\s+|so\s+|pretty\s+|quite\s+)?(?:sick|ill|unwell)"
    r"(?:\s+(?:lately|recently|for\s+(?:a\s+)?(?:while|weeks?|months?|days?)|a\s+lot)|(?=\s*(?:[.!,]|$))))\b",
    re.IGNORECASE,
)


_SOMEONE_IN_IT = re.compile(r"\b(?:he|she|they|him|her|them|his|shes|hes)\b", re.IGNORECASE)


def _of_the_ill_one(dream: str, news: str) -> bool:
    """Whether ``dream`` is of the one ``news`` told ill: named again ("my sister has cancer" /
    "i dreamt my sister was dancing") or pointed at ("i dreamt she was healthy")."""
    told = _ILL_NEWS.search(news)
    if told is None:
        return False
    named = [w for w in tokens(told[0])[:4] if w not in ("my", "our", "he", "she", "they", "i")]
    return bool(_SOMEONE_IN_IT.search(dream)) or any(
        re.search(rf"\b{re.escape(w)}\b", dream, re.IGNORECASE) for w in named[:1]
    )


def _tells_illness(text: str) -> bool:
    """Whether ``text`` tells an illness of theirs or of someone theirs, as news: not asked, not
    dreamt ("she has dementia now", not "does my mom have dementia?")."""
    return _ILL_NEWS.search(text) is not None and "?" not in text and not tells_of_a_dream(text)


_LOSS = re.compile(
    # (one's own funeral is a dream's, no loss: "i was at my own funeral but everyone was
    # laughing", probed, met with "I'm so sorry… after a loss like that")
    r"\b(?:died|passed\s+away|passed\s+on|(?<!own\s)(?<!my\s)funeral|put\s+down|"
    + _LOST_SOMEONE
    # ("my mom passed in march": probed, "I'm really sorry to hear that" held as a misreading)
    # ("i dreamed my grandpa was teaching me to fish, he passed in 2019": probed, "That's
    # interesting! He may have had a special way of sharing his knowledge")
    + r"|(?:(?:my|our)\s+\w+|he|she)\s+passed(?=\s+(?:in|last|on|away|recently|this|a\s+few|\w+\s+(?:days?|weeks?|months?|years?)\s+ago|"
    # ("she passed when i was 12", after a dream of a grandma: probed, "I hear you. Go on")
    r"when\s+(?:i\s+was|we\s+were)|before\s+(?:i|we)|during|after)\b|\s*[.!,]|\s*$)"
    # ("my dad killed himself when i was 12": a loss, no danger of theirs)
    r"|killed\s+(?:himself|herself|themselves|themself)|took\s+(?:his|her|their)\s+own\s+life"
    # ("i dreamed my dad who passed was at my graduation": probed, "That's a touching memory.
    # What do you think about your dad now?")
    r"|\bwho\s+(?:has\s+|had\s+)?(?:passed|is\s+gone|isn'?t\s+(?:here|with\s+us)\s+anymore)\b"
    # ("my little brother drowned when i was 12": probed, "It's important for everyone to be safe
    # and take care of their loved ones, especially children.")
    rf"|(?:my|our)\s+(?:(?:little|big|older|younger|baby|best|twin|late|dear|old)\s+)?(?:{_THEIR_PEOPLE})"
    r"\s+(?:[\w']+\s+)?(?:drowned|was\s+killed|got\s+killed|was\s+murdered|overdosed|"
    r"died\s+by\s+suicide|committed\s+suicide|didn'?t\s+make\s+it|lost\s+(?:his|her|their)\s+(?:life|battle|fight))"
    rf"{_PARTING})\b",
    re.IGNORECASE,
)
# "my daughter keeps having nightmares about monsters", "my husband dreamed he was falling": a
# dream of someone in their life, not theirs (probed: the journal searched for "daughter
# monsters", and nothing said)
_LIFE_OPENER = (
    r"^\W*(?:(?:so|and|ok(?:ay)?|hey|hi|um+|well|also|btw|sandman)\W+)*"
    # ("i think my son has night terrors": probed, the 1.5B's "Do you have any concerns about him?")
    r"(?:i\s+(?:think|guess|suspect|feel\s+like)\s+(?:that\s+)?)?"
)
_THEIRS = (
    r"(?:my|our)\s+(?:(?:(?:little|big|older|younger|baby|best|eldest|youngest|oldest|\d+\s*(?:yo|year\s+old))\s+)?"
    rf"(?:{_THEIR_PEOPLE})(?:\s+[a-z]+)??"
    # ("my 5 year old says she dreamed about a dragon": probed, "Thank you for telling me")
    r"|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)[\s-]*(?:yo|y/o|year[\s-]+old|month[\s-]+old))\s+"
)
_CHILD = re.compile(
    r"\bmy\s+(?:\d+\s*(?:yo|year\s+old)\s+|little\s+|youngest\s+|oldest\s+|eldest\s+)?"
    r"(?:son|daughter|kid|kids|child|children|toddler|boy|girl|little\s+one|baby)\b"
    # ("my 5 year old keeps having nightmares about monsters": probed, read as someone else's
    # dream and the 1.5B's guess at scary movies)
    r"|\bmy\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s*(?:-\s*)?(?:yo|y/o|year\s*-?\s*old|yr\s+old)\b",
    re.IGNORECASE,
)
_BAD_NIGHTS = re.compile(
    r"\b(?:nightmares?|night\s+terrors?|bad\s+dreams?|scary\s+dreams?|sleep\s+terrors?)\b"
    # ("my son says he saw a monster in his dream": probed, then "what can i tell him", the
    # 1.5B's "I can tell him that he is 7 years old.")
    r"|\b(?:monsters?|ghosts?|witch|witches|boogeyman|bogeyman|zombies?|something\s+scary)\b"
    r"(?=.*\b(?:dream|dreamt|dreamed|dreams|asleep|sleep)\b)",
    re.IGNORECASE,
)
_TERRORS = re.compile(r"\b(?:night|sleep)\s+terrors?\b", re.IGNORECASE)
_IN_THEIR_SLEEP = re.compile(
    r"\b(?:in|during)\s+(?:his|her|their)\s+(?:dreams?|sleep|nightmares?)\b"
    # ("my daughter is 4 and she keeps waking up from bad dreams": probed, met as their own
    # sleepless night)
    r"|\b(?:she|he|they)\s+(?:keeps?|kept)\s+(?:waking\s+up|having|getting)\b"
    r"|\b(?:she|he|they)\s+(?:wakes?|woke|keeps?\s+waking)\s+up\s+(?:from|with|screaming|crying|scared)\b"
    r"|\b(?:she|he|they)\s+(?:has|had|have|gets?|got)\s+(?:a\s+lot\s+of\s+|so\s+many\s+|lots\s+of\s+)?"
    r"(?:nightmares|bad\s+dreams|scary\s+dreams)\b",
    re.IGNORECASE,
)
# a child's age said with it ("my daughter is 4", "my 5 year old")
_CHILD_AGE_SAID = re.compile(
    r"\b(?:is|turned|just\s+turned)\s+(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\b(?!\s*(?:am|pm|o'?clock))"
    r"|\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s*(?:-\s*)?(?:yo|y/o|year\s*-?\s*old|yr\s+old)\b",
    re.IGNORECASE,
)
# ... asked in the telling ("…, how do i help her")
_CHILD_HELP_WITH = re.compile(
    r"\b(?:how\s+(?:can|do|could|should)\s+i\s+(?:help|calm|comfort|reassure)|"
    r"what\s+(?:can|should|do|could)\s+i\s+(?:tell|say|do)|any\s+(?:tips|advice|ideas))\b",
    re.IGNORECASE,
)
# ... and the child's age, said after it ("shes 5", "he just turned 7")
_CHILD_AGE = re.compile(
    r"^\W*(?:(?:oh|and|well|so|ok(?:ay)?)\W+)*(?:she|he|they|my\s+(?:son|daughter|kid|child|boy|girl))"
    r"(?:'s|s|\s+is|\s+are|'re)?\s+(?:only\s+|just\s+|almost\s+|nearly\s+)?(?:turned\s+)?"
    r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"(?:\s*(?:years?\s+old|yrs?(?:\s+old)?|yo|and\s+a\s+half))?(?:\s+(?:now|btw|lol|tho|though))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
_CHILD_HELP = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+)\W+)*(?:what\s+(?:can|should|do|could)\s+i\s+(?:tell|say\s+to|do\s+for|do)"
    r"(?:\s+(?:her|him|them|about\s+it))?|how\s+(?:can|do|could|should)\s+i\s+(?:help|calm|comfort)\s+(?:her|him|them)"
    r"|(?:any\s+)?(?:tips|advice)(?:\s+for\s+(?:her|him|them|me))?|what\s+helps)"
    # ("what should i do when it happens", after a child's night terrors told)
    r"(?:\s+(?:when|if|while|during)\s+(?:it|that|one|they|he|she)(?:\s+\w+){0,3})?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "should i save it in my journal?", "can i log that too": whether to keep a dream, asked
_SHOULD_SAVE = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|hmm+|and|but|um+)\W+)*(?:should|do|can|could|would|shall)\s+i\s+(?:still\s+|also\s+)?"
    r"(?:save|log|keep|add|write\s+down|put|record|journal)\s+(?:it|that|this|theirs|his|hers|"
    r"(?:his|her|their)\s+(?:dream|nightmare)|that\s+(?:dream|nightmare|one))"
    r"(?:\s+(?:too|as\s+well|down))?(?:\s+(?:in|to|into)\s+(?:my|the)\s+(?:journal|diary|dream\s+journal))?"
    r"(?:\s+(?:too|as\s+well))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def asks_whether_to_save(text: str) -> bool:
    """Whether ``text`` asks whether to keep a dream ("should i save it in my journal?")."""
    return _SHOULD_SAVE.match(text) is not None


_OTHERS_DREAM = re.compile(
    _LIFE_OPENER
    + _THEIRS
    # ("my sister said she had a nightmare")
    + r"(?:(?:said|says|told\s+me)\s+(?:that\s+)?(?:he|she|they)\s+)?"
    + r"(?:(?:keeps?\s+(?:on\s+)?(?:having|getting)|has\s+been\s+(?:having|getting)|"
    r"(?:is|was)\s+having|had|has|gets|got|woke\s+up\s+from|keeps?\s+waking\s+(?:up\s+)?(?:from|with))\s+"
    r"(?:(?:a|an|the|these|those|such|so\s+many|bad|scary|recurring|terrible|horrible|awful|weird|strange|"
    r"vivid|really|lots\s+of|more|same)\s+)*(?:dreams?|nightmares?|night\s+terrors?)\b"
    r"|(?:dreamed|dreamt|dreams|keeps?\s+dreaming|has\s+been\s+dreaming|told\s+me\s+(?:about\s+)?"
    r"(?:a|her|his|their)\s+(?:dream|nightmare)))"
    # "my son is 7 and he said he dreamed of a dragon" (probed: met as nothing)
    r"|"
    + _LIFE_OPENER
    + r"(?:my|our)\s+[^.!?]{0,40}?\b(?:he|she|they)\s+(?:said|says|told\s+me|keeps?\s+saying)\s+"
    r"(?:that\s+)?(?:he|she|they)\s+(?:dreamed|dreamt|had\s+a\s+(?:\w+\s+)?(?:dream|nightmare)|keeps?\s+having)\b",
    re.IGNORECASE,
)


# "he dreamt i left him", "she had a nightmare about it": someone of theirs, named just before
_HE_DREAMT = re.compile(
    r"^\W*(?:(?:and|so|but|like|apparently|well)\W+)*(?:he|she|they)\s+(?:said\s+(?:he|she|they)\s+)?"
    r"(?:dreamt|dreamed|had\s+a\s+(?:\w+\s+)?(?:dream|nightmare)|keeps?\s+(?:having|dreaming))\b",
    re.IGNORECASE,
)


def others_dream(text: str) -> bool:
    """Whether ``text`` tells of a dream someone in their life had ("my son had a nightmare last
    night"), not one of their own."""
    return _OTHERS_DREAM.search(text) is not None


# How many times a dream has come, said alone ("third time this month"), as an alternative
NTH_TIME_ALONE = (
    r"|^\W*(?:(?:like|and|yeah|ugh+|lol)\W+)*(?:the\s+)?(?:second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)|\w+th)\s+time"
    r"(?:\s+(?:this|in\s+a|in\s+the\s+(?:last|past))\s+(?:week|month|year|row))?(?:\s+(?:now|already|lol|ugh))*\s*[.!]*\s*$"
)
_NTH_TIME = re.compile(
    r"\b(?:that'?s|thats|this\s+is|it'?s|its|was)\s+(?:like\s+)?the\s+(?:second|third|fourth|fifth|sixth|"
    r"\d+(?:st|nd|rd|th)|\w+th)\s+time\b|\b(?:it|this|that)\s+keeps\s+happening\b"
    r"|\b(?:happened|had\s+it|had\s+that\s+one)\s+(?:like\s+)?(?:\d+|two|three|four|five|several|so\s+many)\s+times\b"
    # ("third time this month", alone after the dream: probed, "Thank you for telling me")
    + NTH_TIME_ALONE,
    re.IGNORECASE,
)


def says_how_often_it_came(text: str) -> bool:
    """Whether ``text`` says only how many times a dream has come ("this is the 4th time")."""
    return len(text.split()) <= _NTH_TIME_WORDS and _NTH_TIME.search(text) is not None


_NTH_TIME_WORDS = 8  # (more words tell more than how often)
# "again", said alone after the dream (probed: "I'm here again, ready to listen and talk.")
_AGAIN_ALONE = re.compile(
    r"^\W*(?:(?:and|yep|yeah|ugh+)\W+)?(?:once\s+|yet\s+)?again(?:\s+(?:lol|ugh+|smh|haha))?\W*$",
    re.IGNORECASE,
)
# "i have these a lot honestly", "i get this one all the time": dreams like the one told, often
# (probed: "I'm still here with you. Take your time…")
_HAVE_THEM_OFTEN = re.compile(
    r"^\W*(?:(?:honestly|tbh|yeah|and|ugh+|so)\W+)*(?:i\s+(?:have|get|keep\s+having|keep\s+getting|had)\s+"
    r"(?:these|those|this(?:\s+one)?|that(?:\s+one)?|them|it|ones?\s+like\s+(?:this|that|it))"
    # ("this happens a lot", after a nightmare of being chased: probed, "It's okay.")
    r"|(?:this|that|it)\s+(?:happens|keeps\s+happening|has\s+happened|comes\s+back)(?:\s+to\s+me)?)\s+"
    r"(?:a\s+lot|all\s+the\s+time|so\s+often|often|constantly|every\s+(?:night|week)|way\s+too\s+much"
    # ("that happens when im stressed", after a dream of failing brakes: probed, "In a dream, you
    # might experience vivid imagery of stressors…")
    r"|(?:(?:usually|always|mostly)\s+)?when(?:ever)?\s+(?:i'?m|im|i\s+am|i\s+get|i'?ve\s+been|ive\s+been)\s+"
    r"(?:(?:really|so|super|very)\s+)?[a-z]+(?:\s+out)?)"
    r"(?:\s+(?:honestly|tbh|lol|actually|lately|recently))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# "like every week", "almost every night", "its been 4 times this month": how often a dream just
# told comes, said alone (probed, after "i keep dreaming im back in high school": "That's great!
# Keep dreaming about high school. It can be fun and rewarding.")
_HOW_OFTEN = re.compile(
    r"^\W*(?:(?:like|about|almost|nearly|maybe|probably|honestly|yeah|yes|yep|um+|uh+|and|lol|its|it'?s|"
    r"it\s+(?:happens|happened|comes(?:\s+back)?)|happens|happened|it\s+has\s+been|its\s+been|it'?s\s+been|been)\W+)*"
    r"(?:(?:every|each)\s+(?:single\s+)?(?:night|day|week|weekend|other\s+(?:night|day|week)|few\s+(?:days|nights|weeks))"
    r"|most\s+nights|all\s+the\s+time|constantly|nightly|non\s*-?\s*stop"
    # ("it happened twice this week", after waking not knowing where they were: probed, "Thank
    # you for telling me.")
    # ("it happens like once a month", after sleep paralysis told: probed, every word of the
    # 1.5B held back)
    r"|(?:once|twice|thrice)\s+(?:a|per|every|this|last|in\s+a|in\s+the\s+(?:last|past))\s+(?:night|week|month)"
    r"|(?:\d+|two|three|four|five|six|a\s+few|several|a\s+couple(?:\s+of)?|so\s+many)\s+times\s+"
    r"(?:a|per|this|in\s+a|in\s+the\s+(?:last|past))\s+(?:night|week|month|few\s+weeks|couple\s+of\s+weeks)"
    # ("three nights in a row now", after "im so tired of having nightmares": probed, the 1.5B's
    # "it might be an opportunity for you to reflect")
    r"|(?:\d+|two|three|four|five|six|seven|a\s+few|several|a\s+couple(?:\s+of)?|so\s+many)\s+nights?\s+"
    r"(?:in\s+a\s+row|straight|running)|(?:for\s+)?(?:a\s+week|weeks|days|a\s+month|months)\s+(?:now|straight)"
    r"|(?:for\s+)?(?:a\s+week|weeks|days|a\s+month|months)\s+in\s+a\s+row)"
    r"(?:\s+(?:now|lately|recently|at\s+least|or\s+so|basically|honestly|lol|haha|tbh|this\s+(?:week|month)|"
    r"for\s+(?:a\s+week|weeks|days|a\s+month|months)))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# "i had a dream about my ex again", "dreamt of the flood again": one dream come again, told
_CAME_AGAIN = re.compile(
    r"\b(?:had|have|got)\s+(?:a|another|the\s+same|that|the)\s+(?:\w+\s+)?(?:dream|nightmare)\s+(?:about|of|with|where)\s+"
    # ("i dreamed i was late for an exam again": probed, "do you think ill ever stop having them"
    # after it met with "I'm not sure what to say to that")
    r"[^.!?]{1,60}?\s+again\b|\bi\s+(?:dreamt|dreamed|dreamd|dremt)\s+(?:about\s+|of\s+|that\s+)?[^.!?]{1,60}?\s+again\b",
    re.IGNORECASE,
)
# "this is getting annoying", "im so sick of it", "ugh not again": worn down by a dream that
# keeps coming
_WORN_BY_IT = re.compile(
    r"^\W*(?:(?:ugh+|honestly|seriously|man|god|omg|and|so|like)\W+)*(?:"
    r"(?:this|it)\s+(?:is|'s)\s+(?:getting|becoming)\s+(?:so\s+|really\s+|pretty\s+|kinda\s+)?(?:annoying|old|ridiculous|"
    r"tiring|exhausting|frustrating|too\s+much|out\s+of\s+hand)"
    r"|(?:this|it)'?s\s+(?:so\s+|really\s+)?(?:annoying|frustrating|exhausting|tiring)"
    r"|(?:i'?m|im|i\s+am)\s+(?:so\s+|really\s+|getting\s+)?(?:sick|tired)\s+of\s+(?:it|this|them|these\s+dreams|"
    r"dreaming\s+about\s+(?:him|her|them|it|that))"
    r"|(?:why\s+)?(?:won'?t|wont)\s+(?:it|he|she|they|this)\s+(?:just\s+)?(?:stop|go\s+away|leave\s+me\s+alone)"
    r"|not\s+again"
    # "im exhausted", after "it happens every night" of a dream (probed: met as any hard feeling)
    r"|(?:i'?m|im|i\s+am)\s+(?:so\s+|really\s+|just\s+|completely\s+|totally\s+)*(?:exhausted|worn\s+out|"
    r"drained|wiped(?:\s+out)?|so\s+tired)"
    r")(?:\s+(?:honestly|tbh|lol|ugh+|already|now))*\s*[.!?…]*\s*$",
    re.IGNORECASE,
)
# Someone by their bed in a dream, and them unable to move ("i dreamed about a man with no face" /
# "he was standing at the end of my bed" / "i couldnt move": probed, the 1.5B's "You could not
# move freely or stand up without help.")
_FIGURE_BY_BED = re.compile(
    r"\b(?:end|foot|side|edge)\s+of\s+(?:my|the)\s+bed\b|\b(?:by|next\s+to|beside|over|above)\s+my\s+bed\b"
    r"|\bin\s+(?:the\s+corner\s+of\s+)?my\s+(?:bed)?room\b|\bon\s+my\s+chest\b|\bin\s+my\s+doorway\b",
    re.IGNORECASE,
)
_FROZEN = re.compile(
    r"\b(?:couldn'?t|couldnt|could\s+not|can'?t|cant|cannot|unable\s+to)\s+(?:\w+\s+)?(?:move|speak|scream|breathe)\b"
    r"|\b(?:frozen|paralys|paralyz)\w*",
    re.IGNORECASE,
)
# Good news of theirs told ("i got the job!!!", "we got engaged", "i passed my driving test":
# probed, "Thank you for telling me. I'm listening…")
_NEWS_TOLD = re.compile(
    r"^\W*(?:(?:omg|guess\s+what|so|yay|wow|finally|great\s+news|good\s+news|hey)\W+)*(?:"
    r"(?:i|we)\s+(?:just\s+|finally\s+|actually\s+)?(?:got|landed)\s+(?:the|a|my|that|our)\s+(?:new\s+|dream\s+)?"
    r"(?:job|promotion|raise|offer|apartment|flat|house|place|scholarship|visa|part|role|grant|license|licence)"
    r"|(?:i|we)\s+(?:just\s+|finally\s+)?(?:got|are|'re)\s+engaged|(?:i|we)\s+(?:just\s+|finally\s+)?got\s+married"
    r"|i\s+(?:just\s+|finally\s+)?passed\s+(?:my|the|all\s+my)\s+(?:\w+\s+)?(?:exams?|test|finals|boards|bar)"
    r"|i\s+(?:just\s+|finally\s+)?graduated|(?:i|we)\s+(?:just\s+|finally\s+)?bought\s+(?:a|our\s+first|my\s+first)\s+(?:house|home|flat|apartment)"
    r"|(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:finally\s+)?(?:pregnant|having\s+a\s+baby|expecting)"
    r"|i\s+(?:just\s+|finally\s+)?got\s+(?:in|into\s+\w+|accepted(?:\s+\w+){0,3})"
    r")(?:\s+(?:today|yesterday|this\s+morning|tonight|lol|haha|omg))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# "i keep having the weirdest dreams", "my dreams have been so vivid": how their dreams are lately
_DREAMS_OF_LATE = re.compile(
    r"\b(?:i(?:'ve|\s+have|ve)?\s+(?:keep\s+having|been\s+having|have\s+been\s+having|get|keep\s+getting)\s+"
    r"(?:the\s+|such\s+|so\s+many\s+|really\s+|very\s+)?(?:\w+est|weird|strange|crazy|vivid|wild|intense|bizarre|"
    r"odd|realistic)\s+(?:dreams|nightmares)"
    r"|my\s+dreams\s+(?:have\s+been|are|got)\s+(?:so\s+|really\s+|very\s+)?(?:weird|strange|crazy|vivid|wild|intense|bizarre|"
    r"odd|realistic))\b",
    re.IGNORECASE,
)
_TAKEN = re.compile(
    r"\b(?:married|engaged|in\s+a\s+relationship|have\s+a\s+(?:boyfriend|girlfriend|partner|husband|wife))\b",
    re.I,
)
_ROMANCE_IN_IT = re.compile(
    r"\b(?:kiss\w*|made\s+out|making\s+out|slept\s+with|sleeping\s+with|dating|date\s+with|had\s+sex|hooked\s+up|"
    r"in\s+love\s+with|cheat\w*\s+on|my\s+(?:old\s+)?crush|my\s+first\s+love)\b",
    re.I,
)
_AN_EX = re.compile(r"\bex\b|\bex-|\bformer\s+(?:partner|husband|wife)", re.I)
# "what could cause that", "why does that happen": the cause of what they just told asked
_CAUSE_ASKED = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+|wait)\W+)*(?:what\s+(?:could|would|might|can|does|do)\s+(?:cause|be\s+causing|trigger)|"
    r"what\s+(?:causes|triggers)|why\s+(?:does|would|did|do|might)\s+(?:that|it|this)\s+happen|why\s+(?:is|was)\s+that)"
    r"(?:\s+(?:that|it|this|them))?(?:\s+(?:though|tho|then|do\s+you\s+think))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "im still shaking", "my heart is still racing", "i cant stop crying": what they just told
# still in their body (``shaken``, after something hard)
# "im kind of freaked out", "that creeped me out", "im so spooked": shaken by it, said now
_FREAKED_OUT = re.compile(
    r"\b(?:(?:i'?m|im|i\s+am|i\s+feel|feeling)\s+(?:kind\s+of\s+|kinda\s+|a\s+(?:bit|little)\s+|so\s+|really\s+|pretty\s+|lowkey\s+)*"
    r"(?:freaked(?:\s+out)?|creeped\s+out|spooked|shook|rattled|shaken(?:\s+up)?)"
    r"|(?:it|that|this|he|she)\s+(?:really\s+|kind\s+of\s+|kinda\s+)?(?:freaked|creeped|spooked)\s+me(?:\s+out)?)\b",
    re.IGNORECASE,
)
_STILL_SHAKEN = re.compile(
    r"\b(?:still\s+(?:\w+\s+)?(?:shaking|shaken|shaky|trembling|crying|sobbing|scared|terrified|freaked(?:\s+out)?|"
    r"sweating|panicking|in\s+shock|on\s+edge)"
    r"|(?:heart|chest)\s+(?:is\s+|'s\s+|keeps\s+)?(?:still\s+)?(?:racing|pounding|beating\s+so\s+fast)"
    r"|can'?t\s+stop\s+(?:shaking|crying|trembling|sobbing)"
    # ("i cant stop thinking about it though", after a house on fire and the dog asleep beside
    # them: probed, "I understand you're worried about your dog.")
    r"|(?:can'?t|cant|cannot)\s+stop\s+thinking\s+about\s+(?:it|that|the\s+dream|that\s+dream)"
    r"|(?:can'?t|cant|cannot)\s+(?:shake|get)\s+(?:it|that|the\s+dream|that\s+dream)\s+(?:off|out\s+of\s+my\s+head))\b",
    re.IGNORECASE,
)
# Something hard coming up, told: "i have surgery tomorrow", "my exam is on friday", "tomorrow is
# my job interview", "im having an operation next week"
_SHORT_AHEAD_FELT = 12
_HARD_AHEAD = (
    # ("i have a real exam on friday", after the exam dream: probed)
    r"(?:big\s+|major\s+|first\s+|final\s+|real\s+|actual\s+|important\s+)?(?:surgery|operation|procedure|biopsy|scan|mri|ct\s+scan|exams?|finals|"
    r"(?:job\s+)?interview|court\s+(?:date|case|hearing)|hearing|presentation|(?:test|biopsy|scan)\s+results|"
    r"driving\s+test|audition|chemo(?:therapy)?|treatment|funeral|wedding|move|big\s+move|due\s+date|"
    r"baby\s+shower|first\s+day(?:\s+at\s+(?:work|school|my\s+new\s+job))?)"
)
_WHEN_AHEAD = (
    # ("im getting married in may", after a dream of being late for the wedding: probed, the
    # 1.5B's "May is a great time to celebrate the joy of your upcoming marriage.")
    rf"(?:in\s+(?:{'|'.join(MONTH_NAMES)})|next\s+(?:month|year|spring|summer|fall|autumn|winter)|"
    r"this\s+(?:month|spring|summer|fall|autumn|winter)|in\s+(?:a\s+few|two|three|\d+)\s+(?:weeks|months)|"
    r"tomorrow(?:\s+morning)?|tonight|in\s+the\s+morning|this\s+(?:week|weekend|friday|monday|tuesday|wednesday|"
    r"thursday|saturday|sunday)|next\s+week|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in\s+(?:a\s+few|two|three|\d+)\s+days|soon)"
)
_AHEAD_TOLD = re.compile(
    r"\b(?:i\s+have|i'?ve\s+got|ive\s+got|i\s+got|i'?m\s+having|im\s+having|i\s+am\s+having|i\s+go\s+in\s+for|"
    r"i'?m\s+going\s+in\s+for|im\s+going\s+in\s+for|i\s+get|i'?m\s+getting|im\s+getting)\s+(?:a\s+|an\s+|my\s+|the\s+)?"
    rf"{_HARD_AHEAD}\s+{_WHEN_AHEAD}\b"
    rf"|\bmy\s+{_HARD_AHEAD}\s+(?:is|'s)\s+{_WHEN_AHEAD}\b"
    rf"|\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:getting\s+married|moving(?:\s+house|\s+out|\s+abroad)?|"
    rf"having\s+a\s+baby|due|starting\s+a\s+new\s+job)\s+{_WHEN_AHEAD}\b"
    rf"|\b(?:tomorrow|tonight)\s+(?:is|'s)\s+(?:my|the)\s+{_HARD_AHEAD}\b",
    re.IGNORECASE,
)
# ... of the dream's own kind, told right after it: the dentist's after teeth falling out, an exam
# after one failed, a flight after a plane going down (probed: "i have a dentist appointment
# tomorrow lol", after a dream of teeth, the 1.5B's "Oh, that's a great day!"); what is ahead,
# then what in a dream is of its kind
_OF_ITS_KIND = (
    (r"dentist|orthodontist|braces|root\s+canal|teeth|tooth", r"teeth|tooth"),
    (
        r"exams?|finals|tests?|quiz|midterms?",
        r"exams?|tests?|finals|school|class|unprepared|studied",
    ),
    (r"flights?|flying|fly", r"planes?|flights?|airport|airplane|crash(?:ed|ing)?|luggage|gate"),
    (r"wedding|getting\s+married", r"wedding|married|bride|groom|altar|aisle"),
    (
        r"interview|first\s+day|new\s+job|presentation|meeting",
        r"interview|job|boss|office|presentation|meeting",
    ),
    (
        r"surgery|operation|procedure|scan|biopsy|doctor|results",
        r"hospital|doctor|surgery|operation|sick|ill",
    ),
    (r"driving\s+test|road\s+trip", r"car|driving|brakes"),
    (r"due\s+date|baby|birth", r"baby|birth|pregnant|labou?r"),
)
_SOMETHING_AHEAD = re.compile(
    r"\b(?:i\s+have|i'?ve\s+got|ive\s+got|i\s+got|there'?s|i'?m\s+having|im\s+having|i\s+am\s+having|"
    r"i'?m\s+going\s+to|im\s+going\s+to|i\s+go\s+to|my|i'?m|im|i\s+am)\b"
    rf"[^.?!]{{0,60}}?\b{_WHEN_AHEAD}\b",
    re.IGNORECASE,
)


# "my job is really stressful rn", "im so stressed about school": a weight of their days, told
_STRESS_OF = re.compile(
    r"\b(?P<what>job|work|school|boss|exams?|studies|classes|uni|college|wedding)\s+(?:is|has\s+been|'s|s)\s+"
    r"(?:really\s+|so\s+|super\s+|very\s+|just\s+|kind\s+of\s+|kinda\s+)?(?:stressful|stressing\s+me\s+out|a\s+lot|"
    r"overwhelming|crazy|intense|rough|killing\s+me)"
    r"|\b(?:i'?m|im|i\s+am|i'?ve\s+been|ive\s+been)\s+(?:so\s+|really\s+|super\s+|very\s+)?(?:stressed|overwhelmed|"
    r"burned\s+out|burnt\s+out)\s+(?:out\s+)?(?:about|at|with|by|from)\s+(?:my\s+)?(?P<what2>job|work|school|boss|exams?|"
    r"studies|classes|uni|college|wedding)\b",
    re.IGNORECASE,
)
# ... and what in a dream is of the same days
_DAYS_DREAMT = {
    "work": r"work|job|boss|office|meeting|coworkers?|shift|late",
    "school": r"school|exams?|tests?|class|teacher|homework|late",
    "wedding": r"wedding|bride|groom|altar|dress",
}
_DAYS_OF = {
    "job": "work", "work": "work", "boss": "work", "school": "school", "exam": "school",
    "exams": "school", "studies": "school", "classes": "school", "uni": "school",
    "college": "school", "wedding": "wedding",
}  # fmt: skip


def _stress_of_its_kind(text: str, recent: Sequence[str]) -> bool:
    """Whether ``text`` tells a weight of their days of the kind of a dream told, or come back,
    just before ("my job is really stressful rn", after "i keep dreaming im late for work")."""
    stress = _STRESS_OF.search(text)
    if stress is None:
        return False
    dreamt = _DAYS_DREAMT[_DAYS_OF[(stress["what"] or stress["what2"]).lower()]]
    return any(
        (tells_of_a_dream(t) or tells_recurring(t)) and re.search(rf"\b(?:{dreamt})\b", t, re.I)
        for t in recent
    )


def _ahead_of_its_kind(text: str, dream: str) -> bool:
    """Whether ``text`` tells something ahead of the kind of the dream ``dream`` told ("i have a
    dentist appointment tomorrow", after "i dreamt all my teeth fell out")."""
    if _SOMETHING_AHEAD.search(text) is None or not tells_of_a_dream(dream):
        return False
    return any(
        re.search(rf"\b(?:{ahead})\b", text, re.I) and re.search(rf"\b(?:{dreamt})\b", dream, re.I)
        for ahead, dreamt in _OF_ITS_KIND
    )


# ... whether it will bring bad dreams: "will i have nightmares", "im scared ill dream about it"
_BAD_DREAMS_TO_COME = re.compile(
    r"^\W*(?:(?:so|and|but|hmm+|ok(?:ay)?|do\s+you\s+think)\W+)*(?:(?:will|would|could|might)\s+i|i'?ll|ill|i\s+will|"
    r"i'?m\s+(?:going\s+to|gonna)|im\s+(?:going\s+to|gonna))\s+"
    r"(?:(?:have|get)\s+(?:a\s+|any\s+|more\s+)?(?:nightmares?|bad\s+dreams?|scary\s+dreams?)|dream\s+about\s+(?:it|that))"
    r"(?:\s+(?:tonight|about\s+it|about\s+that|after|before\s+it|because\s+of\s+it))*\s*[?.!]*\s*$"
    r"|\b(?:scared|afraid|worried|terrified|anxious|nervous|frightened)\s+(?:that\s+)?(?:i'?ll|ill|i\s+will|"
    r"i'?m\s+(?:going\s+to|gonna)|im\s+(?:going\s+to|gonna)|i\s+might|i\s+could)\s+(?:dream\s+about\s+(?:it|that)|"
    r"have\s+(?:a\s+)?(?:bad\s+dreams?|nightmares?))\b",
    re.IGNORECASE,
)


# "i woke up sweating", "i just woke up from a nightmare and my heart is pounding": woken into a
# body still in it (probed: the 1.5B's "You might feel a little chilly now.")
_WOKE_SHAKEN = re.compile(
    r"\b(?:i|and)\s+(?:just\s+)?(?:woke|wake|jolted|jumped|sat|shot)\s+(?:up|awake)\s+(?:\w+\s+){0,2}?(?:sweating|shaking|"
    r"trembling|crying|sobbing|screaming|gasping|panicking|in\s+tears|in\s+(?:a\s+)?(?:cold\s+)?sweat|drenched|soaked|"
    r"with\s+my\s+heart\s+(?:racing|pounding))"
    r"|\b(?:i'?m|im|i\s+am)\s+(?:still\s+|literally\s+|actually\s+)?(?:shaking|trembling|sweating|in\s+tears|"
    r"covered\s+in\s+sweat|drenched|soaked\s+in\s+sweat)"
    r"|\b(?:i\s+)?(?:can'?t|cant|cannot)\s+(?:stop\s+shaking|catch\s+my\s+breath|breathe\s+properly)",
    re.IGNORECASE,
)
# "every time i close my eyes i see the man from my dream", "i can still see his face": a dream
# that stays before their eyes, shaken whatever came before (probed: the 1.5B's "It could be
# someone you know or someone new who has inspired you.")
_HAUNTED = re.compile(
    r"\b(?:every\s*time|whenever|when(?:ever)?|each\s+time)\s+i\s+close\s+my\s+eyes\b"
    r"|\b(?:can'?t|cant|cannot)\s+close\s+my\s+eyes\s+without\b"
    r"|\bi\s+(?:can\s+)?still\s+see\s+(?:his|her|its|their|the|that)\s+(?:\w+\s+)?(?:face|eyes|smile|shadow|figure)\b",
    re.IGNORECASE,
)
# "i cant fall back asleep": shaken after something hard told; after "i keep waking up at 3am" it
# is the sleepless night (probed: "That sounds like it really shook you")
_NO_SLEEP_AGAIN = re.compile(
    r"\bcan'?t\s+(?:go\s+back\s+to|get\s+back\s+to|fall\s+back)\s+(?:sleep|asleep)\b", re.IGNORECASE
)
# "is that bad?", "is it weird that i dreamed that", right after a dream told that frightened
# nobody (probed, after "i dreamt my ex came back and we were happy together": the 1.5B's words
# held back, then "I'm not sure what to say to that")
_IS_IT_BAD = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|like|honestly|seriously|hmm+|lol|wait)\W+)*(?:"
    # ("should i be worried", after a dream of teeth falling out that kept coming back: probed,
    # "It's normal to feel worried. It's important to talk to someone you trust…")
    r"(?:should|do|must)\s+i\s+(?:be\s+)?(?:(?:at\s+all|really|even)\s+)?(?:worried|worry|concerned|scared|afraid|"
    r"need\s+to\s+worry)(?:\s+about\s+(?:it|this|that|them))?"
    r"|is\s+(?:it|this|that)\s+(?:something|anything)\s+(?:to\s+worry\s+about|i\s+should\s+worry\s+about)"
    # ("which one should i worry about", after two dreams told: probed, "It depends on how you
    # feel.")
    r"|which\s+(?:one|dream|of\s+(?:them|those|the\s+two))\s+should\s+i\s+(?:be\s+)?(?:worry|worried|concerned)"
    r"(?:\s+about)?"
    r"|does\s+(?:it|this|that)\s+mean\s+(?:something(?:'s|\s+is)?\s+(?:wrong|bad)|anything\s+bad)"
    r"(?:\s+with\s+me)?"
    r"|"
    # ("isnt that weird", after a house burned down and relief: probed, "Yes, that's quite
    # unusual.")
    r"(?:is|was|isn'?t|isnt|wasn'?t|wasnt)\s+(?:this|that|it)\s+(?:even\s+|really\s+|so\s+|kind\s+of\s+|kinda\s+)?"
    r"(?:bad|weird|wrong|strange|normal|ok(?:ay)?|a\s+bad\s+(?:sign|thing)|unhealthy|messed\s+up|creepy|odd)"
    # ("is this normal before a wedding", after dreams of it going wrong: probed, "I'm not sure
    # what to say to that")
    r"(?:\s+(?:before|during|after|around)\s+(?:a|an|the|my|your)\s+(?:\w+\s+)?\w+)?"
    r"|is\s+it\s+(?:bad|weird|wrong|strange|normal|ok(?:ay)?)\s+(?:that|to|if)\s+i\s+(?:\w+\s+){0,2}?"
    r"(?:dream(?:ed|t)?|had|have)\b[^?.!]{0,60}"
    r")\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "im not pregnant btw", "and i dont want kids", after "i dreamed i was pregnant": what the dream
# held is not their life, nor a wish (probed: the 1.5B's "That's great to hear!")
_NOT_IN_THEIR_LIFE = re.compile(
    r"^\W*(?:(?:and|but|lol|haha|well|also)\W+)*(?:"
    r"(?:i'?m|im|i\s+am)\s+not\s+(?:even\s+|actually\s+|really\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:btw|irl|in\s+real\s+life|lol|haha|though|tho)"
    r"|i\s+(?:don'?t|dont|do\s+not)\s+(?:even\s+)?want\s+(?:kids|children|a\s+baby|(?:a|any)\s+(?:kid|child))"
    r"(?:\s+(?:lol|haha|though|tho|btw))?"
    # ("i dont even have a baby", after "i dreamt i forgot my baby in the car": probed, the 1.5B's
    # "That sounds like a very sweet and genuine expression.")
    r"|i\s+(?:don'?t|dont|do\s+not)\s+(?:even\s+)?(?:have|own)\s+(?:a|an|any)\s+[a-z]+(?:\s+[a-z]+)?"
    r"(?:\s+(?:lol|haha|though|tho|btw|irl|in\s+real\s+life))?"
    r"|i\s+(?:have\s+never|never)\s+(?:even\s+)?(?:had|been|owned|met|seen)\s+(?:a|an|any)?\s*[a-z]+(?:\s+[a-z]+)?"
    r"(?:\s+(?:lol|haha|though|tho|btw|irl|in\s+real\s+life))?"
    r")\W*$",
    re.IGNORECASE,
)
# "how can i sleep better", "any tips for falling asleep", "how do i stop my mind racing at
# night", and "any tips?", "what should i do?" right after a sleepless night told: help asked
# for sleep (probed: "any tips?" after "my mind keeps racing about work" got tips for dreaming)
_SLEEP_HELP = re.compile(
    r"\bhow\s+(?:can|do|could|should|would)\s+i\s+(?:(?:get|manage)\s+(?:to\s+)?|fall\s+(?:back\s+)?|go\s+(?:back\s+)?to\s+)?"
    r"(?:sleep|asleep)(?:\s+(?:better|more|faster|quicker|easier|through\s+the\s+night|again))?\s*[?.!]*\s*$"
    r"|\b(?:any|some|got\s+any|give\s+me(?:\s+some)?|need)\s+(?:tips|advice|ideas|help)\s+(?:for|on|with|to\s+help(?:\s+me)?)\s+"
    r"(?:sleep|sleeping|falling\s+asleep|getting\s+to\s+sleep|insomnia|getting\s+(?:back\s+)?to\s+sleep)\b"
    r"|\bhow\s+(?:do|can|could)\s+i\s+(?:stop|quiet|calm|slow|turn\s+off|shut\s+off)\s+(?:my\s+)?(?:mind|thoughts|brain|head)"
    r"(?:\s+from)?(?:\s+racing)?(?:\s+(?:at\s+night|before\s+bed|when\s+i\s+(?:try\s+to\s+)?sleep|so\s+i\s+can\s+sleep))?\s*[?.!]*\s*$"
    r"|\bwhat\s+(?:helps?|can\s+help|could\s+help)\s+(?:with\s+|me\s+)?(?:insomnia|sleep(?:lessness)?|falling\s+asleep|"
    r"(?:me\s+)?sleep)\b"
    # "whats a good bedtime routine" (probed: the 1.5B's "Try reading a story, practicing deep
    # breathing, and meditating.")
    r"|\b(?:what'?s|whats|what\s+is|what\s+are|any|is\s+there|do\s+you\s+have|give\s+me|suggest)\s+(?:a\s+|some\s+)?"
    r"(?:good|healthy|better|nice|simple)\s+(?:bedtime|night(?:time)?|evening|sleep)\s+(?:routines?|habits?|rituals?)\b"
    r"|\bhow\s+(?:do|can|should)\s+i\s+(?:wind|calm)\s+down\s+before\s+(?:bed|sleep)\b",
    re.IGNORECASE,
)
_HELP_ASKED = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|hmm+|any|ugh+)\W+)*(?:any\s+(?:tips|advice|ideas|suggestions)|"
    r"(?:what|anything)\s+(?:should|can|could)\s+i\s+do(?:\s+about\s+(?:it|that))?|what\s+(?:helps|would\s+help)|"
    r"how\s+do\s+i\s+(?:stop|fix)\s+(?:it|that|this)|(?:got\s+)?any\s+(?:tips|advice))\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_SLEEPLESS = re.compile(
    r"\b(?:can'?t|cant|couldn'?t|couldnt|could\s+not|didn'?t|didnt|can\s+not|cannot|unable\s+to)\s+(?:\w+\s+)?"
    r"(?:sleep|fall\s+asleep|get\s+to\s+sleep|switch\s+off)\b"
    r"|\b(?:insomnia|sleepless|no\s+sleep|barely\s+slept|hardly\s+slept|didn'?t\s+sleep|slept\s+(?:badly|terribly|awful|like\s+crap))\b"
    r"|\b(?:mind|thoughts|brain|head)\s+(?:keeps?\s+|is\s+|was\s+|won'?t\s+stop\s+)?racing\b"
    r"|\bkeep\s+waking\s+up\b|\bawake\s+(?:at|until|till|since)\s+\d",
    re.IGNORECASE,
)


# "do you think they'll stop", "will it ever go away", "when will these nightmares end"
_WILL_THEY_STOP = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|hmm+|honestly|seriously)\W+)*(?:(?:do|did)\s+you\s+think\s+|is\s+it\s+(?:possible|likely)\s+"
    r"(?:that\s+)?|when\s+)?(?:will|would|do|does|are|is|can|could)?\s*(?:they|it|these|those|this|that|the\s+"
    r"(?:nightmares|dreams|bad\s+dreams)|these\s+(?:nightmares|dreams)|my\s+(?:nightmares|bad\s+dreams))"
    r"(?:'ll|\s+will|\s+would|(?:\s+are|\s+is)?\s+going\s+to)?\s+(?:ever\s+|eventually\s+|one\s+day\s+|just\s+)?"
    r"(?:stop|go\s+away|end|pass|ease(?:\s+off|\s+up)?|fade|get\s+better|calm\s+down|go)(?:\s+(?:away|eventually|soon|"
    r"someday|ever|on\s+their\s+own|by\s+themselves|at\s+some\s+point))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_BAD_DREAMS_TOLD = re.compile(
    r"\b(?:nightmares?|bad\s+dreams?|night\s+terrors?|scary\s+dreams?|awful\s+dreams?)\b",
    re.IGNORECASE,
)


# "why", "but why?", "why tho": why the dream just told came (probed, after a dream that keeps
# coming back: "Because you're here and want to talk.")
# "how is that possible", "how can that be", after a dream of something that cannot happen
# ("i dreamed i was drowning but i could breathe": probed, "I'm not sure what to say to that.")
_HOW_POSSIBLE = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|hmm+|wait|lol|like|seriously|honestly)\W+)*(?:"
    r"how\s+(?:is|was)\s+(?:that|this|it)\s+(?:even\s+)?possible|how\s+(?:can|could|would)\s+(?:that|this|it)\s+"
    r"(?:even\s+)?(?:be|happen|work)|(?:is|was)\s+(?:that|this|it)\s+even\s+possible|how\s+does\s+(?:that|this|it)\s+"
    r"(?:even\s+)?(?:make\s+sense|work)|that\s+(?:makes\s+no\s+|doesn'?t\s+make\s+(?:any\s+)?)sense"
    # ("how", alone, after "it was spanish and i dont speak spanish": probed, "I'm here to listen")
    r"|how(?:\s+(?:come|so|even))?)"
    r"(?:\s+(?:though|tho|lol|haha|even))*\s*[?!.]*\s*$",
    re.IGNORECASE,
)
_WHY_ALONE = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|hmm+|seriously|honestly)\W+)*why(?:\s+now)?(?:\s+(?:though|tho|is\s+that|would\s+that\s+be|"
    r"of\s+all\s+times))?\W*$",
    re.IGNORECASE,
)
# "why does this keep happening", "why do i keep having this dream", "why does it keep coming
# back": why a dream returns, asked of one told (probed: "i dreamt about my ex again. why does this
# keep happening" met with nothing but the journal's line, every sentence of the 1.5B held back)
_WHY_IT_RETURNS = re.compile(
    r"\bwhy\s+(?:does|do|is|would|did)\s+(?:this|that|it|i|these|they)\s+(?:\w+\s+)?"
    r"(?:keep|keeps|always|still)\s+(?:happening|happen|coming\s+back|returning|repeating|showing\s+up|"
    r"(?:having|dreaming|getting|seeing)\s+(?:this|that|it|them|these|those|the\s+same)\b)"
    # ("why cant i let it go", of an old job come back in a dream: probed, "It's okay to feel sad
    # or angry about past experiences.")
    r"|\bwhy\s+(?:can'?t|cant|can\s+not|cannot|won'?t|wont)\s+(?:i|my\s+(?:brain|mind|head))\s+(?:just\s+)?"
    r"(?:let\s+(?:it|this|that|them|him|her)\s+go|move\s+on|get\s+over\s+(?:it|this|that|him|her|them)|"
    r"forget\s+(?:it|this|that|about\s+(?:it|this|that|him|her|them)))\b",
    re.IGNORECASE,
)
# "is there anything i can do to stop them", "how do i stop having these nightmares", "how can i
# make it stop": help asked to end bad dreams or one that keeps coming back (probed, after
# "i keep dreaming about being late for exams…": "Perhaps you could suggest a different approach
# to the situation that doesn't involve anger or violence.")
_DREAMS_WORD = r"(?:(?:these|those|the|my|bad|recurring|same)\s+)*(?:dreams?|nightmares?)"
# (what is stopped: "them", "having these nightmares", "my bad dreams")
_STOPPED = (
    r"(?:(?:stop|prevent|end|get\s+rid\s+of|reduce)\s+"
    rf"(?:them|it|this|that|having\s+(?:them|it|{_DREAMS_WORD})|{_DREAMS_WORD})"
    # ("how do i have fewer", after their nightmares counted: probed, "Start with simple things
    # and work your way up.")
    rf"|(?:have|get)\s+(?:fewer|less)(?:\s+(?:of\s+them|{_DREAMS_WORD}))?)"
)
_STOP_ASKED = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|hmm+|honestly|seriously)\W+)*(?:"
    r"(?:is\s+there\s+)?(?:anything|something|what)\s+(?:that\s+)?(?:i|you)\s+(?:can|could|should)\s+do\s+to\s+"
    rf"{_STOPPED}"
    rf"|how\s+(?:do|can|could|would|should)\s+i\s+(?:ever\s+)?{_STOPPED}"
    r"|how\s+(?:do|can|could)\s+i\s+make\s+(?:them|it|this|(?:the|these)\s+(?:dreams?|nightmares?))\s+(?:stop|go\s+away|end)"
    # ("what can i do about it", after nightmares three nights in a row: probed, the 1.5B's
    # "adjusting your sleep schedule")
    r"|(?:what|is\s+there\s+anything(?:\s+that)?)\s+(?:can|could|should)\s+i\s+do(?:\s+about\s+(?:it|them|that|this|those))?"
    r")(?:\s+(?:from\s+(?:happening|coming(?:\s+back)?)|coming\s+back|happening|again|for\s+good|forever))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "do you think ill ever stop having them", after a dream come again (probed: the 1.5B's "it's
# possible that you'll never stop having them" held back, and "I'm not sure what to say to that");
# "will they ever stop" is ``_WILL_THEY_STOP``'s
_WILL_I_STOP = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|hmm+|honestly|seriously)\W+)*(?:do\s+you\s+think\s+)?"
    r"(?:i'?ll|ill|i\s+will|will\s+i)\s+(?:ever\s+)?(?:stop|quit)\s+(?:having|getting|dreaming)"
    r"(?:\s+(?:them|those|these|it|that|this|(?:the|these|those)\s+(?:dreams?|nightmares?)))?"
    r"(?:\s+(?:ever|one\s+day|someday|eventually))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "how do i stop dreaming", "i just want dreamless sleep": dreaming itself wished away, not bad
# dreams (``stop_dreams`` of ``who`` "all"; probed: the 1.5B's "techniques to stop dreaming, such
# as meditation…" and "Dreamless sleep is a natural state…")
_NO_MORE_DREAMS = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|honestly|seriously|ugh+|man)\W+)*(?:"
    r"(?:how\s+(?:do|can|could|would|should)\s+i|(?:is\s+there\s+(?:a\s+way|any\s+way|anything)|can\s+i|"
    r"is\s+it\s+possible)(?:\s+(?:for\s+me\s+)?to)?)\s+(?:just\s+)?(?:stop\s+dreaming|not\s+dream|never\s+dream|"
    r"sleep\s+without\s+(?:dreaming|dreams)|have\s+no\s+dreams|get\s+dreamless\s+sleep)"
    r"|i\s+(?:just\s+|really\s+|only\s+)?(?:want|wish|need|would\s+like|'d\s+like)\s+(?:to\s+|i\s+could\s+)?(?:"
    r"(?:stop|quit)\s+dreaming|not\s+(?:to\s+)?dream|never\s+dream\s+again|have\s+no\s+dreams|"
    r"(?:some\s+|one\s+night\s+of\s+|a\s+night\s+of\s+)?dreamless\s+sleep|sleep\s+without\s+(?:dreaming|dreams)|"
    r"no\s+(?:more\s+)?dreams)"
    r")(?:\s+(?:at\s+all|altogether|completely|anymore|any\s+more|for\s+once|ever\s+again|please|lol|tbh))*"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "ok tell me about it", "how", "what is it": what Sandman offered to tell, asked for
_TELL_ME_IT = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yes|yeah|sure|please|pls|so|alright)\W+)*(?:tell\s+me(?:\s+(?:about\s+it|more|how|that))?|"
    r"how|what\s+is\s+it|what'?s\s+that|what\s+way|which\s+way|go\s+on|i'?d\s+like\s+that|i\s+would\s+like\s+that)"
    r"(?:\s+(?:please|pls|then))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "whats your favorite dream of mine", "whats the weirdest dream ive had": a dream ranked by what
# only they can judge (probed: "favorite" searched; the latest dreams listed)
_RANKED = re.compile(
    r"\b(?:what'?s|whats|what\s+(?:is|was)|which\s+(?:is|was|one\s+is|one\s+was|dream\s+(?:is|was))"
    # ("ok then tell me about my best dream": probed, the 1.5B's "Sure, what was your best dream?")
    r"|(?:tell\s+me\s+about|show\s+me|read\s+me|what\s+about))\s+"
    r"(?:your|the|my)\s+(?:(?:very|all-time|all\s+time)\s+)?(?:favou?rite|weirdest|strangest|craziest|wildest|oddest|"
    r"funniest|best|coolest|most\s+(?:interesting|bizarre|random|unusual|memorable|beautiful|meaningful))"
    r"(?:\s+(?:one|dream|nightmare))?(?:\s+(?:of\s+mine|i'?ve\s+(?:ever\s+)?(?:had|told\s+you|logged|saved)|"
    r"ive\s+(?:ever\s+)?(?:had|told\s+you)|i\s+(?:ever\s+)?(?:had|told\s+you)|in\s+(?:my|the)\s+journal|so\s+far|ever))*\s*[?.!]*\s*$"
    # "which one is weirder lol", of two just told (probed: "I'm not sure what to say to that")
    r"|^\W*(?:(?:so|and|ok(?:ay)?|lol|haha|hmm+)\W+)*(?:which|what)\s+(?:one\s+|dream\s+|of\s+(?:them|the\s+two|those|these)\s+)?"
    r"(?:is|was)\s+(?:weirder|stranger|crazier|wilder|odder|funnier|better|cooler|more\s+(?:interesting|bizarre|"
    r"random|unusual|memorable|beautiful|meaningful|important))\b(?:\s+(?:lol|haha|lmao|though|tho|do\s+you\s+think))*\s*[?.!]*\s*$"
    # "which one matters more", of two just told (probed: the 1.5B's "What matters more depends on
    # what you are talking about.")
    r"|^\W*(?:(?:so|and|ok(?:ay)?|lol|haha|hmm+)\W+)*(?:which|what)\s+(?:one\s+|dream\s+|of\s+(?:them|the\s+two|those|these)\s+)?"
    r"(?:matters|means|meant|mattered)\s+more(?:\s+(?:lol|haha|though|tho|do\s+you\s+think|to\s+me))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "i dont want you to save this one", "please dont save the next one", "this one's off the
# record": what they tell next is not to be kept
_NOT_SAVING = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|hey|um+|but|and|also)\W+)*(?:please\s+|pls\s+)?(?:"
    r"i\s+(?:don'?t|dont|do\s+not)\s+want\s+(?:you\s+to\s+)?(?:save|keep|log|record|write\s+down)"
    r"|(?:don'?t|dont|do\s+not)\s+(?:save|keep|log|record|write\s+down))\s+"
    r"(?:this|the\s+next|what|anything)(?:\s+(?:one|dream|i\s+tell\s+you|i'?m\s+about\s+to\s+(?:tell\s+you|say)|i\s+say))*"
    r"(?:\s+(?:ok(?:ay)?|please|pls|in\s+the\s+journal))*\W*$"
    r"|^\W*(?:this\s+(?:one\s+)?is|this\s+one'?s|it'?s)\s+off\s+the\s+record\W*$",
    re.IGNORECASE,
)


def announces_not_saving(text: str) -> bool:
    """Whether ``text`` asks that what they tell next not be kept ("i dont want you to save this
    one"), telling nothing yet."""
    return _NOT_SAVING.match(text.strip()) is not None


# "should i tell my husband", "do i tell her about it?", after a dream told (probed, after a
# dream of marrying a stranger: "He deserves to know what you're feeling…")
_TELL_THEM = re.compile(
    # ("do you think i should tell my friend i dreamt about her": probed, the 1.5B's "It's
    # important to communicate openly and honestly with your friend about dreams.")
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+|lol|honestly|wait)\W+)*(?:do\s+you\s+think\s+i\s+(?:should|could)|"
    r"(?:should|do|would|can|could)\s+i)\s+(?:even\s+)?"
    r"(?:tell|show|mention\s+(?:it|this|that)\s+to)\s+(?:my\s+(?:\w+\s+)?\w+|him|her|them)(?:\s+(?:about\s+(?:it|this|that|the\s+dream)|"
    r"(?:about\s+)?what\s+i\s+dreamt|(?:that\s+)?i\s+(?:dreamt|dreamed|had\s+a\s+dream)\s+(?:about|of)\s+(?:her|him|them)|"
    r"lol|though|or\s+not))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)


_REACH_OUT = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+|lol|honestly|wait)\W+)*(?:(?:should|do|would|can|could)\s+i"
    # ("i dont know if i should call her", after a dream of a mother not spoken to in two years:
    # probed, "it sounds like you might want to call her", held back, and nothing said)
    r"|i\s+(?:don'?t|dont|do\s+not)\s+know\s+(?:if|whether)\s+(?:i\s+should|to)"
    r"|(?:i'?m|im|i\s+am)\s+not\s+sure\s+(?:if|whether)\s+(?:i\s+should|to)"
    r"|i\s+(?:wonder|keep\s+wondering)\s+(?:if|whether)\s+i\s+should"
    # ("maybe i should call her", after a dream of a mother not spoken to in a year: probed, "I
    # hear you. Go on…")
    r"|(?:maybe|perhaps)\s+i\s+should)\s+(?:even\s+)?"
    r"(?:reach\s+out|get\s+in\s+touch|contact|text|call|message|write\s+to|talk\s+to|see|visit|call\s+up)"
    r"(?:\s+(?:to\s+)?(?:him|her|them|my\s+(?:\w+\s+)?\w+))?(?:\s+(?:again|after\s+all\s+this\s+time|or\s+not|now))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "my calmest dream", "the scariest nightmare i had": a dream ranked by its mood, which the
# journal keeps but not how strong it was
_MOOD_RANKED = re.compile(
    r"\b(?:happiest|saddest|scariest|calmest|creepiest|weirdest\s+mood|most\s+(?:peaceful|anxious|frightening|"
    r"terrifying|joyful|upsetting|stressful|relaxing|calm|scary|sad|happy))\s+(?:dream|one|nightmare)s?\b",
    re.IGNORECASE,
)


# ... and the other end asked after it, in a few words ("and the most normal one", "what about
# the most boring")
_RANKED_AGAIN = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|but|what\s+about|how\s+about|then)\W+)*(?:the\s+|my\s+)?"
    r"(?:most\s+\w+|least\s+\w+|\w+est|best|worst)(?:\s+(?:one|dream|nightmare))?"
    r"(?:\s+(?:then|lol|haha|though|tho))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def ranks_by_taste(text: str) -> bool:
    """Whether ``text`` asks for their dream ranked by what only they can judge ("whats the
    weirdest dream ive had", "your favourite dream of mine")."""
    return _RANKED.search(text) is not None


def asks_of_the_last(text: str) -> bool:
    """Whether ``text`` asks only of what they just told, naming nothing ("is that bad?", "any
    tips?"): nothing in the journal answers it."""
    return bool(
        _IS_IT_BAD.match(text)
        or _HELP_ASKED.match(text)
        or _WILL_THEY_STOP.match(text)
        or _WHY_ALONE.match(text)
        or _STOP_ASKED.match(text)
        or _TELL_THEM.match(text)
    )


# "the dreams are too much", "my nightmares have been unbearable": worn down by them, said
_DREAMS_TOO_MUCH = re.compile(
    r"^\W*(?:(?:and|but|so|just|like|honestly|because|cause|bc)\W+)*(?:the|my|these|those|all\s+(?:the|these|my))\s+"
    r"(?:\w+\s+)?(?:dreams|nightmares)\s+(?:are|have\s+been|keep\s+being|get|are\s+getting)\s+(?:just\s+|so\s+|really\s+)?"
    r"(?:too\s+much|unbearable|too\s+intense|exhausting|awful|horrible|so\s+bad|too\s+real|overwhelming)\b",
    re.IGNORECASE,
)
_SLEEP_FEARED = re.compile(
    r"\b(?:scared|afraid|terrified|frightened|nervous|anxious|dreading|dread|fear|don'?t\s+want|"
    r"do\s+not\s+want|don'?t\s+wanna|dont\s+wanna|can'?t\s+face)\s+(?:of\s+)?(?:to\s+)?"
    # ("i dont want to go back to sleep", after a nightmare: probed, the 1.5B's "You're not
    # alone. It's okay to feel this way sometimes.")
    r"(?:go(?:ing)?\s+(?:back\s+)?(?:to\s+)?|fall(?:ing)?\s+(?:back\s+)?)?"
    r"(?:sleep|sleeping|asleep|bed|close\s+my\s+eyes|closing\s+my\s+eyes)\b"
    r"|\b(?:scared|afraid|terrified)\b[^.!?]{0,30}\b(?:nightmare|dream)s?\s+(?:will\s+)?(?:come|comes|coming)\s+back\b"
    # ("i havent slept in 3 days because of the nightmares": probed, "I understand that the
    # nightmares are causing you stress.")
    r"|\b(?:haven'?t|havent|have\s+not|hardly|barely|can'?t|cant|couldn'?t|couldnt|didn'?t|didnt)\s+"
    r"(?:really\s+|properly\s+)?(?:slept|sleep)\b[^.!?]{0,30}?\b(?:because\s+of|cause\s+of|bc\s+of|for\s+fear\s+of)\s+"
    r"(?:the|my|these|those|all\s+(?:the|these))\s+(?:\w+\s+)?(?:nightmares|bad\s+dreams|dreams)\b"
    # "im scared ill have the same nightmare tonight" (probed: "it's understandable to have a
    # similar nightmare tonight")
    r"|\b(?:scared|afraid|terrified|worried|anxious|nervous)\s+(?:that\s+)?(?:i'?ll|ill|i\s+will|i'?m\s+going\s+to|"
    r"im\s+going\s+to|i'?m\s+gonna|im\s+gonna|i\s+might)\s+(?:have|get|dream)\s+(?:the\s+same|that|it|another|a|the)\s+"
    r"(?:\w+\s+)?(?:nightmare|dream|one)\b"
    # "i just know ill have a bad dream" (probed, the night before a job interview: "That's okay.")
    r"|\b(?:i\s+(?:just\s+)?know|i'?m\s+(?:so\s+)?sure|i\s+bet|probably|i\s+feel\s+like)\s+(?:i'?ll|ill|i\s+will|"
    r"i'?m\s+(?:gonna|going\s+to)|im\s+(?:gonna|going\s+to))\s+(?:have|get)\s+(?:a\s+|another\s+)?"
    r"(?:bad\s+dream|nightmare|scary\s+dream)s?\b"
    # ("im scared ill dream about the accident again": probed, the 1.5B's "I understand that you
    # feel scared about the accident.")
    r"|\b(?:scared|afraid|terrified|worried|anxious|nervous)\s+(?:that\s+)?(?:i'?ll|ill|i\s+will|i'?m\s+going\s+to|"
    r"im\s+going\s+to|i'?m\s+gonna|im\s+gonna|i\s+might)\s+dream\s+(?:about|of)\s+[^.!?]{1,40}?\s+again\b"
    # ("i cant sleep because im scared of having the nightmare again": probed, the 1.5B's words)
    r"|\b(?:scared|afraid|terrified|frightened|worried|nervous)\s+(?:of|about)\s+(?:having|getting|seeing|dreaming)\s+"
    r"(?:the\s+same\s+|that\s+|this\s+|another\s+|a\s+|the\s+|more\s+)?(?:\w+\s+)?(?:nightmares?|bad\s+dreams?|dreams?|one)\b",
    re.IGNORECASE,
)
# a time or a place of theirs missed, not someone lost ("i miss those summers", after a dream of
# the beach house of their childhood: probed, the 1.5B's "…with your family. Even though you haven't
# been to the beach in years…"; "i miss being a kid", "i wish i could go back there")
_TIMES_MISSED = (
    r"days|times|summers?|winters?|holidays?|vacations?|years?|nights?|mornings?|trips?|place|house|"
    r"home|town|city|village|school|beach|garden|street|neighbou?rhood|room|apartment|flat|life|age|"
    r"moments?|childhood|youth|feeling|smell|sound|view|lake|sea|ocean|mountains?|farm|cottage|cabin"
)
_NOSTALGIA = re.compile(
    r"\bi\s+(?:really\s+|so\s+|just\s+|still\s+|kind\s+of\s+|kinda\s+)*miss\s+"
    rf"(?:(?:those|these|that|the\s+old|our\s+old|my\s+old|our|my)\s+(?:\w+(?:'s)?\s+)?(?:{_TIMES_MISSED})\b"
    r"|being\s+(?:a\s+)?(?:kid|child|little|young|younger|small|teen(?:ager)?|there|back\s+there)\b"
    r"|how\s+(?:things|it|life|everything)\s+(?:was|were|used\s+to\s+be)\b|it\s+there\b|(?:that|those)\s+time)"
    r"|\bi\s+wish\s+i\s+could\s+go\s+back\s+(?:there|to\s+(?:that|those)\s+(?:time|days|summers?|place|house)|"
    r"to\s+being\s+(?:a\s+)?(?:kid|child|young))\b",
    re.IGNORECASE,
)
_MISSED = re.compile(
    r"\bi\s+(?:still\s+|really\s+|just\s+|so\s+)*miss\s+(?:her|him|them|my\s+\w+|\w+)\b"
    r"|\bi\s+wish\s+(?:she|he|they)\s+(?:was|were|could\s+be)\s+(?:still\s+)?(?:here|alive|with\s+me)\b"
    r"|\bi\s+(?:still\s+)?think\s+(?:about|of)\s+(?:her|him|them)\s+(?:every\s+day|all\s+the\s+time|a\s+lot)\b"
    # ("i keep expecting her to jump on my bed", the morning their cat died: probed, the 1.5B's
    # "I'm sorry to hear that your cat died."; "i still dream about him sometimes", a year after
    # a father died: probed, "I'm still here with you…")
    r"|\bi\s+(?:still\s+|keep\s+|always\s+)(?:expect(?:ing)?|look(?:ing)?\s+for|wait(?:ing)?\s+for|listen(?:ing)?\s+for|"
    r"hear(?:ing)?|see(?:ing)?)\s+(?:her|him|them)\b"
    r"|\bi\s+(?:still\s+)?(?:dream|dreamt|dreamed)\s+(?:about|of)\s+(?:her|him|them)\b(?!\s+(?:dying|die|died))",
    re.IGNORECASE,
)
_GRIEF = re.compile(
    rf"\b(?:passed\s+(?:away|on)|{_LOST_SOMEONE}{_PARTING})"
    # someone gone, met again in a dream ("my grandma was alive again", "my late dad hugged me";
    # measured: "That was so exciting! Your grandma's return was like a special birthday
    # present", then "That's wonderful to hear!" to "it made me really emotional")
    r"|\b(?:was|were|is|are|still)\s+alive(?:\s+again)?\b|\bback\s+from\s+the\s+dead\b"
    # alone with it ("nobody understands my dreams": measured, "That's okay… It might help to
    # talk through your dreams with someone who you trust")
    r"|\b(?:nobody|no\s+one|noone)\s+(?:really\s+)?(?:understands|gets|listens|cares|believes)\b"
    r"|\bcame\s+back\s+to\s+life\b|\b(?:my|our|his|her)\s+late\s+\w+"
    # ("i dreamt about my dead grandma hugging me": probed, met as a dream of her dying)
    r"|\b(?:my|our)\s+dead\s+(?!end\b|tired\b|battery\b|phone\b)(?:grand\w*|mom|mum|mother|dad|father|"
    r"brother|sister|son|daughter|husband|wife|partner|friend|best\s+friend|aunt|uncle|cousin|nan|nana|papa|"
    r"dog|cat|pet)\b",
    re.IGNORECASE,
)


# "ugh another night of no sleep", "barely slept again": a night without sleep, a hard one however
# it is said (measured: "Consider taking some relaxation techniques…", no hard word read as one)
_NO_SLEEP = re.compile(
    r"\b(?:no|zero|little|hardly\s+any|barely\s+any)\s+sleep\b|\b(?:barely|hardly|never|not)\s+slept\b"
    r"|\b(?:didn'?t|did\s+not|couldn'?t|could\s+not|can'?t|cannot)\s+(?:get\s+(?:any|much)\s+)?sleep\b"
    r"|\bup\s+all\s+night\b|\b(?:another|one\s+more)\s+(?:bad|rough|long|awful|sleepless)\s+night\b"
    r"|\btossing\s+and\s+turning\b"
    # "i keep waking up at 3am every night" (probed: "…talk to your doctor about this condition")
    r"|\bkeep\s+waking\s+up\b|\bwak(?:e|ing)\s+up\s+(?:at\s+\d|every\s+night|in\s+the\s+middle\s+of\s+the\s+night)"
    # ("kept waking up every hour", after "rough night": probed, "What seems to be bothering you?")
    r"|\b(?:kept|keeps|was|been)\s+waking\s+up\b|\bwok(?:e|en)\s+up\s+(?:every|like\s+every|all\s+night)\b"
    r"|\bwak(?:e|ing)\s+up\s+(?:every|like\s+every)\s+(?:hour|\d+\s+(?:hours|minutes)|couple\s+of\s+hours|few\s+hours)"
    # "i havent been sleeping well", "like 4 hours a night", "my sleep has been awful" (probed:
    # "Thank you for telling me.", then "It's affecting your ability to think clearly…")
    r"|\b(?:haven'?t|havent|have\s+not|not|n'?t)\s+(?:been\s+)?(?:sleep(?:ing)?|slept)\s+(?:well|good|great|much|properly|right)\b"
    r"|\bsleeping\s+(?:badly|poorly|terribly|awfully)\b|\binsomnia\b"
    r"|\bsleep\s+(?:has\s+been|is|was)\s+(?:so\s+|really\s+)?(?:bad|terrible|awful|rough|horrible|crap|shit)\b"
    r"|\b(?:only|like|about|just|barely)\s+(?:\d+|two|three|four|one)\s+hours?\s+(?:of\s+sleep|a\s+night|"
    r"last\s+night|every\s+night|per\s+night)\b",
    re.IGNORECASE,
)
# "i dreamt i was drowning and no one helped me", "something was chasing me", "i was trapped":
# peril in a dream, hard to wake up from though no feeling is named (probed: every sentence of
# the 1.5B held back, and no line of Sandman's for a hard dream)
_PERIL = re.compile(
    r"\b(?:drown(?:ing|ed)?|suffocat(?:ing|ed)|chok(?:ing|ed)|strangl(?:ing|ed)|kidnapp?(?:ed|ing)|"
    r"trapped|buried\s+alive|murder(?:ed|ing)?|stabb(?:ed|ing)|attack(?:ed|ing)\s+(?:me|us)|"
    r"(?:being|was|were|got)\s+(?:chased|hunted|attacked|killed|shot)|(?:chasing|hunting|following)\s+(?:me|us)|"
    r"(?:no\s*one|nobody)\s+(?:would\s+|could\s+|came\s+to\s+)?(?:help(?:ed)?|came|heard|listened|saved)\s*(?:me|us)?|"
    r"(?:house|home|room|building|school|car|everything)\s+(?:was\s+|were\s+)?(?:on\s+fire|burning(?:\s+down)?)|"
    r"(?:couldn'?t|could\s+not|can'?t)\s+(?:move|escape|get\s+out|scream|wake\s+up)|paraly[sz]ed|"
    # someone of theirs gone ("then i dreamed she was gone": probed, "Did you have a special
    # feeling or memory about that dream?")
    r"(?:she|he|they|my\s+(?:mom|mum|mother|dad|father|sister|brother|son|daughter|kids?|children|baby|wife|"
    r"husband|partner|boyfriend|girlfriend|friend|best\s+friend|family|cat|dog))\s+(?:was|were|had)\s+"
    r"(?:just\s+)?(?:gone|missing|vanished|disappeared|taken|lost)(?!\s+(?:for\s+a\s+(?:bit|while|minute)|to\s+(?:the|work|school)))"
    # ... or gone of their own accord ("i dreamt my dog ran away", "…and my fiance left": probed,
    # the 1.5B's "That's a very special dream.", "That's a very interesting dream you had!")
    r"|(?:she|he|they|my\s+(?:mom|mum|mother|dad|father|sister|brother|son|daughter|kids?|children|baby|wife|"
    r"husband|partner|boyfriend|girlfriend|fianc[eé]e?|friend|best\s+friend|family|cat|dog|puppy|kitten|pet))\s+"
    r"(?:just\s+)?(?:ran\s+away|ran\s+off|went\s+missing|disappeared|vanished|walked\s+out|left\s+(?:me|us|without)|"
    r"left(?=\s*(?:[.!,;]|$|\s+(?:and|but)\b)))"
    # ... or hurt ("i dreamt my cat pixel fell from the balcony", "my dog got hit by a car")
    r"|(?:she|he|they|my\s+(?:mom|mum|mother|dad|father|sister|brother|son|daughter|kids?|children|baby|wife|"
    r"husband|partner|boyfriend|girlfriend|fianc[eé]e?|friend|best\s+friend|family|cat|dog|puppy|kitten|pet)(?:\s+[a-z]+)?)\s+"
    r"(?:fell\s+(?:off|from|down|out)|was\s+falling|got\s+(?:hit|hurt|run\s+over)|was\s+(?:hit|hurt|injured|bleeding|run\s+over)|"
    r"was\s+in\s+(?:an?\s+)?(?:accident|crash))"
    r")\b",
    re.IGNORECASE,
)
# "now i feel weird", "it left me feeling off": unsettled, said of themselves (a weird dream alone
# is no hard feeling; measured: "consider talking to a trusted friend or counselor" passed)
_UNSETTLED = re.compile(
    r"\b(?:i|it|me|i'?m|im)\s+(?:still\s+|just\s+|kind\s+of\s+|kinda\s+|am\s+)?(?:feel|feels|feeling|felt)\s+"
    r"(?:so\s+|really\s+|kind\s+of\s+|kinda\s+|a\s+(?:bit|little)\s+|pretty\s+|very\s+|super\s+|all\s+)?"
    r"(?:weird|off|strange|odd|unsettled|wrong|shaky|raw|heavy)\b"
    # (not when a good feeling follows it: "it felt strange but nice", of a dream; probed, "That
    # sounds hard, and I'm sorry it feels that way.")
    r"(?![^.!?]*\b(?:but|yet|though|although)\s+(?:(?:it|that)\s+(?:was|felt)\s+|also\s+|kind\s+of\s+|"
    r"kinda\s+|sort\s+of\s+|somehow\s+|still\s+|really\s+|so\s+|very\s+|pretty\s+|a\s+bit\s+|in\s+a\s+)*"
    r"(?:nice|good|peaceful|calm|calming|lovely|"
    r"beautiful|fun|happy|cool|great|comforting|exciting|amazing|wonderful|safe|warm|light|free)\b)"
    # "i just woke up and my heart is racing" (measured: "…feel nervous or excited")
    r"|\bheart\s+(?:is\s+|was\s+|'s\s+|keeps\s+|kept\s+)?(?:still\s+)?(?:racing|pounding|hammering|"
    r"beating\s+(?:so\s+|really\s+)?(?:fast|hard))\b|\bcan'?t\s+(?:catch\s+my\s+)?breath"
    # "i'm not okay today honestly" (measured: read as nothing, and met with "seek support")
    # "sorry, long day" (probed: "Take a break and rest well.")
    r"|\b(?:(?:such\s+)?a\s+|another\s+|what\s+a\s+|long\s+)?(?:long|rough|hard|tough|bad|awful|horrible|terrible|"
    r"exhausting|stressful|shit|shitty|crappy)\s+(?:day|week|shift|night|few\s+days|month|year)\b"
    r"|\b(?:i'?m|im|i\s+am|i'?ve\s+been|i\s+feel|feeling)\s+(?:just\s+|really\s+|honestly\s+)?"
    r"(?:not|n'?t)\s+(?:really\s+|doing\s+|feeling\s+)?(?:ok|okay|alright|all\s+right)\b"
    # "my mind keeps racing about work" (probed: heard as nothing, twice), "every time i close my
    # eyes i see the same face" (probed: "You might have a recurring dream of your favorite face")
    r"|\b(?:my\s+)?(?:mind|head|thoughts?)\s+(?:is\s+|are\s+|keeps?\s+|won'?t\s+stop\s+|just\s+)?"
    r"(?:racing|spinning|going\s+(?:a\s+mile\s+a\s+minute|round\s+and\s+round))\b|\bcan'?t\s+switch\s+off\b"
    r"|\bevery\s+time\s+i\s+close\s+my\s+eyes\b|\bcan'?t\s+(?:shake|stop\s+(?:seeing|picturing))\b",
    re.IGNORECASE,
)
# "i keep seeing it when i close my eyes", after a car crash told: what happened, seen again awake
# (probed: "close eyes" searched, and met as a dream that keeps coming back)
_SEEN_AGAIN = re.compile(
    r"\bkeep\s+(?:seeing|picturing|reliving|replaying|hearing)\s+(?:it|him|her|them|that|the\s+\w+)\b"
    r"[^.!?]*\b(?:when(?:ever)?\s+i\s+(?:close|shut)\s+my\s+eyes|over\s+and\s+over|in\s+my\s+head|"
    r"again\s+and\s+again)\b|\bflashbacks?\b",
    re.IGNORECASE,
)


# "we dont really talk anymore", "i havent spoken to her in years", "we fell out": someone of
# theirs grown apart from (probed, after a dream of their dad yelling: the 1.5B's "It's okay.")
_OFTEN_LIVED = frozenset({"hypnic jerk", "sleep paralysis"})
_FELT_SMALL = re.compile(
    r"\b(?:felt|feel|feeling)\s+(?:so\s+|really\s+|very\s+|super\s+)?(?:small|tiny|stupid|worthless|useless|invisible|"
    r"humiliated|pathetic|like\s+(?:nothing|an?\s+idiot|a\s+failure|a\s+child))\b",
    re.IGNORECASE,
)
# a hurt of their childhood told ("i used to get yelled at a lot as a kid")
_HURT_GROWING_UP = re.compile(
    r"\b(?:yelled\s+at|shouted\s+at|hit|beaten|bullied|picked\s+on|ignored|neglected|abused|screamed\s+at|"
    r"made\s+fun\s+of|left\s+alone)\b[^.!?]{0,40}\b(?:as\s+a\s+(?:kid|child|teen(?:ager)?)|growing\s+up|"
    r"when\s+i\s+was\s+(?:little|young|small|a\s+kid|a\s+child|\d+)|in\s+school|at\s+school)\b"
    r"|\b(?:as\s+a\s+(?:kid|child)|growing\s+up|when\s+i\s+was\s+(?:little|young|a\s+kid))\b[^.!?]{0,40}"
    r"\b(?:yelled\s+at|shouted\s+at|hit|beaten|bullied|picked\s+on|ignored|neglected|abused|screamed\s+at)\b",
    re.IGNORECASE,
)
# "my therapist said to keep a dream journal": why they came, told
_JOURNAL_SUGGESTED = re.compile(
    r"\b(?:therapist|doctor|counsel+or|psychologist|psychiatrist|friend|mom|mum|dad|teacher|coach|partner)\s+"
    r"(?:said|told\s+me|suggested|recommended|thinks?|wants?\s+me)\s+(?:that\s+)?(?:i\s+should\s+|to\s+|i\s+)?"
    r"(?:keep|start|write|try|use)\s+(?:a\s+|keeping\s+a\s+)?(?:dream\s+)?(?:journal|diary|down\s+my\s+dreams)\b",
    re.IGNORECASE,
)
_BEST_OF_SOMEONE = re.compile(
    r"\b(?:best|favou?rite|good)(?=\s+(?:friends?|mates?|buddy|buddies|pals?|teachers?|aunt|uncle|cousin)\b)",
    re.IGNORECASE,
)
_ESTRANGED = re.compile(
    # ("i dreamed my best friend stopped talking to me": probed, read as a good dream)
    r"\b(?:stopped|stops|quit)\s+(?:talking|speaking|texting|answering)\s+(?:to\s+)?(?:me|us|each\s+other)\b"
    r"|\b(?:ignored|ignoring|ghosted|blocked|unfriended)\s+me\b|"
    r"\b(?:we|i|he|she|they)\s+(?:don'?t|dont|do\s+not|doesn'?t|doesnt|never|no\s+longer|barely|hardly)\s+"
    r"(?:really\s+|even\s+|ever\s+)?(?:talk|speak|see\s+each\s+other|get\s+along)"
    r"(?:(?:\s+(?:to|with)\s+(?:each\s+other|him|her|them|me))?\s+(?:anymore|any\s+more|these\s+days)"
    r"|\s+(?:to|with)\s+(?:each\s+other|him|her|them|me)\b(?!\s+(?:about|for)\b))\b"
    r"|\b(?:we|i)\s+(?:haven'?t|havent|have\s+not|hadn'?t)\s+(?:spoken|talked|seen\s+each\s+other)\b[^.!?]{0,25}"
    # ("we havent talked in a while irl", after a dream of a best friend gone quiet: probed, the
    # 1.5B's "You've been gone for a while.")
    r"\b(?:years|months|weeks|ages|a\s+long\s+time|forever|a\s+while|so\s+long|"
    # ("we havent spoken in a year", after a dream of a mother angry with them: probed, "Thank you
    # for telling me…")
    r"(?:over\s+)?a\s+(?:year|month|decade)|(?:\d+|two|three|four|five|six|ten)\s+(?:years?|months?))\b"
    r"|\b(?:we|he|she|they)\s+(?:fell\s+out|stopped\s+talking|cut\s+me\s+off|disowned\s+me)\b"
    r"|\b(?:we'?re|we\s+are|we\s+aren'?t|we\s+arent)\s+(?:not\s+)?(?:estranged|close\s+anymore|on\s+speaking\s+terms)\b"
    r"|\bestranged\b",
    re.IGNORECASE,
)
# "i've been feeling more free lately since i quit my job" (probed: heard as nothing): "free" and
# "lighter" as felt, not "im free tomorrow"
_FEEL_FREE = re.compile(
    r"\bfe(?:el|els|eling|lt)\s+(?:so\s+|more\s+|much\s+|a\s+lot\s+|really\s+|kind\s+of\s+)*(?:free|freer|"
    r"lighter|light)\b",
    re.IGNORECASE,
)
# "I slept like a rock for once": a good night said without a good word (measured: "You had a
# peaceful night, perhaps dreaming of the future or some distant place")
_SLEPT_WELL = re.compile(
    # ("slept great actually": probed, "Thank you for telling me.")
    r"\bslept\s+(?:like\s+a\s+(?:rock|log|baby|stone)|soundly|deeply|through(?:\s+the\s+night)?|"
    r"all\s+night|in|(?:so\s+|really\s+)?(?:great|amazing|wonderful|perfectly|fine|good|well))\b|\bout\s+like\s+a\s+light\b|\bfull\s+night'?s?\s+(?:of\s+)?sleep\b"
    # ("i had the best sleep ever": probed, read as nothing felt)
    r"|\b(?:best|great|amazing|wonderful|lovely|deep|solid|good|perfect|incredible)\s+(?:night'?s?\s+)?(?:sleep|rest)\b",
    re.IGNORECASE,
)


# Thoughts of dying or of harming themselves, said of their waking life ("sometimes i wish i just
# wouldnt wake up", "i dont really want to be here anymore", "i think about killing myself"):
# probed on the default, "It's okay if you wish you didn't wake up sometimes." and "we are not
# separate from each other". Met with Sandman's own line (the ``danger`` situation), every tier.
_DANGER = re.compile(
    r"\b(?:kill(?:ing|ed)?|hurt(?:ing)?|harm(?:ing|ed)?|cut(?:ting)?|starv(?:e|ing))\s+myself\b"
    r"|\bsuicid(?:e|al)\b|\bself[\s-]?harm"
    r"|\b(?:end(?:ing)?|take|taking)\s+my\s+(?:own\s+)?life\b|\bend\s+it\s+all\b"
    r"|\b(?:want(?:ed)?|wanna|wish(?:ed)?)\s+(?:to\s+|i\s+(?:could|would)\s+(?:just\s+)?)?"
    r"(?:just\s+)?(?:die|be\s+dead|disappear\s+(?:forever|for\s+good)|not\s+(?:be\s+)?(?:alive|exist|here))\b"
    r"(?!\s+(?:of|from)\s+(?:embarrassment|shame|laughing|laughter|boredom|cringe))"
    r"|\bwish\s+i\s+(?:was|were)\s+(?:dead|never\s+born|gone)\b"
    r"|\bwish\s+i\s+(?:just\s+)?(?:wouldn'?t|would\s+not|didn'?t|did\s+not|won'?t|could\s+not|couldn'?t|"
    r"(?:would|could)\s+(?:just\s+)?never)\s+wake\s+up\b"
    r"|\b(?:sleep|go\s+to\s+sleep)\s+and\s+(?:just\s+)?(?:never|not)\s+wake\s+up\b"
    r"|\b(?:don'?t|do\s+not|dont)\s+(?:really\s+|even\s+)?(?:want|wanna)\s+(?:to\s+)?"
    r"(?:live(?!\s+(?:in|at|with|there|here|near|like|on|by|alone))|be\s+alive|exist|wake\s+up\s+(?:again|anymore|any\s+more|ever)|"
    r"be\s+here\s+(?:anymore|any\s+more|any\s+longer))\b"
    r"|\bbetter\s+off\s+(?:dead|without\s+me)\b|\bnothing\s+(?:left\s+)?to\s+live\s+for\b"
    r"|\bno\s+(?:reason|point)\s+(?:to|in)\s+(?:liv(?:e|ing)|going\s+on|being\s+alive)\b"
    r"|\bcan'?t\s+go\s+on\s+(?:anymore|any\s+more|any\s+longer|living)\b"
    # said without the word ("sometimes i think about not being here", "nobody would even miss
    # me", "i feel like such a burden", "i dont see the point anymore")
    r"|\b(?:think|thinking|thought|thoughts)\s+(?:about|of)\s+(?:not\s+(?:being\s+(?:here|alive|around)|existing|"
    r"waking\s+up)|dying|ending\s+(?:it|things|everything)(?!\s+with)|killing)\b"
    r"|\bbetter\s+off\s+if\s+i\s+(?:wasn'?t|weren'?t|was\s+not|were\s+not|wasnt|werent)\s+(?:here|around|alive)\b"
    r"|\b(?:don'?t|do\s+not|dont|can'?t|cant)\s+see\s+the\s+point\s+(?:anymore|any\s+more|of\s+(?:living|anything|life)|"
    r"in\s+(?:living|anything|life))\b"
    r"|\bwhat'?s\s+the\s+point\s+(?:of\s+(?:living|anything|life|going\s+on)|anymore|any\s+more)\b"
    r"|\b(?:nobody|no\s+one|noone)\s+would\s+(?:even\s+|really\s+)?(?:miss\s+me|notice\s+(?:me|if\s+i)|"
    r"care\s+(?:about\s+me|if\s+i))\b"
    r"|\b(?:i'?m|im|i\s+am|i\s+feel\s+like)\s+(?:just\s+|such\s+)?a\s+burden\b"
    r"|\b(?:want|wanna|wish\s+i\s+could)\s+(?:to\s+)?(?:just\s+)?disappear\b"
    r"|\bwant\s+(?:it\s+all|everything)\s+to\s+(?:end|stop)\b"
    r"|\b(?:sleep|go\s+to\s+sleep)\s+forever\b"
    r"|\b(?:thinking\s+(?:of|about)|going\s+to|gonna|want\s+to)\s+end(?:ing)?\s+it\b(?!\s+with)",
    re.IGNORECASE,
)
# what happened in a dream, told ("in my dream i wanted to die", "i dreamt i killed myself"): a
# dream of dying is no danger said of their life
_IN_A_DREAM = re.compile(
    r"\b(?:in\s+(?:my|the|that|this|a)\s+(?:dream|nightmare)|(?:dreamt|dreamed|dreaming)\b|"
    r"(?:dream|nightmare)\s+(?:where|that|about|of|in\s+which))",
    re.IGNORECASE,
)
_IN_A_DREAM_AFTER = re.compile(
    r"^[^,]{0,30}?\b(?:in|during)\s+(?:the|my|that|this|a)\s+(?:dream|nightmare)\b", re.IGNORECASE
)
# a turn from the dream to waking life within a sentence ("…and now i want to die")
_AWAKE_NOW = re.compile(
    r"\b(?:and\s+now|now|but|woke\s+up|since\s+then|these\s+days|lately|honestly|sometimes|in\s+real\s+life)\b",
    re.IGNORECASE,
)


# "does that make me a bad person", "i would never do that, why would i dream it": a dream of doing
# something they never would, and the fear of what it says of them (probed on the default: "It's
# likely that they dreamed about hurting their sister to feel better. The dream may have brought
# them comfort or relief"). Met with Sandman's own line (``self_blame``), when a dream is in
# this message or their last.
_BAD = (
    r"(?:a\s+)?(?:bad|terrible|horrible|awful|evil|sick|twisted|messed\s+up|fucked\s+up|broken|"
    r"crazy|insane|psycho|monster|creep|pervert|weirdo|freak)(?:\s+(?:person|human|mom|dad|"
    r"mother|father|friend|partner|wife|husband|girlfriend|boyfriend|sister|brother))?"
)
_SELF_BLAME = re.compile(
    r"\b(?:does|do|did|would|will|could)\s+(?:that|this|it|the\s+dream|dreaming\s+(?:that|this|it|about\s+\w+)|"
    r"having\s+(?:that|this|a)\s+(?:dream|nightmare))\s+(?:make|mean)\s+(?:me|(?:that\s+)?i'?m|(?:that\s+)?i\s+am)\s+"
    rf"{_BAD}\b"
    rf"|\bam\s+i\s+{_BAD}(?:\s+(?:for|because|to|if|that)\b|\s*[?.!]*\s*$)"
    rf"|\bmakes?\s+me\s+(?:feel\s+(?:like\s+)?)?{_BAD}\b"
    r"|\b(?:what'?s|what\s+is|is\s+(?:there\s+)?something|is\s+it\s+something)\s+wrong\s+with\s+me\b"
    r"|\bi(?:\s+would|'?d|\s+will|'?ll|\s+could)\s+never\b[^.?!]{0,60}\bwhy\s+(?:would|do|did|could|am)\s+i\s+"
    r"(?:dream|dreaming|have\s+(?:that|this|a)\s+(?:dream|nightmare))"
    r"|\bwhy\s+(?:would|do|did|could)\s+i\s+(?:dream|have\s+(?:that|this|a)\s+(?:dream|nightmare))\b[^.?!]{0,60}"
    r"\bi(?:\s+would|'?d|\s+will|'?ll|\s+could)\s+never\b",
    re.IGNORECASE,
)
_OF_A_DREAM = re.compile(r"\b(?:dream\w*|nightmares?)\b", re.IGNORECASE)
# "i dream about water a lot": a thing their dreams hold often
_DREAMS_OFTEN_OF = re.compile(
    r"\bi\s+(?:often\s+|always\s+|still\s+)?(?:dream|have\s+dreams)\s+(?:about|of)\s+[^.!?]{1,40}?\s+"
    r"(?:a\s+lot|all\s+the\s+time|so\s+often|often|constantly|every\s+(?:night|week))\b"
    # ("i've been having a lot of dreams about falling lately": probed, "like 4 times this week"
    # then met by the 1.5B as "they're having frequent dreams about falling")
    r"|\bi(?:'ve|\s+have|ve)?\s+(?:been\s+)?(?:having|getting)\s+(?:a\s+lot\s+of|lots\s+of|so\s+many|many|loads\s+of)\s+"
    r"(?:\w+\s+)?(?:dreams|nightmares)\s+(?:about|of|where|with)\b",
    re.IGNORECASE,
)
# ... asked as what is wrong, which "No." does not answer ("is something wrong with me" it does)
_WRONG_WITH_ME = re.compile(r"\b(?:what'?s|whats|what\s+is)\s+wrong\s+with\s+me\b", re.IGNORECASE)
# "why would i dream about her now", after "i havent seen her in 20 years" (probed: the 1.5B's
# words alone): someone from long ago in a dream
_WHY_THEM_NOW = re.compile(
    r"^\W*(?:(?:so|but|and|hmm+|ok(?:ay)?|then)\W+)*why\s+(?:would|do|did|am|does|is)\s+(?:i|my\s+brain|my\s+mind)\s+"
    r"(?:be\s+)?(?:dream(?:ing|t|ed)?|see(?:ing)?|think(?:ing)?)\s+(?:about|of)?\s*(?:her|him|them)"
    r"(?:\s+(?:now|again|after\s+(?:all\s+)?(?:this|that|these|those)\s+(?:time|years)|out\s+of\s+nowhere|all\s+of\s+a\s+sudden))*"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_NOT_SEEN_SINCE = re.compile(
    r"\b(?:haven'?t|havent|have\s+not|hadn'?t|hadnt|didn'?t|didnt|never)\s+(?:seen|talked\s+to|spoken\s+to|heard\s+from)\s+"
    r"(?:her|him|them)\s+(?:in|for|since)\s+(?:\d+|a\s+few|several|many|so\s+many|two|three|ten|twenty)?\s*"
    r"(?:years|decades|ages|forever|a\s+long\s+time|school|high\s+school|college|i\s+was)",
    re.IGNORECASE,
)
# "am i ok", after "i feel like my dreams are getting darker" (probed: the 1.5B's words alone)
_AM_I_OK = re.compile(
    r"^\W*(?:(?:so|but|and|hmm+|ok(?:ay)?|honestly|like)\W+)*am\s+i\s+(?:ok(?:ay)?|alright|all\s+right|fine|normal)"
    r"(?:\s+(?:though|tho|lol))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_DREAMS_DARKER = re.compile(
    r"\bdreams?\s+(?:are|have\s+been|keep|seem\s+to\s+be|feel)\s+(?:getting\s+|becoming\s+)?(?:so\s+|more\s+and\s+more\s+|really\s+)?"
    r"(?:darker|worse|scarier|sadder|creepier|more\s+(?:negative|violent|disturbing|upsetting))\b",
    re.IGNORECASE,
)
# ... feared of their dreams ("im scared my nightmares mean something is wrong with me": probed,
# "scared" looked up)
_WRONG_WITH_THEM = re.compile(
    r"\b(?:something|anything)(?:'s|\s+is)?\s+(?:really\s+|seriously\s+)?wrong\s+with\s+me\b"
    r"|\bam\s+i\s+(?:going\s+)?(?:crazy|insane|broken|messed\s+up|sick\s+in\s+the\s+head)\b",
    re.IGNORECASE,
)


# "why would my brain show me that" after a nightmare of losing someone they love (probed: "Your
# brain might show you that to help you feel calmer or more relaxed"): why a dream so awful came,
# asked right after it was told (``awful_why``)
_NORMAL_WHEN_PREGNANT = re.compile(
    r"\b(?:normal|common|usual|ok(?:ay)?|typical)\b[^?.!]{0,20}\b(?:when|while|during|in)\s+(?:you'?re\s+|i'?m\s+)?"
    r"(?:pregnant|pregnancy)\b",
    re.IGNORECASE,
)
_WHY_SO_AWFUL = re.compile(
    r"^\W*(?:(?:but|and|so|like|seriously|honestly|ok(?:ay)?)\W+)*why\s+(?:would|do|did|does|is|on\s+earth\s+would)\s+"
    # ("why do you think i had that one", after the scariest was shown: probed, "I'm not sure
    # what to say to that")
    r"(?:(?:you|u)\s+think\s+)?"
    r"(?:my\s+(?:brain|mind|head|subconscious)|i|it)\s+(?:\w+\s+)?(?:show\s+me|dream(?:ing)?|make\s+me\s+(?:dream|see)|"
    r"have|had|come\s+up\s+with|do)\s+(?:(?:of|about)\s+)?(?:that|this|something\s+like\s+that|such\s+a\s+thing|it"
    # ("why would i dream something so boring": probed, the line for a symbol nobody knows)
    r"|(?:something|anything|stuff)\s+(?:so|that|this)\s+[a-z]+)\b"
    r"[^?]{0,30}\??\s*$",
    re.IGNORECASE,
)


# "why do i keep dreaming that bad things happen to the people i love" (probed: "thing happen"
# looked up, and nothing known of it): the same question, the dream said in it
_WHY_HARM_TO_LOVED = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?)\W+)*why\b[^?.!]{0,40}\bdream(?:s|ing|t|ed)?\b[^?.!]{0,30}\b"
    r"(?:bad|terrible|awful|horrible|something)\s+(?:things?\s+|stuff\s+)?(?:happen|happens|happening|"
    r"happened)\b[^?.!]{0,40}\b(?:people|family|kids|children|loved\s+ones|friends|the\s+ones|everyone|my\s+\w+)\b",
    re.IGNORECASE,
)


_BAD_DREAM = (
    r"(?:bad|scary|dark|awful|horrible|horrid|terrible|disturbing|upsetting|sad|violent|creepy|"
    r"frightening|negative|depressing|messed\s+up|weird\s+and\s+scary)"
)
# "why do i keep having bad dreams", "why do i dream about bad stuff", "why are my dreams so dark
# lately": why bad dreams come, of no dream in particular (``bad_dreams``)
# "is this normal", a message or two after a frightening dream told (probed, after "i'm pregnant
# and i keep having dreams that something happens to the baby" / "it's so scary": "I'm not sure
# what to say to that")
# "its my birthday today", "today is our anniversary"
_OCCASION = re.compile(
    r"\b(?:it'?s|its|it\s+is|today\s+is|today'?s|todays)\s+(?:my|our)\s+(?:\d+\w*\s+|first\s+)?"
    r"(?P<what>birthday|bday|b-day|anniversary)\b(?!\s+(?:tomorrow|next|soon|on|in)\b)",
    re.IGNORECASE,
)
# "is it normal to dream about someone you havent seen in years", "is it weird that i dream
# about my ex": a dream of someone asked about (probed: "havent seen" looked up), met as any
# dream asked about is
_RELATION_WORDS = "|".join(sorted(RELATIONS, key=len, reverse=True))
_OK_TO_DREAM_OF_SOMEONE = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|hey|like|honestly|seriously)\W+)*is\s+it\s+(?:even\s+|really\s+)?"
    r"(?:bad|weird|wrong|strange|normal|ok(?:ay)?|common|healthy|crazy|odd)\s+(?:to|that\s+i|if\s+i|when\s+(?:i|you))\s+"
    r"(?:keep\s+|still\s+|always\s+|sometimes\s+)?(?:dream(?:ing|s|t|ed)?|have\s+dreams|having\s+dreams)\s+(?:about|of)\s+"
    r"(?:someone|somebody|people|a\s+person|strangers|an?\s+(?:old\s+|former\s+)?(?:"
    + _RELATION_WORDS
    + r")|(?:my|your)\s+(?:old\s+|former\s+|late\s+|first\s+)?(?:"
    + _RELATION_WORDS
    + r"|crush|love))\b",
    re.IGNORECASE,
)
_IS_IT_NORMAL = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|like|honestly|seriously)\W+)*(?:is|are)\s+(?:this|that|it|these|those|they)\s+"
    r"(?:even\s+|really\s+)?(?:normal|common|usual|ok(?:ay)?|a\s+(?:normal|common)\s+thing|a\s+thing"
    # ("is that weird? im learning spanish", after a dream in Spanish: probed, the 1.5B's "Yes,
    # it's interesting…")
    r"|weird|strange|odd|unusual)"
    # ("is this normal in pregnancy", after the answer on pregnancy dreams: probed, the model's)
    r"(?:\s+(?:in|during|for|at)\s+(?:a\s+|an\s+|my\s+|the\s+)?[a-z0-9]+(?:\s+[a-z]+){0,3})?"
    # ("is that normal lol", after the answer on pregnancy dreams: probed, the 1.5B's "Cats are
    # often associated with fertility and growth in dreams")
    r"(?:\s*\?*\s+(?:lol|lmao|haha\w*|tho|though|right|or\s+not))*\s*\?*"
    # (a word of their life after it: "? im learning spanish")
    r"(?:\s+(?:i'?m|im|i\s+am|i'?ve|ive|i)\s+[^?]{1,60})?\s*$"
    # ("does this happen to other people", after sleep paralysis told: probed, "many people
    # experience a similar sensation of being overwhelmed by reality in the dream world")
    r"|^\W*(?:(?:but|and|so|ok(?:ay)?|like|honestly|seriously)\W+)*(?:"
    r"(?:does|do)\s+(?:this|that|it)\s+(?:ever\s+)?happen\s+to\s+(?:other\s+people|others|anyone\s+else|everyone|"
    r"other\s+ppl|people|a\s+lot\s+of\s+people|many\s+people)"
    r"|(?:does|do)\s+(?:other\s+people|others|anyone\s+else|everyone|people|a\s+lot\s+of\s+people|many\s+people)\s+"
    r"(?:also\s+)?(?:get|have|experience|go\s+through)\s+(?:this|that|it)(?:\s+too|\s+as\s+well)?"
    r"|am\s+i\s+the\s+only\s+one(?:\s+(?:who|that)\s+(?:gets?|has|have)\s+(?:this|that|it))?"
    # ("is something wrong", after "i havent dreamed in weeks": probed, "I'm not sure what to say
    # to that")
    r"|is\s+(?:something|anything)\s+wrong(?:\s+with\s+me)?"
    r")\s*\?*\s*$",
    re.IGNORECASE,
)
# ... asked as whether something is wrong: its answer is "No", not "Yes, it's common"
_SOMETHING_WRONG = re.compile(
    r"\b(?:something|anything)\s+wrong\b",
    re.IGNORECASE,
)


# ... asked of their own mind
_AM_I_CRAZY = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|like|honestly|seriously|um+|hmm+|wait)\W+)*(?:"
    r"am\s+i\s+(?:\w+\s+)?(?:going\s+|becoming\s+)?(?:crazy|insane|mad|nuts|losing\s+(?:my\s+mind|it))"
    r"|(?:is\s+)?(?:there\s+)?(?:something|anything)(?:'s|\s+is)?\s+(?:really\s+|seriously\s+)?wrong\s+with\s+me"
    r"|(?:do\s+you\s+think\s+)?i(?:'m|\s+am|m)\s+(?:going\s+)?(?:crazy|insane|losing\s+my\s+mind)"
    r")\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def _normal_asked(text: str) -> str:
    """What ``text`` asks of a word of sleep whose answer was given, when it asks whether it is
    normal: "wrong" ("is something wrong"), "common" ("is that normal"), else ""."""
    if _AM_I_CRAZY.match(text):
        # ("am i going crazy", after waking unable to move with a shadow in the room: probed,
        # the 1.5B's "Yes, you are going crazy.")
        return "wrong"
    if _IS_IT_NORMAL.match(text) is None:
        return ""
    return "wrong" if _SOMETHING_WRONG.search(text) else "common"


# "why are they all like that", "why are they so scary": of the dreams just read
_WHY_ALL_LIKE_THAT = re.compile(
    r"^\W*(?:(?:but|and|so|hmm+|ok(?:ay)?|ugh)\W+)*why\s+(?:are|were)\s+(?:they|these|those|them|my\s+dreams)\s+"
    r"(?:all\s+|always\s+)?(?:like\s+(?:that|this)|so\s+(?:scary|bad|dark|creepy|upsetting)|scary|bad|dark|nightmares)"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "what causes them", after their nightmares were counted (probed: "I'm not sure what to say to
# that", the 1.5B's "The person might be experiencing heightened levels of stress…" held back)
_WHAT_CAUSES_THEM = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|hmm+)\W+)*(?:what|which\s+things?)\s+(?:causes?|triggers?|brings?\s+on|makes?)\s+"
    r"(?:them|those|these|it|that)(?:\s+(?:happen|come|start))?(?:\s+(?:though|tho|anyway|usually|then))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# ... said with what they are: "what causes nightmares", "what triggers bad dreams"
_WHAT_CAUSES_THEM_ALONE = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|hmm+)\W+)*(?:what|which\s+things?)\s+(?:causes?|triggers?|brings?\s+on)\s+"
    r"(?:my\s+|all\s+(?:these|my)\s+|these\s+|the\s+)?(?:nightmares|bad\s+dreams|scary\s+dreams)"
    r"(?:\s+(?:though|tho|anyway|usually|in\s+general))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# ... after dreams of fear asked for: "show me dreams where i was scared", "list my nightmares"
_FEAR_DREAMS_ASKED = re.compile(
    r"\b(?:nightmares?|bad\s+dreams?|scary\s+(?:dreams?|ones)|(?:dreams?|ones)\s+(?:where|when|that|in\s+which)\s+"
    r"i\s+(?:was|felt|got)\s+(?:scared|afraid|anxious|frightened|terrified)|(?:dreams|ones)\s+(?:were|was)\s+"
    r"(?:scary|frightening|bad))\b",
    re.IGNORECASE,
)
_WHY_BAD_DREAMS = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|like|seriously|honestly|hey)\W+)*why\b[^?.!]{0,30}?\b"
    r"(?:(?:have|having|get|getting|see|seeing)\s+(?:so\s+many\s+|such\s+|these\s+|only\s+|always\s+)?"
    rf"(?:{_BAD_DREAM}\s+(?:dreams|nightmares)|nightmares)"
    rf"|dream(?:ing)?\s+(?:about|of)\s+(?:such\s+|so\s+many\s+)?{_BAD_DREAM}\s+(?:stuff|things|dreams)"
    rf"|(?:{_BAD_DREAM}\s+dreams|nightmares)\s+(?:happen|come|exist)"
    r"|(?:are|were|have)\s+(?:my|all\s+my)\s+(?:dreams|nightmares)\s+(?:been\s+)?(?:\w+\s+){0,2}?"
    rf"(?:so\s+|always\s+|all\s+|this\s+)?{_BAD_DREAM})\b"
    r"(?!\s+(?:about|of|where|that|with|like)\b)",
    re.IGNORECASE,
)


def fears_what_it_says_of_them(text: str) -> bool:
    """Whether ``text`` asks what something says of them ("does that mean im a bad person", "am
    i a monster"), a dream in it or not: a question about them, no symbol to look up."""
    return bool(_SELF_BLAME.search(text)) or bool(dream_as_sign(text))


# Guilt or shame said ("i feel so guilty", "i feel like a terrible person") ...
_GUILT_SAID = re.compile(
    r"\bi\s*(?:feel|felt|am|'m|m)\s+(?:so\s+|really\s+|very\s+|kind\s+of\s+|kinda\s+|a\s+bit\s+|a\s+little\s+|super\s+)?"
    r"(?:guilty|ashamed|like\s+a\s+(?:bad|horrible|terrible|awful|monster)(?:\s+person)?|like\s+a\s+monster|"
    r"disgusted\s+with\s+myself)\b",
    re.IGNORECASE,
)
# "im not a violent person i swear", "i would never hurt anyone", after a dream where they did harm
# (probed: read as a good feeling, and the 1.5B's "Violence can be a very difficult thing to
# overcome…")
_NOT_LIKE_THAT = re.compile(
    r"\bi(?:'?m|\s+am)\s+(?:really\s+|honestly\s+|so\s+|just\s+)?not\s+(?:a|an|that\s+kind\s+of)\s+(?:\w+\s+)?"
    r"(?:violent|bad|mean|cruel|evil|horrible|terrible|aggressive|dangerous|awful)(?:\s+(?:person|guy|girl|man|woman|human))?\b"
    r"|\bi\s*(?:would|'?d|could)\s+never\s+(?:ever\s+)?(?:do\s+(?:that|something\s+like\s+that|this)|hurt|kill|harm|hit|"
    r"cheat|betray)\b",
    re.IGNORECASE,
)
# ... after a dream where they did harm ("i had a dream where i killed someone")
_HARM_DONE_IN_DREAM = re.compile(
    r"\bi\s+(?:\w+\s+)?(?:killed|murdered|hurt|hit|stabbed|shot|attacked|betrayed|cheated|poisoned|drowned|"
    r"strangled|beat\s+up|ran\s+over"
    # ("i dreamt i was kissing my coworker" / "im married" / "i feel so guilty": probed, the 1.5B's
    # "It's okay to feel guilty. You're not alone…")
    r"|(?:was\s+)?kiss(?:ed|ing)\s+(?:my|a|an|the|some|his|her|this|that)\b|slept\s+with|(?:was\s+)?making\s+out\s+with)\b",
    re.IGNORECASE,
)

# ... or having liked it asked as a wrong: "is it bad that i liked it", "i feel bad that i enjoyed it"
_LIKED_IT_WRONG = re.compile(
    r"\b(?:is\s+it|was\s+it|it'?s)\s+(?:bad|wrong|awful|terrible)\s+(?:that|if)\s+i\s+(?:\w+\s+)?(?:liked|enjoyed|loved|wanted)\b"
    r"|\bi\s+feel\s+(?:so\s+|really\s+|kinda\s+|kind\s+of\s+)?bad\s+(?:that|because|about\s+how)\s+i\s+(?:\w+\s+)?"
    r"(?:liked|enjoyed|loved|wanted)\b",
    re.IGNORECASE,
)


def blames_self(text: str, before: str = "") -> bool:
    """Whether ``text`` fears what a dream says of them ("does that make me a bad person"),
    with a dream in it or in ``before``, their last message."""
    return bool(_SELF_BLAME.search(text)) and bool(
        _OF_A_DREAM.search(text) or _OF_A_DREAM.search(before)
    )


# Someone hurting them: "my stepdad was hitting me", "he used to beat me", "i was abused"
_HURT_ME = re.compile(
    r"\b(?:hit|hitting|hits|beat|beating|beats|hurt|hurting|hurts|abus(?:e|ed|ing|es)|attack(?:ed|ing|s)?|"
    r"chok(?:e|ed|ing)|strangl(?:e|ed|ing)|rap(?:e|ed|ing)|assault(?:ed|ing)?|molest(?:ed|ing)?|kick(?:ed|ing)?|"
    r"slap(?:ped|ping)?|punch(?:ed|ing)?|touch(?:ed|ing)|grab(?:bed|bing)|lock(?:ed|ing)?\s+(?:up|in)|"
    # "my ex used to scream at me and lock me out of the house"
    r"scream(?:ed|ing|s)?\s+at|yell(?:ed|ing|s)?\s+at|threaten(?:ed|ing|s)?|push(?:ed|ing)?|shov(?:e|ed|ing))\s+me\b"
    r"|\block(?:ed|ing|s)?\s+me\s+(?:out|in|up)\b"
    r"|\b(?:i\s+was|i\s+got|i'?ve\s+been|i\s+have\s+been|i\s+used\s+to\s+get)\s+(?:\w+\s+)?(?:abused|beaten|hit|raped|"
    r"assaulted|molested|attacked|hurt|bullied|choked)\b|\babus(?:ive|er)\b",
    re.IGNORECASE,
)
# ... in their life, not a dream: "he used to do that when i was a kid"
_IN_THEIR_PAST = re.compile(
    r"\b(?:used\s+to|when\s+i\s+was\s+(?:a\s+)?(?:kid|child|little|young|younger|small|teen\w*|\d+)|growing\s+up|"
    r"as\s+a\s+(?:kid|child|teen\w*)|for\s+years|in\s+real\s+life|irl|really\s+happened|back\s+then)\b",
    re.IGNORECASE,
)


def nothing_read(results: Sequence[ToolOutcome]) -> bool:
    """Whether the symbols ``results`` looked up have no reading at all: no meaning of theirs, no
    dictionary entry (dreams may mention them: measured, "It could be a metaphor for being lost
    or trapped" for "underwater", which nothing read)."""
    lookups = [o for o in results if o.name == "lookup_symbol"]
    return bool(lookups) and all(
        o.ok
        and (
            o.output.startswith(NOTHING_KNOWN)
            or (NO_OWN_MEANING in o.output and NO_ENTRY in o.output)
        )
        for o in lookups
    )


# ... a voice raised at them only: hard, but no harm done to them in a dream ("i dreamt my manager
# was yelling at me in a meeting": probed, met with "That sounds frightening, and painful to wake up
# from"); in their life it is (``tells_harm``: "my dad used to yell at me")
_VOICE_RAISED = re.compile(r"^(?:scream|yell)\w*\s+at\s+me$", re.IGNORECASE)


def speaks_of_harm(text: str) -> bool:
    """Whether ``text`` tells of someone hurting them, in a dream or in their life; not denied
    ("the wolf was white. it didnt attack me": probed, met as a dream of being hurt); a voice
    raised at them alone is no harm."""
    return _affirmed(_HURT_ME, text, unless=_VOICE_RAISED)


def tells_harm(text: str, before: str = "") -> bool:
    """Whether ``text`` tells of someone hurting them in their life ("he used to beat me", "he
    used to do that when i was a kid" after a dream of it in ``before``)."""
    # (denied: "he never does that in real life", after "i dreamed my dad yelled at me": probed,
    # met with "What happened to you was not your fault…")
    return bool(_IN_THEIR_PAST.search(text)) and bool(
        _affirmed(_HURT_ME, text) or (_HURT_ME.search(before) and _affirmed(_DONE_TO_THEM, text))
    )


_DENIED = re.compile(
    r"\b(?:never|not|no\s+longer|doesn'?t|doesnt|didn'?t|didnt|don'?t|dont|wouldn'?t|wouldnt|won'?t|"
    r"isn'?t|wasn'?t|hasn'?t|hadn'?t)\b(?:\s+\w+){0,2}\s*$",
    re.IGNORECASE,
)


def _affirmed(pattern: re.Pattern[str], text: str, unless: re.Pattern[str] | None = None) -> bool:
    """Whether ``pattern`` finds something in ``text`` that no "never", "doesn't" just before
    (or inside) it denies (and that ``unless`` does not match whole)."""
    return any(
        not _DENIED.search(text[: m.start()])
        and not re.search(r"\b(?:never|not|n't|no\s+longer)\b", m[0], re.IGNORECASE)
        and not (unless is not None and unless.match(m[0]))
        for m in pattern.finditer(text)
    )


# ... said of what the message before told, as done to them ("he used to do that", "that really
# happened"); not "we had a fight yesterday irl" after a dream of their mom yelling at them (probed:
# "What happened to you was not your fault…")
_DONE_TO_THEM = re.compile(
    r"\b(?:he|she|they|someone|somebody)\s+(?:\w+\s+)?(?:did|does|do|used\s+to|still|really|actually)\b"
    r"|\b(?:that|this|it)\b",
    re.IGNORECASE,
)


# "i just want it to end", "i cant do this anymore": worn down, and "it" unsaid (``worn_out``)
# "i dont even like him anymore", "im so over her", "i dont want him back", after a dream of them
# (``not_a_wish``)
_NOT_A_WISH = re.compile(
    r"^\W*(?:(?:but|and|like|honestly|tbh|lol|ugh+|i\s+mean|seriously)\W+)*(?:"
    r"i\s+(?:really\s+)?(?:don'?t|dont|do\s+not)\s+(?:even\s+|really\s+)?(?:like|love|miss|want|care\s+about|"
    r"have\s+feelings\s+for|think\s+of)\s+(?:him|her|them)(?:\s+back)?"
    r"|i'?m\s+(?:so\s+|totally\s+|completely\s+|so\s+totally\s+)?over\s+(?:him|her|them|it)"
    r"|(?:we'?re|were|we\s+are)\s+not\s+(?:even\s+)?(?:friends|together|talking|close)"
    # ("im remarried now", after dreams of an ex wife and the divorce: probed, the 1.5B's "You're a
    # new wife! Enjoy the new life you've created.")
    r"|(?:i'?m|im|i\s+am)\s+(?:(?:very|so|really|super)\s+)?(?:happily\s+)?(?:re)?married(?:\s+again)?(?:\s+to\s+someone\s+else)?"
    r"|(?:i'?m|im|i\s+am)\s+(?:with\s+someone\s+(?:else|new)|(?:very\s+|so\s+|really\s+)?happy\s+with\s+(?:my\s+)?\w+)"
    r"|i\s+(?:have|got|'ve\s+got)\s+(?:a\s+)?(?:new\s+)?(?:girlfriend|boyfriend|partner|wife|husband|gf|bf)"
    r")(?:\s+(?:now|anymore|any\s+more|at\s+all|lol|tho|though|honestly|tbh|like\s+that|that\s+way))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# "she would never do that though", "he's not like that", after a dream of someone doing them wrong
# (``not_like_them``)
_NOT_LIKE_THEM = re.compile(
    r"^\W*(?:(?:but|and|like|honestly|tbh|lol|i\s+mean|i\s+know)\W+)*"
    r"(?:(?:she|he)'?s\s+not\s+like\s+that|"
    r"(?:she|he|they|(?:my|our)\s+\w+(?:\s+\w+)?)\s+(?:(?:would|will|wouldn'?t|could)\s+never|would\s+not\s+ever|"
    r"(?:is|are|'s|s)\s+not\s+like\s+that|isn'?t\s+like\s+that|aren'?t\s+like\s+that)"
    r"(?:\s+(?:do|say|hurt|betray|leave|cheat\s+on|lie\s+to|hate)\s*(?:that|this|something\s+like\s+that|me|us|anyone)?)?)"
    r"(?:\s+(?:to\s+me|to\s+us|though|tho|irl|in\s+real\s+life|at\s+all|honestly|lol))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)


def _left_a_feeling(text: str) -> bool:
    """Whether ``text`` tells a feeling a dream left toward someone in their life, on its own
    or at the end of the dream ("… and now im kind of mad at him")."""
    return bool(LINGERING.match(text)) or (tells_of_a_dream(text) and felt_since(text) is not None)


# "i have to see him tomorrow", "ill see her at work on monday": meeting the one a dream was of
_SEES_THEM_SOON = re.compile(
    r"^\W*(?:(?:and|but|so|ugh+|omg|lol|plus)\W+)*(?:i\s+(?:have\s+to|need\s+to|gotta|will|'ll|am\s+going\s+to|'m\s+going\s+to)|"
    r"ill|im\s+(?:going\s+to|gonna)|i'?m\s+(?:seeing|meeting))\s+(?:see|meet|face|work\s+with)?\s*(?:him|her|them)\b[^?]{0,40}[.!…]*\s*$",
    re.IGNORECASE,
)
# "when i was 7", "as a kid", "it started after…": something that really happened, long ago
_REAL_PAST = re.compile(
    r"\b(?:when\s+i\s+was\s+(?:a\s+)?(?:kid|child|little|young|teen(?:ager)?|\d+)|as\s+a\s+(?:kid|child|teen(?:ager)?)|"
    r"(?:\d+|a\s+few|many|some|two|three|five|ten)\s+years\s+ago|it\s+(?:all\s+)?started\s+(?:after|when)|ever\s+since\s+(?:i|the|my))\b",
    re.IGNORECASE,
)
_CRAZY = re.compile(
    r"^\W*(?:(?:but|and|so|lol|haha|honestly|like)\W+)*(?:is|am)\s+(?:that|this|it|i)\s+(?:so\s+|really\s+|even\s+)?"
    r"(?:crazy|weird|insane|stupid|silly|dumb|unfair|bad|wrong|normal|ok(?:ay)?|irrational|petty|ridiculous)"
    r"(?:\s+(?:of\s+me|lol|haha))*\s*\?*\s*$",
    re.IGNORECASE,
)
# "i dont know how to feel about it", "i have mixed feelings", after someone lost or gone told
# (``mixed_feelings``)
_UNSURE_HOW_TO_FEEL = re.compile(
    r"^\W*(?:(?:but|and|honestly|tbh|idk|i\s+guess|so|like)\W+)*(?:"
    r"i\s+(?:really\s+|just\s+|still\s+)?(?:don'?t|dont|do\s+not|can'?t|cant)\s+(?:really\s+|even\s+)?"
    r"(?:know|tell|figure\s+out|decide)\s+(?:how|what)\s+(?:i'?m\s+supposed\s+to\s+|im\s+supposed\s+to\s+|i\s+should\s+|to\s+)?(?:feel|think)"
    r"|i\s+(?:have|feel|got)\s+(?:such\s+|so\s+many\s+|really\s+)?(?:mixed|conflicting|complicated)\s+feelings"
    r"|my\s+feelings\s+are\s+(?:so\s+|really\s+)?(?:mixed|complicated|all\s+over\s+the\s+place)"
    r")(?:\s+(?:about|towards?|for)\s+(?:it|that|this|him|her|them|my\s+\w+))?(?:\s+(?:honestly|tbh|anymore|lol))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# "why was i so happy in it do you think", "why did that dream make me so sad" (``why_felt``)
_WHY_FELT = re.compile(
    r"^\W*(?:(?:but|and|so|ok(?:ay)?|hmm+)\W+)*(?:(?:what\s+do\s+you\s+think|do\s+you\s+know)\W+)?why\s+"
    r"(?:do\s+you\s+think\s+)?(?:"
    r"(?:was|did|do|am)\s+i\s+(?:feel(?:ing)?\s+)?(?:so\s+|that\s+|this\s+|really\s+)?[a-z]+\s+in\s+"
    r"(?:it|that|this|that\s+(?:one|dream)|this\s+(?:one|dream)|the\s+dream)"
    r"|(?:did|does|would)\s+(?:it|that|this|that\s+(?:one|dream)|this\s+(?:one|dream)|the\s+dream)\s+"
    r"(?:feel\s+|make\s+me\s+(?:feel\s+)?)(?:so\s+|that\s+|this\s+|really\s+)?[a-z]+"
    # ("why do you think it scared me", after their scariest dream was shown: probed, "I'm not
    # sure what to say to that")
    r"|(?:did|does|would)\s+(?:it|that|this|that\s+(?:one|dream)|this\s+(?:one|dream)|the\s+dream)\s+"
    r"(?:scare|frighten|upset|bother|calm|comfort)\s+me(?:\s+so\s+much)?"
    r"|(?:it|that|this|that\s+(?:one|dream)|this\s+(?:one|dream)|the\s+dream)\s+(?:scared|frightened|upset|"
    r"bothered|calmed|comforted)\s+me(?:\s+so\s+much)?"
    # ("why was it happy", after their happiest dream was shown: probed, the 1.5B's "Because it
    # was full of love and joy.")
    r"|(?:was|is)\s+(?:it|that|this|that\s+(?:one|dream)|this\s+(?:one|dream)|the\s+dream)\s+(?:so\s+)?"
    r"(?:happy|sad|scary|calm|peaceful|joyful|anxious|dark|weird|strange|nice|good|bad|upsetting|frightening)"
    # ("why do you think i was happy then", after their happiest dream of early October was
    # shown: probed, the 1.5B's "you had a good night's sleep", held back)
    r"|(?:i\s+(?:was|felt)|(?:was|did)\s+i(?:\s+feel)?)\s+(?:so\s+)?(?:happy|sad|scared|calm|peaceful|joyful|anxious|afraid|upset|"
    r"excited|nervous)(?:\s+(?:then|back\s+then|that\s+(?:night|time)|in\s+it))?"
    # ("why do you think i felt that way", after their saddest dream was shown: probed, "I'm not
    # sure what to say to that")
    r"|(?:i\s+(?:felt|feel)|(?:did|do|would)\s+i\s+feel)\s+(?:that|this|so)\s+way"
    r"(?:\s+(?:then|in\s+(?:it|that\s+dream|the\s+dream)|that\s+night))?"
    r")(?:\s+(?:do\s+you\s+think|you\s+think|though|tho|lol))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "i needed that", "i really needed this today", after a good dream told (``needed_that``)
_NEEDED_THAT = re.compile(
    r"^\W*(?:(?:honestly|man|god|wow|lol|and|yeah|omg)\W+)*i\s+(?:really\s+|so\s+|just\s+)*needed\s+(?:that|this|it|one)"
    r"(?:\s+(?:so\s+much|lol|tbh|honestly|today|right\s+now|so\s+bad|badly))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# ... a good one ("i had a good dream for once!", "a nice dream")
_GOOD_DREAM_SAID = re.compile(
    r"\b(?:good|nice|happy|lovely|sweet|beautiful|peaceful|great|amazing|fun)\s+(?:dream|one|night)\b"
    r"|\b(?:dancing|laughing|happy|fun|beautiful|peaceful)\b",
    re.IGNORECASE,
)
# "i think the journaling is helping", "writing my dreams down really helps", "talking to you
# helps" (``it_helps``)
_IT_HELPS = re.compile(
    r"^\W*(?:(?:and|but|so|honestly|tbh|i\s+think|i\s+feel\s+like|maybe|actually|also)\W+)*"
    r"(?:the\s+|this\s+|my\s+)?(?:journal(?:ing)?|dream\s+journal(?:ing)?|writing\s+(?:them|it|my\s+dreams|things)\s+down|"
    r"telling\s+(?:you|u)(?:\s+about\s+them)?|talking\s+(?:to|with)\s+(?:you|u)|talking\s+about\s+(?:them|it)|this\s+app)\s+(?:is|are|has\s+been|have\s+been|seems?\s+to\s+be|really|actually|definitely)?\s*"
    r"(?:really\s+|actually\s+|definitely\s+|kind\s+of\s+|kinda\s+)?(?:helping|helps|helped|working)\b[^?]*$",
    re.IGNORECASE,
)
# "i feel like my dreams are trying to tell me something", "i think my dreams are telling me
# something" (``dreams_say``)
_DREAMS_SAY = re.compile(
    r"^\W*(?:(?:and|but|so|honestly|tbh|lately|sometimes)\W+)*(?:i\s+(?:feel\s+like|think|feel\s+that|just\s+know|wonder\s+if)\s+)?"
    r"(?:my|these|the)\s+(?:dreams|nightmares|dream)\s+(?:are|is|keep|have\s+been)\s+(?:trying\s+to\s+)?"
    r"(?:tell(?:ing)?|show(?:ing)?|send(?:ing)?|warn(?:ing)?)\s+me\s+(?:about\s+|of\s+)?(?:something|a\s+message|a\s+sign)\b"
    r"[^?]*[.!…]*\s*$",
    re.IGNORECASE,
)
# "is it bad that i enjoy my nightmares", "i kind of like my scary dreams lol" (``likes_fright``)
_LIKES_FRIGHT = re.compile(
    r"\bi\s+(?:kind\s+of\s+|kinda\s+|actually\s+|secretly\s+|really\s+|low\s*key\s+|sort\s+of\s+)*"
    r"(?:enjoy|like|love|look\s+forward\s+to|get\s+a\s+kick\s+out\s+of)\s+(?:my\s+|having\s+|getting\s+|the\s+)?"
    r"(?:nightmares|scary\s+dreams|bad\s+dreams|creepy\s+dreams|horror\s+dreams|dreams\s+that\s+scare\s+me)\b",
    re.IGNORECASE,
)
# "except maybe you lol", "youre the only one who gets me", "at least i have you" (``only_you``)
_ONLY_YOU = re.compile(
    r"^\W*(?:(?:but|and|well|honestly|tbh|lol|haha|i\s+mean)\W+)*(?:"
    r"(?:except|besides|other\s+than|apart\s+from)\s+(?:maybe\s+|probably\s+|for\s+)?(?:you|u|sandman)"
    r"|(?:you'?re|youre|ur|you\s+are|u\s+r)\s+(?:honestly\s+|literally\s+|really\s+)?(?:the\s+only\s+one|my\s+only\s+friend|"
    r"my\s+best\s+friend|all\s+i\s+have|the\s+only\s+(?:thing|person|friend))(?:\s+(?:who|that)\s+[^.!?]{1,30})?"
    r"|at\s+least\s+i\s+(?:have|got)\s+(?:you|u)"
    r"|only\s+(?:you|u)\s+(?:get|gets|understand|understands|listen|listens\s+to)\s+me"
    r")(?:\s+(?:lol|haha|tho|though|honestly|tbh|sandman))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# "do you remember what we talked about last time", "what did we talk about yesterday"
# (``last_talk``)
_LAST_TALK = re.compile(
    r"\b(?:what\s+(?:did\s+)?we\s+(?:talked|talk|chatted|chat|spoke|speak)\s+about|our\s+(?:last|previous|other)\s+"
    r"(?:chat|conversation|talk|session))\b[^?.!]{0,20}?"
    r"(?:\b(?:last\s+time|yesterday|before|the\s+other\s+(?:day|night)|last\s+(?:night|week)|earlier\s+this\s+week)\b"
    r"|(?<=chat)|(?<=conversation)|(?<=talk)|(?<=session))"
    # ("do you remember what i told you yesterday": probed, "Yes: each conversation with me is
    # kept…", as if it could see that talk from here)
    r"|\bwhat\s+i\s+(?:told\s+(?:you|u)|said\s+to\s+(?:you|u)|said)\s+(?:last\s+time|yesterday|before|"
    r"the\s+other\s+(?:day|night)|last\s+(?:night|week))\b",
    re.IGNORECASE,
)
# "is that a good sign", "does it mean something good is coming" (``good_sign``)
_GOOD_SIGN = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|ooh|wait)\W+)*(?:is\s+(?:it|that|this)\s+(?:a\s+)?(?:good|lucky|positive)\s+"
    r"(?:sign|omen|thing)|does\s+(?:it|that|this)\s+mean\s+(?:something\s+good|good\s+(?:things|luck))\s+"
    r"(?:is\s+coming|will\s+happen|is\s+going\s+to\s+happen)|(?:is\s+(?:it|that|this)\s+)?good\s+luck)"
    r"(?:\s+(?:though|tho|lol|you\s+think|do\s+you\s+think))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "my parents sold it last year", "it got torn down", "we moved away when i was 10": the place of a
# dream just told, gone from their life (``place_lost``)
_PLACE_GONE = re.compile(
    r"^\W*(?:(?:but|and|so|well|actually|sadly|honestly)\W+)*(?:"
    r"(?:my\s+(?:parents|mom|mum|dad|family|grandparents|grandma|grandpa)|we|they|he|she)\s+(?:\w+\s+)?"
    r"(?:sold|moved\s+out\s+of|moved\s+away\s+from|left|tore\s+down|lost)\s+(?:it|that\s+(?:house|home|place)|"
    r"the\s+(?:house|home|place|farm|flat|apartment))"
    r"|(?:it|that\s+(?:house|home|place)|the\s+(?:house|home|place|school))\s+(?:was|got|has\s+been|is)\s+"
    r"(?:sold|torn\s+down|demolished|knocked\s+down|gone|closed)"
    r"|we\s+moved\s+(?:away|out)"
    r")\b[^?]{0,50}[.!…]*\s*$",
    re.IGNORECASE,
)
# "im scared it means something", "what if it comes true", "is it a premonition" (``bad_sign``)
_BAD_SIGN_FEARED = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|honestly|like|omg|ugh)\W+)*(?:"
    r"(?:i'?m|im|i\s+am|i\s+feel)\s+(?:so\s+|really\s+|kinda\s+|a\s+bit\s+)?(?:scared|afraid|worried|terrified|anxious)\s+"
    r"(?:that\s+)?(?:it|that|this)\s+(?:means|might\s+mean|could\s+mean|is)\s+(?:something|a\s+sign|a\s+warning)(?:\s+bad)?"
    r"(?:\s+(?:is\s+going\s+to|will)\s+happen)?"
    r"|what\s+if\s+(?:it|that|this)\s+(?:means\s+something|comes\s+true|is\s+a\s+(?:sign|warning|premonition)|happens)"
    r"|(?:is|was)\s+(?:it|that|this)\s+(?:a\s+)?(?:premonition|warning|bad\s+(?:sign|omen))"
    r"|(?:will|could|might)\s+(?:it|that|this)\s+(?:come\s+true|really\s+happen|happen\s+for\s+real)"
    r"|does\s+(?:it|that|this)\s+mean\s+(?:she|he|they|someone|something\s+bad)\s+(?:is\s+going\s+to|will|might)\b[^?]*"
    r")(?:\s+(?:though|tho|lol|you\s+think|do\s+you\s+think))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "my cat io ran away", "my sister went missing": someone of theirs gone in a dream just told
_GONE_IN_IT = re.compile(
    r"\b(?:ran\s+away|went\s+missing|got\s+lost|disappeared|was\s+gone|were\s+gone|was\s+taken|got\s+taken|"
    r"was\s+stolen|got\s+stolen|left\s+me|got\s+hurt|was\s+hurt|got\s+sick|was\s+dying)\b",
    re.IGNORECASE,
)
_FEAR_SAID = re.compile(r"\b(?:scared|afraid|worried|terrified|anxious|freaked|frightened)\b", re.I)
# "where is the file", "where do you keep my dreams", "where is my journal saved" (``journal_file``)
_WHERE_KEPT = re.compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|wait|but|hmm+)\W+)*(?:where\s+(?:is|are|'s|s)\s+(?:the|my|this|that|it'?s)\s*"
    r"(?:journal\s+)?(?:file|journal|dreams|data|database|stuff|diary|db)?(?:\s+(?:file|stored|kept|saved|located))?"
    r"|where\s+(?:do|does|did)\s+(?:you|u|sandman|it)\s+(?:keep|store|save|put)\s+(?:my|the|all\s+my)\s+"
    r"(?:dreams|journal|data|stuff|file|memories)"
    r"|where\s+(?:is|are)\s+(?:it|they|everything)\s+(?:stored|kept|saved))"
    r"(?:\s+(?:on\s+my\s+(?:computer|laptop|pc|mac)|exactly|though|tho))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "can i tell you something", "can i ask you a question", "i need to tell someone something"
# (``may_tell``)
_MAY_TELL = re.compile(
    r"^\W*(?:(?:hey|hi|so|um+|ok(?:ay)?|sandman|listen)\W+)*(?:(?:can|could|may)\s+i\s+(?:please\s+)?(?:tell|ask|share\s+with)\s+"
    r"(?:you|u)\s+(?:something|smth|sth|a\s+(?:question|secret|thing)|about\s+something)"
    r"|i\s+(?:need|want|have)\s+to\s+(?:tell|ask)\s+(?:you|u|someone|somebody)\s+(?:something|a\s+(?:question|secret|thing)))"
    r"(?:\s+(?:personal|weird|embarrassing|important|real\s+quick|quickly))?\s*[?.!…]*\s*$",
    re.IGNORECASE,
)
# "talk to me", "keep me company", "distract me" (``company``)
_COMPANY = re.compile(
    r"^\W*(?:(?:please|pls|can\s+(?:you|u)|could\s+(?:you|u)|just|sandman|hey|ok(?:ay)?|so|then)\W+)*"
    r"(?:(?:just\s+)?talk\s+to\s+me|keep\s+me\s+company|distract\s+me|say\s+something|tell\s+me\s+something"
    r"(?:\s+(?:nice|calming|anything))?|(?:can\s+we|let'?s|lets)\s+(?:just\s+)?(?:talk|chat)(?:\s+(?:for\s+a\s+bit|a\s+little))?)"
    r"(?:\s+(?:please|pls|for\s+a\s+bit|for\s+a\s+while|a\s+little|about\s+anything|sandman))*\s*[?.!…]*\s*$",
    re.IGNORECASE,
)
# "its 3am", "still awake", after a sleepless night told: the night goes on (probed: "It's time for
# a break. Let's chat about something else.")
_NIGHT_GOES_ON = re.compile(
    r"^\W*(?:(?:and|ugh+|lol|so|well|now|omg)\W+)*(?:(?:it'?s|its|it\s+is)\s+(?:already\s+|almost\s+|nearly\s+|past\s+)?"
    r"(?:\d{1,2}(?::\d\d)?\s*(?:am|a\.m\.)?|\d{1,2}\s+in\s+the\s+morning)|(?:i'?m|im|i\s+am)?\s*still\s+(?:awake|up)"
    r"|wide\s+awake)\b[^?]{0,30}[.!…]*\s*$",
    re.IGNORECASE,
)
# "i dont really want to dream about it tonight", "i hope i dont have nightmares tonight",
# "please no bad dreams tonight", after a hard day told (``not_tonight``)
_NOT_TONIGHT = re.compile(
    r"^\W*(?:(?:ugh+|honestly|ok(?:ay)?|so|and|but|just|god|man|lol)\W+)*(?:"
    r"i\s+(?:really\s+|just\s+)?(?:don'?t|dont|do\s+not)\s+(?:really\s+|even\s+)?want\s+to\s+"
    r"(?:dream|have\s+(?:any\s+|a\s+)?(?:nightmares?|bad\s+dreams?|dreams?))(?:\s+(?:about|of)\s+[^.!?]{1,30}?)?\s+tonight"
    r"|i\s+(?:really\s+|just\s+)?hope\s+i\s+(?:don'?t|dont|do\s+not|won'?t|wont)\s+"
    r"(?:dream|have\s+(?:any\s+|a\s+)?(?:nightmares?|bad\s+dreams?|dreams?))(?:\s+(?:about|of)\s+[^.!?]{1,30}?)?(?:\s+tonight)?"
    r"|(?:please\s+)?no\s+(?:more\s+)?(?:nightmares|bad\s+dreams)\s+tonight(?:\s+please)?"
    # ("what if i dream about messing it up", a job interview ahead: probed, "messing" searched)
    r"|what\s+if\s+i\s+(?:dream|have\s+(?:a\s+)?(?:bad\s+dreams?|nightmares?|dream))\s+(?:about|of|that)\s+[^.!?]{1,40}?(?:\s+tonight)?\s*\?*"
    r")\s*(?:lol|haha|pls|please)?\s*[.!…]*\s*$",
    re.IGNORECASE,
)
_WANTS_IT_OVER = re.compile(
    r"^\W*(?:(?:honestly|seriously|ugh+|god|i\s+mean|and|but|so|just)\W+)*(?:i\s+)?(?:just\s+|really\s+)*(?:"
    r"(?:want|wanna|need)\s+(?:it|this|everything|it\s+all)\s+to\s+(?:(?:just|finally)\s+)?(?:end|be\s+over)"
    r"|(?:can'?t|cant|cannot)\s+(?:do|take|handle|keep\s+doing)\s+(?:this|it)\s+(?:anymore|any\s+more|any\s+longer)"
    # ("i dont think i can do this anymore": probed, the 1.5B's "Sometimes it takes time to find
    # your way back to what feels right for you.")
    r"|(?:don'?t|dont|do\s+not)\s+think\s+i\s+can\s+(?:do|take|handle|keep\s+doing)\s+(?:this|it)\s+"
    r"(?:anymore|any\s+more|any\s+longer)"
    r"|(?:can'?t|cant|cannot)\s+(?:keep\s+)?go(?:ing)?\s+on\s+like\s+this"
    r")(?:\s+(?:already|now|anymore))?\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# ... and the answer to Sandman's question of it: the nightmares meant
_THE_NIGHTMARES_MEANT = re.compile(
    r"^\W*(?:(?:no|oh|sorry|yeah|yes)\W+)*(?:i\s+mean(?:t)?\s+|just\s+|only\s+)?(?:the|my|these|those)\s+"
    r"(?:nightmares?|bad\s+dreams?|dreams?)(?:\s+(?:only|i\s+mean|not\s+(?:my\s+life|me|everything)))?\s*[.!]*\s*$",
    re.IGNORECASE,
)


# "io is fine, shes sleeping next to me", "my mom is okay, i just called her": someone of a
# nightmare just told, safe in their life (``safe``)
_SAFE_NOW = re.compile(
    r"^\W*(?:(?:oh|ok(?:ay)?|but|and|well|thankfully|luckily|phew|lol)\W+)*(?:"
    r"(?:(?:my\s+)?[a-z]+|he|she|they|it|everyone|we)(?:'s|\s+is|\s+are|'re|\s+was|\s+were)"
    # ("hes right here sleeping", after a dream of a partner who left: probed, "Take your time…")
    # ("shes actually fine irl", after a dream of her sick: probed, "I'm still here with you…")
    r"|hes|shes|theyre|its)\s+(?:(?:actually|really|doing|totally|completely|perfectly|all|right|"
    r"absolutely|100%)\s+)*"
    r"(?:fine|okay|ok|safe|alright|all\s+right|well|here|alive|home|next\s+to\s+me|beside\s+me)\b[^?]{0,60}$",
    re.IGNORECASE,
)
# "i just needed to tell someone", "had to get it off my chest": telling it was what they needed
# (probed: "That's great.")
_NEEDED_TO_TELL = re.compile(
    r"^\W*(?:(?:honestly|ok(?:ay)?|yeah|so|and|anyway|idk|i\s+guess)\W+)*i\s+(?:just\s+|really\s+)*"
    r"(?:needed|wanted|had|have|need|want)\s+to\s+(?:tell\s+(?:someone|somebody|some\s+one|anyone|you)|"
    r"get\s+(?:it|that|this)\s+off\s+my\s+chest|say\s+(?:it|that|this)\s+(?:out\s+loud|to\s+someone)|vent|talk\s+to\s+someone)"
    r"(?:\s+(?:about\s+(?:it|that|this)|i\s+guess|honestly|lol|tbh))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)


# "i dont want to use this anymore", "im done with this app": leaving Sandman (probed: offered as
# a fact to keep, "Shall I remember that?")
_QUITTING = re.compile(
    r"^\W*(?:(?:honestly|ok(?:ay)?|so|yeah|ugh+|well|i\s+think)\W+)*(?:"
    r"(?:i\s+)?(?:don'?t|dont|do\s+not)\s+(?:really\s+)?(?:want|wanna)\s+(?:to\s+)?(?:use|talk\s+to|keep\s+using)\s+"
    rf"{SANDMAN_ITSELF}(?:\s+(?:anymore|any\s+more|again))?"
    r"|(?:i\s+)?(?:want|wanna|am\s+going\s+to|'?m\s+going\s+to|m\s+gonna|'?m\s+gonna)\s+(?:to\s+)?"
    rf"(?:stop\s+using|quit|uninstall|delete)\s+{SANDMAN_ITSELF}"
    rf"|(?:i'?m|im|i\s+am)\s+(?:done|finished|through)\s+with\s+{SANDMAN_ITSELF}"
    r")\s*[.!…]*\s*$",
    re.IGNORECASE,
)


def in_danger(text: str) -> bool:
    """Whether ``text`` tells of thoughts of dying or of harming themselves, in their waking
    life. A dream of it told is not ("in my dream i wanted to die"), unless they turn to now
    ("i had a dream about him and now i don't want to be here anymore")."""
    for sentence in re.split(r"[.!?;\n]+", text):
        for match in _DANGER.finditer(sentence):
            before = sentence[: match.start()]
            dream = _IN_A_DREAM.search(before)
            if _IN_A_DREAM_AFTER.match(sentence[match.end() :]):
                continue  # "i thought about dying in the dream"
            if dream is None or _AWAKE_NOW.search(before[dream.end() :]):
                return True
    return False


def _lost(text: str) -> re.Match[str] | None:
    """Where ``text`` tells of someone lost (``_LOSS``); a thing's end is no one's ("i had a
    dream my car battery died on the highway": the reply eval, met as someone lost)."""
    return _LOSS.search(without_things_ended(text))


def tells_a_loss(text: str) -> bool:
    """Whether ``text`` tells of someone lost, a parting or grief ("my mom passed away in
    august", "since the breakup", "my late dad")."""
    return bool(_lost(text) or _GRIEF.search(text))


_HARD_ENDED = re.compile(
    r"\b(?:(?:the|my|those|these|all\s+the|all\s+my)\s+)?(?:nightmares?|bad\s+dreams?|night\s+terrors?|"
    r"panic\s+attacks?|insomnia|sleepless\s+nights)\s+(?:(?:have|has|had|are|is|finally|just|all|seem\s+to\s+have)\s+)*"
    r"(?:stopped|ended|gone(?:\s+away)?|went\s+away|over|disappeared|faded(?:\s+away)?|eased(?:\s+off)?)\b",
    re.IGNORECASE,
)


# ... but not one hoped for, asked after or denied ("why havent my nightmares stopped")
_NOT_YET = re.compile(
    r"\b(?:\w+n'?t|not|never|hope|hoping|wish|will|would|why|when|if|until|till)\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)


# A dream, or how it was, called sweet or beautiful ("i had a really sweet dream about my
# daughter": probed, "That's wonderful!" held back as a misreading); not a thing in it ("a
# beautiful woman chased me")
# "I HAD A LUCID DREAM!!! i could fly wherever i wanted", "i finally had a lucid dream": the joy of
# a dream they steered, said without a good word (probed: read as no feeling, and every word of
# the 1.5B's delight held back as a misreading)
_FREE_IN_A_DREAM = re.compile(
    r"\bi\s+could\s+(?:fly|go|do|be|change|control|make)\b[^.!?]{0,30}?\b(?:wherever|anywhere|whatever|"
    r"everything|anything)\b(?:\s+i\s+wanted)?"
    r"|\b(?:finally|first\s+ever|actually)\s+(?:had|got)\s+(?:a|my\s+first)\s+lucid\s+dream"
    r"|\blucid\s+dream\s*!{2,}",
    re.IGNORECASE,
)
_SWEET_DREAM = re.compile(
    r"\b(?:sweet|beautiful|magical|cute|adorable|heartwarming|wholesome|cozy|cosy|comforting|precious|blissful|"
    r"delightful)\s+(?:little\s+)?(?:dream|dreams|one|night)\b"
    r"|\b(?:it|that|this|the\s+dream)\s+(?:was|felt|is)\s+(?:so\s+|really\s+|very\s+|just\s+|kind\s+of\s+|kinda\s+)?"
    r"(?:sweet|beautiful|magical|cute|adorable|heartwarming|wholesome|cozy|cosy|comforting|precious|blissful|delightful)\b",
    re.IGNORECASE,
)


# A weight in their life, told ("work is a lot right now", "things are hard at home", "im under a
# lot of pressure": probed, after "i havent been sleeping well", "I'm still here with you…", read
# as no feeling at all)
_A_LOT_ON_THEM = re.compile(
    r"\b(?:work|school|uni|college|life|things|everything|my\s+job|the\s+job|home|it\s+all|my\s+(?:life|week|"
    r"family|marriage|relationship|studies|classes|exams))\s+(?:is|are|was|were|has\s+been|have\s+been|"
    r"'s\s+been|s\s+been|feels?|been|getting)\s+(?:so\s+|really\s+|just\s+|a\s+bit\s+|kind\s+of\s+|kinda\s+|way\s+)?"
    r"(?:a\s+lot|too\s+much|hard|tough|rough|difficult|overwhelming|brutal|heavy|stressful|exhausting|"
    r"hectic|killing\s+me|falling\s+apart|a\s+mess)\b"
    r"|\bunder\s+(?:a\s+lot\s+of|so\s+much|too\s+much|huge|a\s+ton\s+of)\s+(?:pressure|stress)\b"
    r"|\b(?:a\s+lot|too\s+much|so\s+much)\s+(?:going\s+on|on\s+my\s+plate|on\s+my\s+mind)\b",
    re.IGNORECASE,
)


def valence(text: str) -> Valence:
    """``hard`` when the message carries a hard feeling, ``good`` for a good one, else ``""``.
    A hard word wins over a good one ("I slept well but woke up scared" is hard); a negated word
    turns ("not good" is hard, "no nightmares" is good). A feeling word typed with one typo
    counts ("it was scarey": probed, met with nothing, the dream's fear unread)."""
    # tears of laughter are no sorrow ("i laughed so hard in my dream i woke up crying": probed,
    # "That sounds like a hard one to wake up from.")
    text = _HAPPY_TEARS.sub(" laughing ", text)
    text = _STAR_SIGN.sub(" sign ", text)
    # a best friend is no good feeling ("i dreamed my best friend stopped talking to me": probed,
    # read as a good dream)
    text = _BEST_OF_SOMEONE.sub(" ", text)
    # ("…yelled at me in front of everyone and i felt so small": probed, met with a lesson)
    if _FELT_SMALL.search(text):
        return "hard"
    # a hard thing ended is relief ("my nightmares finally stopped": probed, "That's wonderful to
    # hear!" held back as a misreading)
    ended = [m for m in _HARD_ENDED.finditer(text) if not _NOT_YET.search(text[: m.start()])]
    for m in reversed(ended):
        text = f"{text[: m.start()]} {text[m.end() :]}"
    words = tokens(_feeling_speller().mend(text))
    hard = bool(
        tells_a_loss(text)
        or _NO_SLEEP.search(text)
        or _UNSETTLED.search(text)
        or _SEEN_AGAIN.search(text)
        or _ESTRANGED.search(text)
        or _LONELY.search(text)
        or _PERIL.search(text)
        or in_danger(text)
        # ("i dreamt about my cat io dying": probed, read as no feeling, and "shes 16" after it
        # met by the 1.5B alone) someone of theirs dying in a dream
        or dreamt_a_death_of_theirs(text)
        or _A_LOT_ON_THEM.search(text)
    )
    good = bool(ended) or bool(
        _SLEPT_WELL.search(text)
        or _FEEL_FREE.search(text)
        or _SWEET_DREAM.search(text)
        or _FREE_IN_A_DREAM.search(text)
    )
    for index, word in enumerate(words):
        negated = any(w in _NEGATION for w in words[max(0, index - 3) : index])
        if word in _HARD:
            # "no nightmares at all", "without any bad dreams": a hard word denied is relief.
            if word not in _NEGATION and negated:
                good = True
            else:
                hard = True
        elif word in _GOOD:
            if negated:
                hard = True
            else:
                good = True
    # "had a dream i was lost in ikea for hours lol" (probed: "That sounds like a hard one to wake
    # up from"): a mishap they laugh at is no hard feeling
    if (
        hard
        and _LAUGHED_OFF.search(text)
        and not (tells_a_loss(text) or in_danger(text))
        and {w for w in words if w in _HARD} <= _MISHAPS
    ):
        return "good" if good else ""
    if hard:
        return "hard"
    return "good" if good else ""


# how many of their messages before the last one a loss told is missed after ("i miss him", four
# messages after "my grandpa died last year and i dreamed of him": probed, met as any hard day)
_LOSS_WITHIN = 4
# Their dreams asked against a time of their life the journal does not keep ("do i dream more
# when im stressed?": probed, the 1.5B's "When you're stressed, it might make you more likely to
# dream about flying or water…", a link the journal cannot show)
_UNTRACKED = re.compile(
    r"^\W*(?:(?:so|and|hey|also|btw|hmm+|ok(?:ay)?)\W+)*(?:do|does|did|am|are|is|would|will)\s+"
    r"(?:i|my\s+(?:dreams?|nightmares?))\s+(?:\w+\s+){0,4}?"
    r"(?:more|less|worse|better|weirder|stranger|scarier|differently|more\s+often|less\s+often|more\s+vivid)\b"
    r"[^?]{0,60}?\b(?:when|if|after|before|while|whenever)\s+(?:i\b|i'?m\b|im\b|my\b|i've\b|ive\b)",
    re.IGNORECASE,
)
# Good news of their own life, told ("im getting married in june", "we just found out im
# pregnant", "i got the job!")
_GOOD_NEWS = re.compile(
    r"\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:finally\s+|actually\s+|so\s+)?(?:getting\s+married|engaged|"
    r"pregnant|expecting|having\s+(?:a|our|my)\s+(?:first\s+)?(?:baby|child|kid)|graduating|retiring)\b"
    r"|\b(?:i|we)\s+(?:just\s+|finally\s+|actually\s+)?(?:got|get)\s+(?:engaged|married|promoted|"
    r"the\s+job|a\s+(?:new\s+)?job|into\s+\w+)\b"
    r"|\b(?:i|we)\s+(?:just\s+|finally\s+)?(?:graduated|had\s+(?:a|our|my)\s+(?:baby|son|daughter)|"
    r"found\s+out\s+(?:i'?m|im|we'?re|were|she'?s)\s+pregnant)\b"
    r"|\bmy\s+(?:wedding|graduation|baby|due\s+date)\s+is\s+(?:in|on|next|this|coming)\b"
    # ("i graduate in may", after a dream of a dad lost at the graduation: probed, "Good luck
    # with your graduation!")
    r"|\b(?:i|we)\s+(?:graduate|get\s+married|retire)\s+(?:in|on|next|this)\b",
    re.IGNORECASE,
)
# A laugh said with it ("lol", "haha", "lmao", 😂)
_HAPPY_TEARS = re.compile(
    r"\b(?:cry|crying|cried|tears|teary)\b(?=[^.!?]{0,20}\b(?:laugh\w*|joy)\b)"
    r"|(?<=laugh)[^.!?]{0,40}?\b(?:cry|crying|cried|tears|teary)\b"
    r"|(?<=laughed)[^.!?]{0,40}?\b(?:cry|crying|cried|tears|teary)\b"
    r"|(?<=laughing)[^.!?]{0,40}?\b(?:cry|crying|cried|tears|teary)\b",
    re.IGNORECASE,
)
# the star sign, no illness ("i dreamt of a crab, my sign is cancer lol": probed, met as hard)
_STAR_SIGN = re.compile(
    r"\b(?:(?:star\s+|zodiac\s+|sun\s+|moon\s+|rising\s+)?sign\s+(?:is\s+|'s\s+)?|i'?m\s+a\s+|im\s+a\s+|"
    r"(?:as|being)\s+a\s+)cancer\b|\bcancer\s+(?:sign|season|zodiac|sun|moon|rising)\b",
    re.IGNORECASE,
)
_LAUGHED_OFF = re.compile(
    r"\b(?:lol+|lmao+|lmfao|rofl|haha\w*|hehe\w*|xd)\b|😂|🤣|😆|😅", re.IGNORECASE
)
# ... and the hard words a mishap is told in (being lost, late, stuck, failing a test)
_MISHAPS = frozenset(
    "lost confused embarrassed fail failing failed failure cant couldnt meh ugh ughh bad weird".split()
)


# "how old is she", "whats io's age", "when is her birthday": someone's age asked
_AGE_ASKED = re.compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|wait|hmm+|also|um+)\W+)*(?:how\s+old\s+(?:is|was|will)\b"
    r"|(?:what(?:'s|s|\s+is)|whats)\s+(?:\S+\s+){0,2}?(?:age|birthday)\b"
    r"|when\s+(?:is|was)\s+(?:\S+\s+){0,2}?(?:birthday|born)\b)",
    re.IGNORECASE,
)
# ... and an age, or a day to count it from, in what they asked to be kept
_AN_AGE = re.compile(
    rf"\d|\b(?:years?|born|birthday|turn(?:s|ed)?|{'|'.join(MONTH_NAMES)}|two|three|four|five|six|seven|eight|"
    r"nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b",
    re.IGNORECASE,
)


def _no_age_among(outcome: ToolOutcome) -> bool:
    """Whether ``outcome`` lists memories of theirs with no age among them."""
    listed = [line for line in outcome.output.splitlines() if line.startswith("- ")]
    return (
        outcome.name == "recall_memories"
        and outcome.ok
        and bool(listed)
        and not any(_AN_AGE.search(line) for line in listed)
    )


_WRITES: dict[str, Kind] = {
    "save_dream": "told_dream",
    "continue_dream": "told_dream",
    "remember": "kept",
    "save_symbol_meaning": "kept",
}
_CHANGES = CHANGE_TOOLS
_ANSWERS = frozenset({"confirm_change", "decline_change"})
_READS = frozenset(
    {"search_dreams", "recent_dreams", "recall_memories", "lookup_symbol", "show_dream"}
)


def proposed_nothing(outcome: ToolOutcome) -> bool:
    """Whether ``outcome`` is a fact said as corrected with no kept fact to correct: it changed
    nothing and asks nothing, so the turn goes on as if it had not run (in a terminal chat, shown
    to the model, it read "No kept fact to correct" as "The journal found your shift schedule")."""
    return outcome.name == "update_memory" and not outcome.lead


def asks_meaning(text: str) -> bool:
    """Whether ``text`` asks what something means ("what could it mean?", "what does it say
    about me?", "is it a bad sign…")."""
    return bool(_MEANING.search(text))


_SHORT_ANSWER = 4


# "wait one more thing, did i ever dream about a wedding": an opening that asks leave to ask
# (measured: "wait thing wedding" was searched for)
_ASIDE_OPENING = re.compile(
    r"^\W*(?:(?:wait|oh|hey|ok|okay|also|and|btw|actually|um+|hmm+|sorry|so)\W+)*"
    r"(?:one\s+(?:more|last)\s+thing|quick\s+question|real\s+quick|before\s+i\s+go|"
    r"(?:i\s+)?(?:just\s+)?(?:have|had|got)\s+(?:a|one\s+more)\s+question"
    # "two things: remember that i'm allergic to cats, and tell me what snakes mean" (probed: the
    # fact was not kept)
    r"|(?:(?:i\s+)?(?:just\s+)?(?:have|got)\s+)?(?:two|2|three|3|a\s+few|a\s+couple(?:\s+of)?|couple(?:\s+of)?)\s+"
    r"(?:quick\s+)?(?:things|questions|requests)(?:\s+for\s+you)?|quick\s+(?:one|thing))"
    r"\s*[,:.!-]*\s*(?=\w)",
    re.IGNORECASE,
)


def without_announcement(text: str) -> str:
    """``text`` without an opening that only announces what comes ("two things: …", "one more
    thing, …")."""
    return _ASIDE_OPENING.sub("", text, count=1)


# Dreams asked for by how they felt in them, or when: "dreams where i felt anxious", "when did i
# feel scared in a dream", "what dreams did i have when i was stressed"
_FELT_IN_DREAMS = re.compile(
    r"\b(?:dreams?|ones?|nightmares?|times?)\s+(?:where|when|in\s+which|that)\s+i\s+(?:felt|feel|was|were|got)\s+"
    r"(?:so\s+|really\s+|very\s+|a\s+bit\s+|kind\s+of\s+)?[\w-]+"
    r"|\bwhen\s+did\s+i\s+(?:feel|get|become)\s+[\w-]+\s+in\s+(?:a|my|any)\s+dreams?\b"
    r"|\b(?:dreams?|nightmares?)\s+(?:did\s+i\s+have|have\s+i\s+had|i\s+had|i\s+have)\s+when\s+i\s+"
    r"(?:was|felt|am|feel)\s+[\w-]+",
    re.IGNORECASE,
)


# "this dream", "the dream i told you about": a dream named as one of this conversation
_A_DREAM_HERE = re.compile(
    r"\b(?:this|that|the)\s+(?:dream|nightmare)\b|\b(?:in|from|during)\s+(?:it|that\s+one)\b",
    re.IGNORECASE,
)


# a long time since, told ("ive been out for 20 years", "that was decades ago")
_LONG_SINCE = re.compile(
    r"\bfor\s+(?:over\s+|almost\s+|about\s+|like\s+|nearly\s+|more\s+than\s+)?(?:\d+|a\s+few|a\s+couple\s+of|many|"
    r"several|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty)\s+(?:years?|decades?)\b"
    r"|\b(?:\d+|a\s+few|many|several|ten|twenty|thirty|forty|fifty)\s+(?:years?|decades?)\s+ago\b|\bdecades\s+ago\b"
    r"|\bsince\s+(?:19|20)\d\d\b"
    # ("i havent been in school for decades", after a dream of a test: probed, "Thank you for
    # telling me.")
    r"|\bfor\s+(?:decades|ages|so\s+long|a\s+long\s+time|years\s+and\s+years)\b"
    # ("i havent been there in 20 years", after a dream of their old school: probed, "why now"
    # then met by the 1.5B alone)
    r"|\b(?:haven'?t|havent|have\s+not|hadn'?t|hadnt|not)\b[^.!?]{0,40}\bin\s+(?:over\s+|almost\s+|about\s+|like\s+|nearly\s+)?"
    r"(?:\d+|a\s+few|many|several|ten|twenty|thirty|forty|fifty)\s+(?:years?|decades?)\b",
    re.IGNORECASE,
)
# "im a guy lol", "but im a man": who they are, said against a dream of being pregnant
_NOT_A_MOTHER = re.compile(
    r"^\W*(?:(?:but|lol|haha|well|and|like|bruh|dude|um+)\W+)*(?:i'?m|im|i\s+am)\s+(?:literally\s+|actually\s+)?"
    r"(?:a\s+)?(?:guy|man|dude|boy|male|bloke|dad|father|grandpa|grandfather|trans\s+man|in\s+menopause|"
    r"post[\s-]?menopausal|too\s+old)(?:\s+(?:lol|haha|lmao|tho|though|btw))*\s*[.!?…]*\s*$",
    re.IGNORECASE,
)
_PREGNANT_IN_IT = re.compile(
    r"\b(?:pregnant|pregnancy|gave\s+birth|giving\s+birth|in\s+labou?r)\b", re.I
)
# "im 45 lol", "i'm in my 60s": their age, said against a dream of school (probed: offered as a
# fact to keep, no word on the dream)
_AGE_SAID = re.compile(
    r"^\W*(?:(?:but|lol|haha|well|and|like|bruh|dude)\W+)*(?:i'?m|im|i\s+am)\s+(?:literally\s+|actually\s+|already\s+)?"
    r"(?:[2-9]\d|in\s+my\s+(?:[2-9]0s|twenties|thirties|forties|fifties|sixties|seventies|eighties)|"
    r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty)(?:[\s-]\w+)?)"
    r"(?:\s+(?:years\s+old|now|lol|haha|lmao|tho|though|already))*"
    # ("im 52 so thats funny", after "i dreamt i was pregnant": probed, the 1.5B's "It's a fun
    # number.")
    r"(?:\s*,?\s*(?:so|which\s+is|and)\s+(?:that'?s|thats|that\s+is|it'?s|its)?\s*(?:kinda\s+|pretty\s+|so\s+|"
    r"really\s+|a\s+bit\s+)?(?:funny|weird|odd|ironic|hilarious|strange|random|impossible|unlikely)"
    r"(?:\s+(?:lol|haha|lmao))?)?\s*[.!?…]*\s*$",
    re.IGNORECASE,
)
_OF_SCHOOL = re.compile(
    r"\b(?:school|exams?|tests?|teachers?|class(?:room)?|homework|college|university|uni|lockers?|grades?|"
    r"graduat\w*|finals|lessons?|pop\s+quiz|quiz|principal)\b",
    re.IGNORECASE,
)


# An answer to the crisis lines, right after them: it was meant ("i mean it"), someone is there
# ("yes", to "Is there someone you trust you could reach out to tonight?"), or nobody is
_AFTER_DANGER = re.compile(
    r"^\W*(?:(?:and|but|so|ok(?:ay)?|well|um+|i\s+mean)\W+)*(?:"
    r"(?P<meant>i\s+(?:really\s+)?mean\s+it|i'?m\s+(?:being\s+)?(?:serious|not\s+joking|not\s+kidding)|"
    r"im\s+(?:being\s+)?(?:serious|not\s+joking|not\s+kidding)|i\s+am\s+(?:being\s+)?serious|seriously|"
    r"i\s+really\s+do(?:n'?t)?|(?:it'?s|its)\s+not\s+a\s+joke|no\s+(?:i'?m|im)\s+serious)"
    r"|(?P<someone>yes|yeah|yea|yep|i\s+(?:do|guess|think\s+so)|maybe|(?:my\s+\w+(?:\s+\w+)?|a\s+friend)(?:\s+maybe)?)"
    r"|(?P<no_one>no|nope|nah|not\s+really|no\s+one|nobody|noone|there'?s\s+no\s*one|i\s+(?:don'?t|dont)\s+"
    r"(?:think\s+so|have\s+anyone|have\s+anybody))"
    r")(?:\s+(?:though|tho|really|at\s+all|anymore|to\s+talk\s+to))*\s*[.!?]*\s*$",
    re.IGNORECASE,
)


def _dreamt_just_before(said: Sequence[str]) -> bool:
    """Whether their last messages (``said``, the latest first) told a dream, not of a death,
    with nothing between but words on it: no question, no loss told."""
    for told in said:
        if not told or tells_a_loss(told):
            return False
        if tells_of_a_dream(told):
            return not dreamt_a_death(told)
        if asks(told):
            return False
    return False


def part_forgotten(text: str) -> bool:
    """Whether ``text`` says a part of the dream just told slipped away ("i wish i could
    remember what he said", "i cant remember how it ended")."""
    return _PART_FORGOTTEN.match(text) is not None


def situation_of(
    text: str,
    results: Sequence[ToolOutcome] = (),
    *,
    before: str = "",
    earlier: Sequence[str] = (),
) -> Situation:
    """The situation of a message, given what the execute step did for it. ``before``: the
    user's last message, when known; a dream told after it announced one ("I just woke up from
    a nightmare and I'm shaking" / "it was about a man at the foot of my bed") carries its
    feeling (measured: "It could symbolize something important or comforting")."""
    # (one of two named: "i think my son has the second one", after the difference between a
    # nightmare and a night terror; probed, the 1.5B's words said it back)
    text = one_of_two_named(without_announcement(text), before)
    before = one_of_two_named(before, earlier[0] if earlier else "")
    asks_meaning = bool(_MEANING.search(text))
    # ("not great tbh", "meh", "rough": a few words answering how they are; measured: "You might
    # want to try something different next time.")
    short = len(tokens(text)) <= _SHORT_ANSWER and not asks_meaning and "?" not in text
    # ("list all my dreams where i felt anxious": dreams asked for by a feeling, none told now;
    # probed, the listing followed by "That sounds hard, and I'm sorry it feels that way.")
    felt_now = _FELT_IN_DREAMS.sub(" ", text) if asks(text) or requests(text) else text
    feeling = (
        valence(felt_now)
        if _FEELING.search(felt_now)
        or _SLEPT_WELL.search(text)
        # (a loss named in a question of the journal is none told: "what about a funeral", after
        # a search for a wedding; probed, "That sounds hard, and I'm sorry it feels that way.")
        or (_lost(text) and not (asks(text) and any(o.name in _READS for o in results)))
        # ("ugh another work dream" is a dream come again, said with a groan)
        # (nor a few words that ask: "what about a funeral", after a search for a wedding)
        or (short and valence(text) == "hard" and not tells_recurring(text) and not asks(text))
        or (_NO_SLEEP.search(text) and not requests(text))
        # ("i couldnt go back to sleep", after a nightmare of someone in the house: probed, "You
        # might have been too busy or stressed to fall asleep.")
        or (_NOT_BACK_TO_SLEEP.search(text) and not requests(text) and "?" not in text)
        or _SEEN_AGAIN.search(text)
        or ((_ESTRANGED.search(text) or _LONELY.search(text)) and not tells_of_a_dream(text))
        # (missing someone or a time, in more than a few words: "i really miss my mom", "i miss
        # those summers so much"; probed, "Thank you for telling me…" to the first)
        or (
            (_MISSED.search(text) or _NOSTALGIA.search(text))
            and "?" not in text
            and not tells_of_a_dream(text)
        )
        else ""
    )
    # (a word between: "i had a nightmare that someone broke into my house" / "i checked all the
    # locks twice after" / "i still feel on edge": probed, "You might feel anxious or restless.")
    shaking = bool(
        _STILL_SHAKEN.search(text)
        or _WOKE_SHAKEN.search(text)
        # ("im kind of freaked out", after a man with no face at the end of their bed: probed,
        # the 1.5B's "I understand how you feel. It's normal to feel a mix of emotions…")
        or (_FREAKED_OUT.search(text) and "?" not in text)
    )
    still_shaken = (
        (
            (
                valence(before) == "hard"
                or (shaking and any(valence(t) == "hard" for t in earlier[:1]))
                # ("im still shaken", after "i dreamed the world was ending" / "it felt so real":
                # probed, the 1.5B's "It sounds like you're still feeling shaken.")
                or (shaking and any(tells_of_a_dream(t) for t in (before, *earlier[:2])))
            )
            and (shaking or bool(_NO_SLEEP_AGAIN.search(text) and not _NO_SLEEP.search(before)))
        )
        or bool(
            _HAUNTED.search(text)
            and valence(text) != "good"
            and (_OF_A_DREAM.search(f"{text} {before}") or valence(before) == "hard")
        )
    )
    alone_with_it = (
        not still_shaken
        and _ALONE_AT_HOME.match(text) is not None
        and any(valence(t) == "hard" and tells_of_a_dream(t) for t in (before, *earlier[:1]))
    )
    if alone_with_it:
        # ("i live alone", after "i had a nightmare that someone was in my house": probed, the
        # 1.5B's "It's okay to feel alone. Do you have any hobbies…"; then "That sounds like it
        # really shook you", a feeling read into a fact: what being alone does to it is met)
        still_shaken = True
    if not feeling and still_shaken:
        feeling = "hard"  # ("my heart is still racing", after a nightmare told)
    if not feeling and _DREAMS_TOO_MUCH.match(text):
        feeling = "hard"  # ("the dreams are too much")
    if not feeling and _LOW.search(text) and not tells_of_a_dream(text):
        feeling = "hard"  # ("ive been feeling so empty lately")
    if (
        not feeling
        and _A_LOT_ON_THEM.search(text)
        and not tells_of_a_dream(text)
        and not asks(text)
    ):
        feeling = "hard"  # ("work is a lot right now")
    if not feeling and _NOSTALGIA.search(text) and "?" not in text and not tells_of_a_dream(text):
        feeling = "hard"  # ("i wish i could go back to those days": a time missed, no hard word)
    if (
        not feeling
        and _SLEEP_FEARED.search(text)
        and "?" not in text
        # (not staying up for fun: "i dont want to go to bed yet lol")
        and not re.search(r"\b(?:yet|lol|haha\w*|lmao|fun)\b", text, re.IGNORECASE)
    ):
        # ("i dont want to go to sleep tonight", no feeling word: probed, "Thank you for telling
        # me. I'm listening…")
        feeling = "hard"
    # ("i think about him a lot", right after "my little brother drowned when i was 12": probed,
    # "Remembering them can sometimes help you understand the pain and grief they caused.")
    lost = tells_a_loss(before) or any(tells_a_loss(t) for t in earlier[:_LOSS_WITHIN])
    if not feeling and lost and _MISSED.search(text) and "?" not in text:
        feeling = "hard"
    if not in_english(text):
        return Situation(kind="not_english")
    if (
        _UNWILLING.match(before.strip())
        and any(o.name == "save_dream" and o.ok for o in results)
        and len(text.split()) <= _A_FEW_WORDS
        and not tells_of_a_dream(text)
        and not in_danger(text)
    ):
        # ("i dont want to talk about it" / "can you just save that i had one": probed, the
        # 1.5B's "Could you tell me more about that dream?")
        return Situation(kind="unwilling")
    if in_danger(text):
        # (whatever else the message did: a dream told with it is saved, and this line follows)
        return Situation(kind="danger", valence="hard")
    if in_danger(before) and (answer := _AFTER_DANGER.match(text)) is not None:
        # ("i mean it", after "i dont want to wake up anymore" got the crisis lines: probed, the
        # 1.5B's "I understand that."; "yes" / "no", to "Is there someone you trust…")
        follow = next(k for k, v in answer.groupdict().items() if v)
        return Situation(kind="danger", valence="hard", follow=follow)
    recent = (before, *earlier[:1])
    if any(o.name == "show_dream" and o.output == NO_DREAM_TALKED_ABOUT for o in results) and (
        _A_DREAM_HERE.search(text)
    ):
        return Situation(kind="no_dream_yet")
    if (sign := dream_as_sign(text)) and (
        _OF_A_DREAM.search(text) or _OF_A_DREAM.search(before) or any(map(tells_of_a_dream, recent))
    ):
        # ("do my dreams mean im depressed": probed, "depressed" looked up as a symbol)
        if sign == "low":
            return Situation(kind="wrong_with_me", valence="hard", low=True)
        return Situation(kind="wrong_with_me", who="sign")
    if _WANTS_IT_OVER.match(text):
        return Situation(kind="worn_out", valence="hard")
    if _NOT_TONIGHT.match(text):
        return Situation(kind="not_tonight")
    if _COMPANY.match(text):
        return Situation(kind="company")
    if _MAY_TELL.match(text):
        return Situation(kind="may_tell")
    if _WHERE_KEPT.match(text) and (
        re.search(
            r"\b(?:file|journal|dreams|data|database|diary|db|stored|kept|saved)\b", text, re.I
        )
        or re.search(r"\b(?:export|journal|file|copy|backup|back\s+up)\b", before, re.I)
    ):
        return Situation(kind="journal_file")
    if _LAST_TALK.search(text):
        return Situation(kind="last_talk")
    if _ONLY_YOU.match(text):
        return Situation(kind="only_you")
    if _LIKES_FRIGHT.search(text):
        return Situation(kind="likes_fright")
    if _IT_HELPS.match(text):
        return Situation(kind="it_helps")
    if _DREAMS_SAY.match(text):
        return Situation(kind="dreams_say")
    if _NOT_A_WISH.match(text) and any(
        tells_of_a_dream(t) or tells_recurring(t) for t in (*recent, *earlier[1:2])
    ):
        # ("im married", after "i dreamt i was kissing my coworker": probed, only the offer to
        # keep it)
        married = bool(
            _TAKEN.search(text) and _ROMANCE_IN_IT.search(before) and not _AN_EX.search(before)
        )
        return Situation(kind="not_a_wish", who="married" if married else "")
    if _NOT_LIKE_THEM.match(text) and any(tells_of_a_dream(t) for t in recent):
        return Situation(kind="not_like_them")
    if (
        "?" not in text
        and _REAL_PAST.search(text)
        and any(tells_recurring(t) and valence(t) == "hard" for t in recent)
    ):
        # ("my house burned down when i was 7", after "i keep having the same nightmare about a
        # fire"; "it started after i almost drowned as a kid": probed, "I'm still here with you…")
        return Situation(kind="recurring", valence="hard", follow="real")
    if (
        "?" not in text
        and (
            (
                _LONG_SINCE.search(text)
                and any(
                    tells_recurring(t) or (tells_of_a_dream(t) and _OF_SCHOOL.search(t))
                    for t in recent
                )
            )
            or (
                _AGE_SAID.match(text)
                and any(tells_of_a_dream(t) and _OF_SCHOOL.search(t) for t in recent)
            )
        )
        and not tells_of_a_dream(text)
        # (a loss or a parting is met as one: "we've been divorced for 3 years")
        and not tells_a_loss(text)
    ):
        # ("ive been out for 20 years", after "i keep dreaming im back in high school": probed,
        # the 1.5B's "It sounds like you've been away for a while! What have you been doing…")
        return Situation(kind="recurring", follow="past")
    if (LINGERING.match(text) and any(tells_of_a_dream(t) for t in recent)) or (
        # ("i dreamed my partner cheated on me and now im kind of mad at him lol": probed, added
        # to the dream, and the 1.5B's words of the dream alone)
        tells_of_a_dream(text) and felt_since(text) is not None
    ):
        return Situation(kind="lingering")
    if _SEES_THEM_SOON.match(text) and _left_a_feeling(before):
        # ("i have to see him tomorrow", after "its so awkward now": probed, "I hear you. Go on…")
        return Situation(kind="lingering", follow="meet")
    if _AFTER_AN_EVENT.search(text) and "?" not in text:
        # ("i've been having nightmares since my accident": probed, "That sounds hard…", then
        # "i keep seeing the headlights" searched and met as a dream that comes back)
        return Situation(kind="bad_dreams", valence="hard", follow="after")
    if _STILL_SEEING.match(text) and any(_AFTER_AN_EVENT.search(t) for t in (before, *earlier[:2])):
        return Situation(kind="bad_dreams", valence="hard", follow="after:again")
    if (_CRAZY.match(text) or _IS_IT_NORMAL.match(text)) and _left_a_feeling(before):
        # (asked both ways: "is that normal" wants a yes, "is that crazy" a no)
        normal = _IS_IT_NORMAL.match(text) or re.search(r"\b(?:normal|ok(?:ay)?)\b", text, re.I)
        return Situation(kind="lingering", follow="normal" if normal else "odd")
    if (_A_LOT.match(text) or _IS_IT_BAD.match(text) or _IS_IT_NORMAL.match(text)) and (
        _BAD_DREAMS_COUNTED.search(before)
    ):
        # ("is that a lot", after "how many nightmares have i had since october" was read:
        # probed, the 1.5B's "It sounds like you have a lot of nightmares", of two)
        return Situation(kind="bad_dreams", who="count")
    if (_IS_IT_BAD.match(text) or _IS_IT_NORMAL.match(text)) and _MOODS_ASKED.search(before):
        # ("is that bad", after "how have i been feeling in my dreams lately" was read: probed,
        # "I'm not sure what to say to that")
        return Situation(kind="bad_dreams")
    if _GOOD_SIGN.match(text) and any(tells_of_a_dream(t) for t in recent):
        return Situation(kind="good_sign")
    if (
        _GOOD_SIGN.match(text)
        and requests(before)
        and _MEANING_ASKED_OF.search(before)
        and not tells_of_a_dream(before)
    ):
        # ("show me the dream about the snake and tell me what snakes mean" / "is that a good
        # sign": probed, the 1.5B's "Yes, a good sign that you're on the right track.")
        return Situation(kind="good_sign", who="read")
    if _GOOD_SIGN.match(text) and asks(before) and _OF_A_DREAM.search(before):
        # ("is that a good sign", after "how often do i dream about flying" was read: probed, the
        # 1.5B's "It could be, but it's not necessarily a good sign… you should listen to what
        # they tell you")
        return Situation(kind="good_sign", who="asked")
    if _PLACE_GONE.match(text) and any(tells_of_a_dream(t) for t in recent):
        # ("my parents sold it last year", after a dream of their childhood home: probed, the
        # 1.5B's "You're in your childhood home now, but the rooms are different.")
        return Situation(kind="place_lost")
    if _BAD_SIGN_FEARED.match(text) and any(tells_of_a_dream(t) for t in recent):
        # ("im scared it means something", after "i had a dream my best friend died": probed, the
        # 1.5B's "You feel scared, like you're holding a heavy weight in your heart.")
        death = any(dreamt_a_death(t) for t in recent)
        # ("is that a bad sign", after "i dreamed sam left me": probed, met as a dream of someone
        # dying) a parting or a betrayal in the dream is no death
        parted = any(
            tells_of_a_dream(t)
            and (_PARTED.search(t) or re.search(r"\bcheat(?:ed|ing)\s+on\s+me\b", t, re.I))
            for t in recent
        )
        # (a fear said is met as one; "is it a bad sign" after a curious dream fears nothing)
        feared = _FEAR_SAID.search(text) is not None or death
        sign = "parted" if parted else "death" if death else "feared" if feared else ""
        return Situation(kind="bad_sign", who=sign)
    if _AGAIN_WISHED.match(text) and any(
        tells_of_a_dream(t) and valence(t) == "good" for t in recent
    ):
        return Situation(kind="term", term="dream incubation")
    if _HOW_TO_TELL.match(text) and any(_TELL_IF_DREAMING.search(t) for t in recent):
        return Situation(kind="term", term="reality check", follow="how")
    if _UNSURE_HOW_TO_FEEL.match(text) and lost:
        return Situation(kind="mixed_feelings", valence="hard")
    if _WHY_FELT.match(text):
        return Situation(kind="why_felt")
    if (
        _NEEDED_THAT.match(text)
        and any(
            (tells_of_a_dream(t) or announces_dream(t)) and valence(t) != "hard" for t in recent
        )
        and any(
            valence(t) == "good" or _GOOD_DREAM_SAID.search(t) for t in (*recent, *earlier[1:2])
        )
    ):
        return Situation(kind="needed_that")
    if _IS_IT_DREAMS.match(text) and any(_lost_sleep(t) for t in recent):
        # ("is that a dream thing", after "i keep waking up at 3am every night": probed, the
        # 1.5B's "Yes, it is a dream thing.")
        return Situation(kind="feeling", valence="hard", sleepless=True, follow="sleepless:dreams")
    if _BEHIND_IT.match(text) and any(tells_recurring(t) for t in recent):
        # ("what could be behind it", after "i keep dreaming of a door i cant open" / "third time
        # this week": probed, every word of the 1.5B's held back, "I'm not sure what to say")
        return Situation(kind="term", term="recurring dream", follow="why")
    if _WHY_SO.match(text) and _ASKED_WHAT_RECURS.search(before):
        # ("why do you think that is", after "whats been coming up the most in my dreams" and its
        # overview: probed, "I'm not sure what to say to that")
        return Situation(kind="term", term="recurring dream", follow="why")
    if _NIGHT_GOES_ON.match(text) and any(_lost_sleep(t) for t in recent):
        return Situation(kind="feeling", valence="hard", sleepless=True)
    if (
        _normal_asked(text) == "common"
        and _lost_sleep(before)
        and not tells_of_a_dream(before)
        # (a night lived that has its word, "i woke up and then woke up again": that word's)
        and _lived(before) is None
    ):
        # ("is that normal", after "i keep waking up at 3am every night": probed, the 1.5B's "It's
        # quite common…" held back, and "I'm not sure what to say to that")
        return Situation(kind="feeling", valence="hard", sleepless=True, follow="sleepless:normal")
    if any(o.name == "continue_dream" and o.output.startswith(PUT_RIGHT) for o in results):
        return Situation(kind="put_right")
    # (the dream two messages back: "i dreamt i killed someone" / "i feel so guilty now" / "does
    # that mean im a bad person": probed, "person" looked up)
    if term_asked(text) == "dream recall" and (
        _WRONG_WITH_ME.search(text) or _WRONG_WITH_THEM.search(text)
    ):
        # ("i dont remember my dreams anymore, is something wrong with me": probed, "No. A dream
        # isn't something you chose to do…", the line for fearing what a dream says of them)
        return Situation(kind="term", term="dream recall", follow="feared")
    if (_WRONG_WITH_ME.search(text) or _WRONG_WITH_THEM.search(text)) and any(
        term_asked(t) == "dream recall" for t in recent
    ):
        # ("is something wrong with me", after "i havent remembered any dreams for two weeks":
        # probed, the line for fearing what a dream says of them, of a dream never told)
        return Situation(kind="term", term="dream recall", follow="feared")
    if _STRESS_ASKED.match(text) and any(
        _OF_A_DREAM.search(t) or tells_of_a_dream(t) for t in (before, *earlier[:2])
    ):
        # ("i had the teeth dream again" / "thats like the third time this month" / "am i
        # stressed or something": probed, "I'm not sure what to say to that.")
        return Situation(kind="wrong_with_me", follow="stress")
    if blames_self(text, " ".join(recent)):
        # ("i keep having dreams where my teeth fall out, whats wrong with me": probed, "No. A
        # dream isn't something you chose to do…", an answer to a question not asked)
        if _WRONG_WITH_ME.search(text):
            return Situation(kind="wrong_with_me")
        # (right after the guilt was met: its second words, not the same ones again)
        guilt_met = _GUILT_SAID.search(before) is not None and any(
            _HARM_DONE_IN_DREAM.search(t) and tells_of_a_dream(t) for t in earlier[:1]
        )
        return Situation(kind="self_blame", who="again" if guilt_met else "")
    if _WRONG_WITH_THEM.search(text) and (_OF_A_DREAM.search(text) or _OF_A_DREAM.search(before)):
        return Situation(kind="wrong_with_me")
    if _WHY_THEM_NOW.match(text) and any(_NOT_SEEN_SINCE.search(t) for t in recent):
        return Situation(kind="term", term="dreams of people from the past")
    if _AM_I_OK.match(text) and any(_DREAMS_DARKER.search(t) for t in recent):
        return Situation(kind="wrong_with_me", valence="hard", low=True)
    if (_GUILT_SAID.search(text) or _LIKED_IT_WRONG.search(text)) and any(
        (_ROMANCE_IN_IT.search(t) or _AN_EX.search(t)) and tells_of_a_dream(t) for t in recent
    ):
        # ("i had a dream about my ex and it was really nice" / "i feel guilty now, im married":
        # probed, the line for a hard dream)
        return Situation(kind="self_blame", who="another")
    if _NOT_LIKE_THAT.search(text) and any(
        _HARM_DONE_IN_DREAM.search(t) and tells_of_a_dream(t) for t in recent
    ):
        return Situation(kind="self_blame", who="denied")
    if (
        _GUILT_SAID.search(text)
        and "?" not in text
        and any(_HARM_DONE_IN_DREAM.search(t) and tells_of_a_dream(t) for t in recent)
    ):
        # ("i feel so guilty", after "i had a dream where i killed someone": probed, the 1.5B's
        # "I understand how you feel.", the rest held back as advice)
        return Situation(kind="self_blame", who="guilt")
    if _WHY_SO_AWFUL.match(text) and any(
        tells_recurring(t) and not frightening(t) for t in (before, *earlier[:2])
    ):
        # ("i keep dreaming about my ex" / "we broke up 5 years ago" / "im happily married now" /
        # "why does my brain do this": probed, the line on nightmares of harm to loved ones)
        ex = any(_AN_EX.search(t) for t in (before, *earlier[:3]) if tells_recurring(t))
        return Situation(kind="term", term="recurring dream", follow="ex" if ex else "why")
    if (
        _WHY_SO_AWFUL.match(text)
        and _ROMANCE_ENDED.search(before)
        and not _A_DEATH.search(before)
        and any(tells_of_a_dream(t) for t in (*recent, *earlier[1:2]))
    ):
        # ("why would i dream that", after "dreamt my boyfriend proposed" / "we broke up last
        # month": probed, "Nightmares often put us in the middle of what we fear most…")
        return Situation(kind="odd_why", who="parted")
    if (
        # (a word between: "i had a nightmare about my kids getting hurt" / "i would never let
        # that happen" / "why would i dream that": probed, the line for an odd dream)
        _WHY_SO_AWFUL.match(text) and any(valence(t) == "hard" and frightening(t) for t in recent)
    ) or _WHY_HARM_TO_LOVED.search(text):
        # (after the dream, or after how it left them: "i cant stop shaking"; or said in one:
        # "why do i keep dreaming that bad things happen to the people i love")
        return Situation(kind="awful_why")
    if (
        _WHY_BAD_DREAMS.search(text)
        or _WHAT_CAUSES_THEM_ALONE.match(text)
        or (
            # ("why are they all like that", after their dreams of fear were listed: probed, the
            # 1.5B's "They may be avoiding things that make them uncomfortable…")
            (_WHY_ALL_LIKE_THAT.match(text) or _WHAT_CAUSES_THEM.match(text))
            and any(_FEAR_DREAMS_ASKED.search(t) or _BAD_DREAMS_TOLD.search(t) for t in recent)
        )
    ):
        return Situation(kind="bad_dreams")
    lived_before = next(filter(None, map(_lived, (before, *earlier[:2]))), None)
    if lived_before == "sleep paralysis" and _PRESENCE_SEEN.search(text) and not asks(text):
        # ("i had sleep paralysis last night" / "there was a shadow in the corner": probed, the
        # 1.5B's "Oh, that's interesting. It sounds like you had a dream about something…")
        return Situation(kind="term", term=lived_before, follow="presence")
    if lived_before in _HARMLESS and _HEALTH.search(text):
        # ("is that dangerous", after it: probed, "I won't guess about your health", a line
        # after one that said it passes without harm)
        return Situation(kind="term", term=lived_before, follow="wrong")
    if (
        (habit := habit_told(text)) is not None
        or (habit := others_habit(text)) is not None
        or (habit := lived_told(text)) is not None
        or (
            # ("is that weird", after "my boyfriend says i talk in my sleep": probed, read as his;
            # "is that normal", after "i dreamt i was falling and woke up with a jolt": probed,
            # "Nothing is wrong with having a dream like that…", of people who mattered; "how do
            # i make it stop" after sleep paralysis: probed, "look for a pattern or trigger")
            (
                _IS_IT_NORMAL.match(text)
                or _IS_IT_BAD.match(text)
                or _AM_I_CRAZY.match(text)
                or _PET_DREAMING_ASKED.match(text)
                or _STOP_ASKED.match(text)
                or _SEE_SOMEONE.match(text)
                # ("what could cause that", after waking in tears: probed, "I'm not sure what to
                # say to that."; "it happened twice this week", after waking lost)
                or _CAUSE_ASKED.match(text)
                or _HOW_OFTEN.match(text)
                or _WAKE_THEM_ASKED.match(text)
            )
            and (
                habit := habit_told(before)
                or others_habit(before)
                # (their age between: "my son sleepwalks" / "hes 9" / "should i wake him up")
                or (others_habit(earlier[0]) if earlier else None)
                # (how often between: "like every night")
                or (habit_told(earlier[0]) if earlier and _HOW_OFTEN.match(before) else None)
                # (how it left them may come between: "it felt so real. im kind of freaked out")
                or lived_before
                # (told in two messages: "i dreamt i was falling" / "then i woke up with a jolt" /
                # "does everyone get that": probed, "Yes, everyone gets that message.")
                or (_lived(f"{earlier[0].rstrip('.!?')} and {before}") if earlier else None)
                # (or a word's answer just given: "i havent dreamed in weeks" / "is something wrong")
                or (term_asked(before) if _IS_IT_NORMAL.match(text) else None)
            )
            is not None
        )
    ):
        follow = (
            _normal_asked(text)
            # ("is that bad", after the answer on talking in their sleep: probed, "That's what I
            # know about it, from just now.")
            or ("wrong" if _IS_IT_BAD.match(text) else "")
            or ("stop" if _STOP_ASKED.match(text) else "")
            # ("like every night" / "should i see someone", after "my wife says i kick in my
            # sleep": probed, "Thank you for telling me…", the 1.5B's "If you feel lonely…")
            or ("often" if _HOW_OFTEN.match(text) else "")
            or ("doctor" if _SEE_SOMEONE.match(text) else "")
            # ("why does that happen", after "i realized i was dreaming but woke up right away":
            # probed, "That's what I know about it, from just now.")
            or (
                "woke"
                if habit == "lucid dream"
                and _CAUSE_ASKED.match(text)
                and any(_WOKE_SOON.search(t) for t in (before, *earlier[:1]))
                else ""
            )
            or ("why" if _CAUSE_ASKED.match(text) else "")
            or ("wake" if _WAKE_THEM_ASKED.match(text) else "")
            or ("had" if habit == "lucid dream" and lived_told(text) == habit else "")
            or ("had" if habit == "sleep paralysis" and _PARALYSIS_NAMED.search(text) else "")
        )
        return Situation(kind="term", term=habit, follow=follow)
    if _IS_IT_NORMAL.match(text) and any(_DREAMS_ALL_NIGHT.search(t) for t in recent):
        # ("is that normal", after "i keep having dreams all night and never feel rested": probed,
        # the line for a bad dream, "It makes sense that it frightened you")
        return Situation(kind="feeling", valence="hard", sleepless=True, follow="sleepless:dreamy")
    if (
        _IS_IT_NORMAL.match(text)
        and any(valence(t) == "hard" for t in recent)
        and any(tells_of_a_dream(t) or tells_recurring(t) for t in recent)
    ):
        # (their own bad dream, just told: "hard" says so)
        return Situation(kind="bad_dreams", valence="hard")
    if valence(before) != "hard" and (
        ((_IS_IT_BAD.match(text) or _IS_IT_NORMAL.match(text)) and _DREAMS_OFTEN_OF.search(before))
        or (_IS_IT_NORMAL.match(text) and tells_recurring(before))
        # ("should i be worried", after what comes back in their dreams and why: probed, the
        # 1.5B's "It's normal to feel worried, especially when you're in a dream.")
        or (
            _IS_IT_BAD.match(text)
            and _WHY_THAT.match(before)
            and bool(earlier)
            and _RECURS_SAID.search(earlier[0]) is not None
        )
    ):
        # ("is that bad", after "i dream about water a lot. like oceans and rain": probed, "It's
        # crucial for human survival, supporting ecosystems…")
        return Situation(kind="wrong_with_me")
    # (a frightening one is met as one, above)
    if (
        (
            _PREGNANT.search(text)
            and _names_dreams(text)
            and not tells_of_a_dream(text)
            and valence(text) != "hard"
        )
        or (
            # ("i'm pregnant!" / "and i keep having the weirdest dreams": probed, "weirdest" searched)
            _PREGNANT.search(before)
            and "?" not in before
            and _DREAMS_OF_LATE.search(text) is not None
            and valence(text) != "hard"
        )
        or (
            # ("is that normal when pregnant", after a dream of the baby as a cat: probed, the 1.5B's
            # "Yes, it's normal when pregnant.")
            (_IS_IT_NORMAL.match(text) or _NORMAL_WHEN_PREGNANT.search(text))
            and any(_PREGNANT.search(t) for t in (text, *recent, *earlier[:2]))
            and any(_names_dreams(t) for t in recent)
        )
    ):
        # (asked again once answered: "Yes, it's common…", not the answer twice)
        follow = _normal_asked(text) or ("common" if _NORMAL_WHEN_PREGNANT.search(text) else "")
        return Situation(kind="term", term="pregnancy dreams", follow=follow)
    if _WHY_SO_AWFUL.match(text) and (
        # (two things said of their life between: "we havent fought in years irl" / "she's my
        # best friend actually" / "why would i dream that", probed, three guesses of the 1.5B's)
        any(tells_of_a_dream(t) for t in (*recent, *earlier[1:2]))
        # (one the journal showed: "that one", "that dream")
        or re.search(r"\b(?:that|this)\s+(?:one|dream|nightmare)\b", text, re.IGNORECASE)
    ):
        # (the dream, or more of it told after: "it was kinda stressful" / "why does my brain do
        # this": probed, "Your brain does this to protect you from overwhelming stress.")
        return Situation(kind="odd_why")
    if _MOOD_RANKED.search(text) and any(
        o.name == "recent_dreams" and o.args.get("mood") and len(o.refs) > 1 for o in results
    ):
        # ("show me my calmest dream": probed, two listed, the calm one and a peaceful one, and
        # nothing said of why two)
        return Situation(kind="ranking", who="mood")
    if (
        _RANKED_AGAIN.match(text)
        and ranks_by_taste(before)
        # (not a mood the journal keeps, read: "and the happiest")
        and not any(o.name in _READS for o in results)
    ):
        # ("and the most normal one", after "whats the weirdest dream ive had": probed, the
        # 1.5B's "The weirdest dream you've had is when you find yourself floating through space")
        return Situation(kind="ranking", who="again")
    if ranks_by_taste(text) and not any(
        o.name == "recent_dreams" and "since" in o.args and o.found is False for o in results
    ):
        # (of a period's dreams read again: "which one was the weirdest", after November's; not
        # of a period that held none: "what did i dream last week" / "which one was the best",
        # probed, "Those are the ones you asked about" under "Your journal has no dream…")
        among = any(o.name == "recent_dreams" and "since" in o.args for o in results)
        return Situation(kind="ranking", who="among" if among else "")
    if _NO_MORE_DREAMS.match(text):
        # (said again after the line: a shorter one, which offers the way again)
        again = _NO_MORE_DREAMS.match(before) is not None
        return Situation(kind="stop_dreams", who="all_again" if again else "all")
    if (
        _NO_MORE_DREAMS.match(before) or _WILL_I_STOP.match(before) or _WILL_THEY_STOP.match(before)
    ) and (says_yes(text) or _TELL_ME_IT.match(text)):
        # (the way the line offered, asked for: "ok tell me about it")
        return Situation(kind="stop_dreams")
    if _THE_NIGHTMARES_MEANT.match(text) and _WANTS_IT_OVER.match(before):
        # ("i mean the nightmares", after Sandman asked which)
        return Situation(kind="stop_dreams")
    if (
        (_WILL_I_STOP.match(text) or _WILL_THEY_STOP.match(text))
        and any(tells_recurring(t) or _CAME_AGAIN.search(t) for t in (before, *earlier[:2]))
        # (bad dreams of a hard stretch have their own line: ``bad_dreams`` ``ending``)
        and not any(_BAD_DREAMS_TOLD.search(t) for t in (before, *earlier[:2]))
    ):
        return Situation(kind="stop_dreams", who="will")
    if (
        _WORN_BY_IT.match(text)
        and (
            any(tells_recurring(t) or _CAME_AGAIN.search(t) for t in (before, *earlier[:1]))
            # ("it happens every night" after the dream, then "im exhausted")
            or (
                (_HOW_OFTEN.match(before) or _HAVE_THEM_OFTEN.match(before))
                and any(tells_of_a_dream(t) or tells_recurring(t) for t in earlier[:1])
            )
        )
    ):
        # ("this is getting annoying", after "i had a dream about my ex again": probed, the
        # 1.5B's "I understand how you feel.")
        return Situation(kind="recurring", valence="hard", follow="worn")
    if worn_by_a_dream(text):
        # ("im so tired of dreaming about exams. i finished school 10 years ago": probed, met as
        # a hard feeling, and the 1.5B's "It's understandable that you might feel tired about
        # exams.")
        return Situation(kind="recurring", valence="hard", follow="worn")
    if (
        _STOP_ASKED.match(text)
        and (
            re.search(r"dream|nightmare", text, re.IGNORECASE)
            # ("how do i make it stop", after a dream come again and "this is getting annoying":
            # probed, the 1.5B's "Try talking less and being more relaxed.")
            or any(
                _BAD_DREAMS_TOLD.search(t) or tells_recurring(t) or _CAME_AGAIN.search(t)
                for t in (before, *earlier[:2])
            )
        )
        # (a child's night terrors are no nightmares to rewrite: "my son keeps having night
        # terrors" / "what should i do", tried, imagery rehearsal offered; what helps a child, below)
        and not any(_CHILD.search(t) and _BAD_NIGHTS.search(t) for t in (before, *earlier[:2]))
    ):
        return Situation(kind="stop_dreams")
    if (
        _WHY_ALONE.match(text)
        and _LONG_SINCE.search(before)
        and any(tells_recurring(t) for t in earlier[:1])
    ):
        # ("why", after "i keep dreaming im back in high school" / "ive been out for 10 years":
        # probed, what a recurring dream is) the place or time gone by, the second words
        return Situation(kind="recurring", follow="past")
    if (
        _WHY_ALONE.match(text)
        and _LONG_SINCE.search(before)
        and any(tells_of_a_dream(t) for t in earlier[:1])
    ):
        # ("why now", after "i had a dream about my old school" / "i havent been there in 20
        # years": probed, the 1.5B's words alone) a place or time long gone, come back in a dream
        return Situation(kind="recurring", follow="past")
    if _WHY_ALONE.match(text) and any(tells_recurring(t) for t in recent):
        return Situation(kind="term", term="recurring dream")
    if _WHY_IT_RETURNS.search(text) and any(
        tells_of_a_dream(t) or tells_recurring(t) for t in (text, *recent)
    ):
        if any(_AN_EX.search(t) or _ROMANCE_ENDED.search(t) for t in (text, *recent)):
            # ("i dreamt about my ex again" / "we broke up 3 years ago why does this keep
            # happening": probed, what a recurring dream is)
            return Situation(kind="term", term="recurring dream", follow="ex")
        return Situation(kind="term", term="recurring dream")
    if _HOW_POSSIBLE.match(text) and any(_DREAM_TIME.search(t) for t in recent):
        # ("my dream last night felt like it lasted hours" / "but i only slept for 20 minutes" /
        # "how is that possible": probed, "I'm not sure what to say to that")
        return Situation(kind="dream_logic", follow="time")
    if _AS_IT_WAS.match(text) and any(tells_of_a_dream(t) for t in recent):
        return Situation(kind="dream_logic", follow="as_it_was")
    if _GROSSED_OUT.match(text) and any(tells_of_a_dream(t) for t in recent):
        return Situation(kind="dream_logic", follow="ew")
    if (_HOW_POSSIBLE.match(text) or _BEMUSED.match(text)) and any(
        tells_of_a_dream(t) for t in recent
    ):
        # ("lol what", after a teacher who was their boss on a boat: probed, the 1.5B's "It's
        # great to hear that!")
        return Situation(kind="dream_logic")
    if (
        _ABSENT_IN_LIFE.match(text)
        # ("im a guy lol", after "i dreamed i was pregnant": probed, only offered to keep)
        or ((_NOT_A_MOTHER.match(text) or _AGE_SAID.match(text)) and _PREGNANT_IN_IT.search(before))
    ) and any(tells_of_a_dream(t) for t in recent):
        # ("i dont even have kids", after "i dreamed i forgot my kid at the store": probed, the
        # 1.5B's "That's a good thing. Maybe you can start saving for one soon!")
        # (with someone lost in it: "my dad passed in march and last night i dreamed he was at my
        # wedding" / "im not even married yet")
        lost_in_it = any(tells_a_loss(t) and tells_of_a_dream(t) for t in recent)
        return Situation(kind="dream_logic", follow="absent:grief" if lost_in_it else "absent")
    if _IT_FELT_REAL.match(text) and any(tells_of_a_dream(t) for t in (*recent, *earlier[:2])):
        of_the_lost = any(tells_a_loss(t) for t in (*recent, *earlier[:2]))
        # (added to a dream of someone lost, it is met as more of that dream, below)
        if not (of_the_lost and any(o.name in _WRITES and o.ok for o in results)):
            return Situation(kind="dream_logic", follow="real:grief" if of_the_lost else "real")
    if _SETTLED_IN_LIFE.match(text) and any(tells_of_a_dream(t) for t in recent):
        # ("i'm already married lol", after "i dreamt i was getting married to someone i dont
        # know": probed, "Thank you for telling me. I'm listening…")
        return Situation(kind="dream_logic", follow="settled")
    if any(_unable_awake(text, t) for t in recent):
        return Situation(kind="dream_logic", follow="unable")
    if any(_unable_in_a_nightmare(text, t) for t in recent):
        return Situation(kind="dream_logic", follow="unable:hard")
    if (who := _WHO_THEY_ARE.match(text)) is not None and dreamt_a_death_of_theirs(before):
        # ("she's my cat", after "i had a nightmare that io died": probed, the 1.5B's "You had a
        # nightmare that you died, but you are still alive.")
        pet = who["who"].lower() in _PETS
        follow = "death:was" if who["was"] else ("death:pet" if pet else "death:who")
        return Situation(kind="feeling", valence="hard", follow=follow)
    if _HELD_ON_WAKING.match(text) and any(
        dreamt_a_death_of_theirs(t) or _in_peril_of_theirs(t) for t in (*recent, *earlier[:2])
    ):
        return Situation(kind="feeling", valence="hard", follow="held")
    if _WHY_ALONE.match(text) and any(tells_of_a_dream(t) for t in recent):
        return Situation(
            kind="awful_why" if valence(before) == "hard" and frightening(before) else "odd_why"
        )
    if _WILL_THEY_STOP.match(text) and any(_BAD_DREAMS_TOLD.search(t) for t in recent):
        return Situation(kind="bad_dreams", ending=True)
    if _TELL_THEM.match(text) and any(tells_of_a_dream(t) for t in (text, *recent, *earlier[:2])):
        return Situation(kind="tell_them")
    if _REACH_OUT.match(text) and any(tells_of_a_dream(t) for t in (*recent, *earlier[:2])):
        # ("should i reach out", after a dream of a friend not heard from in years: probed, "Yes,
        # reaching out can help you explore new perspectives and gain insights.")
        # (after a fight told: "we had a fight yesterday irl" / "should i text her"; probed, "A
        # dream can bring someone back to mind after years")
        fight = any(_A_FIGHT.search(t) for t in (text, *recent, *earlier[:2]))
        return Situation(kind="tell_them", who="reach:fight" if fight else "reach")
    if (
        (_IS_IT_BAD.match(text) or _NOT_IN_THEIR_LIFE.match(text))
        and any(tells_of_a_dream(t) or tells_recurring(t) for t in recent)
    ) or (_OK_TO_DREAM_OF_SOMEONE.match(text)):
        return Situation(kind="dream_ok")
    if _SLEEP_HELP.search(text) or (
        # ("any tips", after "i havent been sleeping well" / "like 4 hours a night": probed, "Sure!
        # When you're talking to me, remember it's just a dream journal.")
        _HELP_ASKED.match(text)
        and any(_SLEEPLESS.search(t) or _lost_sleep(t) for t in (*recent, *earlier[1:2]))
        # (a child's nights told: "my daughter is 4 and she keeps waking up from bad dreams" /
        # "any tips", probed: tips for their own sleep)
        and not any(_CHILD.search(t) and _BAD_NIGHTS.search(t) for t in recent)
    ):
        return Situation(kind="sleep_help")
    if _UNDO.match(text) or (
        _REGRET.match(text)
        and says_yes(before)
        and any(_CHANGE_ASKED.search(t) for t in earlier[:2])
    ):
        return Situation(kind="undo")
    if tells_harm(text, before):
        # (whatever else the message did: a dream told with it is saved, and this line follows)
        return Situation(kind="feeling", valence="hard", harmed=True)
    if (
        _LIKE_THAT_AWAKE.match(text)
        # a dream told just before, and a hard feeling in it or said after it ("i felt invisible")
        and any(tells_of_a_dream(t) for t in (*recent, *earlier[:2]))
        and any(valence(t) == "hard" for t in (*recent, *earlier[:2]))
    ):
        # ("this happens in real life too tbh", after a dream of a party where nobody talked to
        # them and "i felt invisible": probed, the 1.5B's "Yes, you're right. Dreams can reflect
        # reality.")
        return Situation(kind="feeling", valence="hard", follow="in_life")
    if asks_the_talk_away(text):
        return Situation(kind="privacy", talk="away")
    if _TALK_KEPT.search(text):
        return Situation(kind="privacy", talk="kept")
    if _PRIVACY.search(text):
        return Situation(kind="privacy")
    if _COPY.search(text):
        return Situation(kind="privacy", copy=True)
    if _WHY_KEEP_DREAMING.match(text):
        of_an_ex = bool(_AN_EX.search(text) or _ROMANCE_ENDED.search(text))
        return Situation(kind="term", term="recurring dream", follow="ex" if of_an_ex else "why")
    if _ABOUT_IT_ASKED.match(text) and (
        _WHY_KEEP_DREAMING.match(before)
        or (_WHY_THAT.match(before) and _RECURS_SAID.search(earlier[0] if earlier else ""))
    ):
        return Situation(kind="term", term="recurring dream", follow="help")
    if (_WHY_THAT.match(text) or _IS_IT_THE_CAUSE.match(text)) and (
        _RECURS_SAID.search(before)
        # (a few words of it between: "i keep dreaming about my old house" / "its the one i grew
        # up in" / "why does that happen": probed, "I'm not sure what to say to that")
        or (
            len(before.split()) <= _A_FEW_WORDS
            and "?" not in before
            and _RECURS_SAID.search(earlier[0] if earlier else "")
        )
    ):
        # ("why do you think that is", after what keeps coming back was read: probed, the 1.5B's
        # "It could be a sign of deep emotional or psychological issues.")
        return Situation(kind="term", term="recurring dream", follow="why")
    if _IS_IT_THE_CAUSE.match(text) and any(tells_of_a_dream(t) for t in recent):
        # (of one dream just told: "is that a stress thing?")
        return Situation(kind="cause_asked")
    if _GONE_BEFORE_TOLD.search(text) and "?" not in text:
        # ("i keep forgetting to tell you my dreams" / "by the time i open the app theyre gone":
        # probed, "Thank you for telling me…", "I hear you. Go on…")
        return Situation(kind="term", term="dream recall")
    if _WILL_IT_COME_AGAIN.match(text) and any(tells_of_a_dream(t) for t in recent):
        # ("will it happen again", after a dream of teeth falling out before a presentation:
        # probed, the 1.5B's "It's possible that your teeth could fall out again.")
        return Situation(kind="recurring", follow="will")
    if (
        _A_LOT.match(text)
        and not _BAD_DREAMS_COUNTED.search(before)
        and _DREAMS_COUNTED.search(before)
    ):
        # ("how long have i been keeping this journal" / "how many dreams is that per week" / "is
        # that a lot": probed, "I'm not sure what to say to that", the 1.5B's "…more dreams per
        # week than many people" held back)
        return Situation(kind="term", term="dream recall", follow="alot")
    if (_WHY_THAT.match(text) and _FEWEST_ASKED.search(before)) or (
        # ("why so few", after "how many dreams have i logged this month": probed, "I'm not sure
        # what to say to that")
        _WHY_SO_FEW.match(text) and re.search(r"\bhow\s+many\b|\bdreams\b", before, re.I)
    ):
        # ("why do you think that is", after "and the least" was read: probed, the 1.5B's "they
        # want to avoid saying something that could upset them")
        return Situation(kind="term", term="dream recall", follow="fewer")
    if _WHY_NO_DREAM_THEN.match(text):
        # ("why didnt i dream then", after the longest gap between their dreams: probed, the
        # 1.5B's "You might have been too busy or distracted.")
        return Situation(kind="term", term="dream recall", follow="gap")
    if _THAT_WHY_RECALL.match(text):
        # ("could that be why i dont remember my dreams", after nights of four hours' sleep:
        # probed, "I'm not sure what to say to that")
        return Situation(kind="term", term="dream recall", follow="why")
    if _NOT_RECALLED_EITHER.match(text) and (
        _OF_A_DREAM.search(before) or _RECALL_ASKED.match(before.strip())
    ):
        # ("i dont really dream" / "or at least i dont remember": probed, the 1.5B's router
        # recalled their memories)
        return Situation(kind="term", term="dream recall")
    if _OTHERS_RECALL.match(text):
        # ("how do people remember so much": probed, "I'm not sure what to say to that")
        return Situation(kind="term", term="dream recall")
    if _WHY_THAT.match(text) and any(_RECALL_ASKED.match(t.strip()) for t in recent):
        # ("why is that", after "i cant remember my dreams anymore" / "i used to remember them
        # every night": probed, "I'm not sure what to say to that")
        return Situation(kind="term", term="dream recall", follow="why")
    if _IS_IT_TRUE.match(text) and any(_DIE_IN_A_DREAM.search(t) for t in (before, *earlier[:1])):
        # ("is that true", after "my friend says if you die in a dream you die in real life":
        # probed, the 1.5B's "Yes, that's true.")
        return Situation(kind="term", term="dying in a dream", follow="true")
    if (
        (
            term := term_asked(text)
            # (the word a few messages back: "i think i had a lucid dream!" / two pieces of it / "how
            # do i do that again", probed: the 1.5B's "focus on the sensation of moving through space")
            or term_again(text, (before, *earlier[:3]))
            or term_described(text, recent)
        )
        is not None
    ):
        # (asked whether it is normal, the word named in the question: "is this normal in
        # pregnancy", after the answer on pregnancy dreams)
        common = (
            _normal_asked(text)
            or ("common" if _RARE_ASKED.match(text) else "")
            or ("how" if _HOW_TO_START.match(text) else "")
            or ("stay" if _STAY_IN_IT.match(text) else "")
        )
        return Situation(kind="term", term=term, follow=common)
    if _HEALTH.search(text):
        return Situation(kind="health")
    heard = _HEAR_THEM_SLEEP.match(text)
    if (heard and (heard["asleep"] or any(habit_told(t) for t in recent))) or (
        # ("what do i say", after "my wife says i talk in my sleep": probed, their memories read)
        _WHAT_I_SAY_ASLEEP.match(text) and any(habit_told(t) == "sleep talking" for t in recent)
    ):
        # ("can you tell what i say", after "my boyfriend says i talk in my sleep": probed, the
        # 1.5B's "Sure, I can listen to what you say.")
        return Situation(kind="cannot", who="hear")
    if asks_for_tags(text):
        return Situation(kind="cannot", who="tags")
    if _CANNOT.search(text):
        return Situation(kind="cannot")
    if _BEYOND.search(text):
        return Situation(kind="beyond", who=_who(text))
    if (
        _USED_TO.match(text)
        and "?" not in text
        # (someone who died, remembered kindly: not a parting, nor harm they did)
        and any(_lost(t) and not _PARTED.search(t) for t in (before, *earlier[:_LOSS_WITHIN]))
        and valence(text) != "hard"
        and not tells_harm(text)
        and not _UNKIND.search(text)
    ):
        # ("he used to take me fishing every summer", after a dream of their late grandpa: probed,
        # "That sounds like an interesting dream.")
        return Situation(kind="remembered", who=_who(text))
    if _SPEAK_FOR.match(text):
        return Situation(kind="speak_for", who=_who(text))
    if _why_someone(text) and (
        _IN_A_DREAM.search(text) or tells_of_a_dream(before) or re.search(r"\bdream", before, re.I)
    ):
        return Situation(kind="why_they", who=_who(text))
    if _STILL_ASLEEP_SCREAMING.match(text) and any(
        _CHILD.search(t) and _TERRORS.search(t) for t in recent
    ):
        # ("he screams but doesnt wake up", after "i think my son has night terrors": probed, the
        # 1.5B's "You're right, your son is having night terrors.")
        return Situation(kind="child_dreams", who="terrors:seen")
    if (
        _CHILD.search(text)
        and _BAD_NIGHTS.search(text)
        and (others_dream(text) or _IN_THEIR_SLEEP.search(text))
    ):
        terrors = _TERRORS.search(text) is not None
        # (help asked with it: "my daughter had a nightmare about monsters, how do i help her":
        # probed, "If you'd like a few things that help many parents, just ask.")
        helped = _CHILD_HELP_WITH.search(text) is not None
        # (their age said with it: "my daughter is 4 and…", the words for a child that age)
        aged = _CHILD_AGE_SAID.search(text) is not None
        return Situation(
            kind="child_dreams",
            who=("terrors:help" if helped else "terrors")
            if terrors
            else ("help" if helped else ("age" if aged else "")),
        )
    if _CHILD_AGE.match(text) and (habit := others_habit(before)) is not None:
        # ("hes 9", after "my son sleepwalks": probed, the model's words)
        return Situation(kind="term", term=habit, follow="age")
    if _CHILD_AGE.match(text) and (
        said := next((t for t in recent if _CHILD.search(t) and _BAD_NIGHTS.search(t)), None)
    ):
        # ("shes 5", after it: probed, the 1.5B's "You're 5 years old.")
        helped = any(_CHILD_HELP_WITH.search(t) or _CHILD_HELP.match(t) for t in recent)
        age = "age:helped" if helped else "age"
        return Situation(kind="child_dreams", who="terrors:help" if _TERRORS.search(said) else age)
    if (
        (_CHILD_HELP.match(text) or (says_yes(text) and len(tokens(text)) <= _SHORT_ANSWER))
        # (not a yes to a change that was waiting)
        and not any(o.name in _CHANGES and o.lead for o in results)
        and (said := next((t for t in recent if _CHILD.search(t) and _BAD_NIGHTS.search(t)), None))
    ):
        # ("what can i tell her", after "my daughter keeps having nightmares about monsters":
        # probed, "…how they make you feel, as well as what you're learning from them")
        return Situation(
            kind="child_dreams", who="terrors:help" if _TERRORS.search(said) else "help"
        )
    if _SHOULD_SAVE.match(text) and any(
        others_dream(t) or (_HE_DREAMT.match(t) and re.search(_THEIRS, f"{before} {u}", re.I))
        for t, u in ((before, earlier[0] if earlier else ""), *((u, "") for u in earlier[:1]))
    ):
        # ("should i save it in my journal?", after their husband's nightmare: probed, the
        # latest dreams listed)
        return Situation(kind="others_dream", follow="save")
    if (
        (
            others_dream(text)
            # ("he dreamt i left him", after "my boyfriend told me something weird": probed,
            # "Thank you for telling me")
            or (_HE_DREAMT.match(text) is not None and re.search(_THEIRS, before, re.I) is not None)
        )
        and not _BELIEF.search(text)
        and not any(o.name in _WRITES and o.ok for o in results)
    ):
        return Situation(kind="others_dream", valence=valence(text))
    changes = [o for o in results if o.name in _CHANGES and not proposed_nothing(o)]
    if changes and all(o.name in _ANSWERS and o.ok and not o.lead for o in changes):
        if _THANKS.search(text):
            # ("ok thanks" with nothing waiting: probed, "I'm listening. Tell me more…")
            return Situation(kind="thanks")
        # a yes or a no with no change waiting for it: what it answers is the companion's last
        # question, which a model that reads no earlier exchange cannot see (measured: "The
        # journal found nothing to confirm.", "Yes, you are welcome!")
        return Situation(
            kind="answer", valence="good" if changes[0].name == "confirm_change" else ""
        )
    if changes and _getting_old(text, (before, *earlier[:1])):
        # (an old pet's age, offered to keep: "he is 14 now", after "my dog died in my dream last
        # night"; probed, only the offer)
        return Situation(kind="feeling", valence="hard", follow="aging")
    if (
        any(o.name == "offer_dream" for o in changes)
        and (lived := _lived(text)) is not None
        and not asks(text)
    ):
        # (a word of sleep lived in a scene offered as a dream: "i was flying but then i started
        # falling and woke up with a jolt"; the jolt met first, then the offer)
        return Situation(kind="term", term=lived, follow="lived")
    if changes:
        # (an illness told and offered to keep: the news is met first, then the offer)
        ill = _tells_illness(text)
        return Situation(kind="change", valence="hard" if ill else "", ill=ill)
    if not results and announces_not_saving(text):
        # ("i dont want you to save this one": probed, "Thank you for telling me. I'm listening…")
        return Situation(kind="not_saving")
    for outcome in results:
        # (more of a dream told before, when there was one to add it to)
        if (
            outcome.ok
            and outcome.name in _WRITES
            and (outcome.refs or outcome.name != "continue_dream")
        ):
            kind = _WRITES[outcome.name]
            if kind == "told_dream" and _NOT_REMEMBERED.search(text) and not asks_meaning:
                # "i also had a nightmare two nights ago but i dont remember it": saved, and met
                # as a dream forgotten (measured: the 1.5B made one up, "It was a dream of going
                # to an abandoned park…")
                return Situation(kind="forgotten")
            felt = valence(text) if kind == "told_dream" else ""
            if kind == "told_dream" and not felt and announces_dream(before):
                felt = valence(before)
            # (a dream of the one who hurt them, told after it: "last night he was in my dream
            # screaming again" after "my ex used to scream at me…")
            harmed = kind == "told_dream" and bool(speaks_of_harm(text) or tells_harm(before))
            # (a death in the dream is no loss: "i had a nightmare that my dog died", probed,
            # met with "A dream of someone you've lost…" of a dog asleep beside them)
            # (its meaning asked too: "i dreamt my grandma who passed away was cooking for me,
            # what does that mean", probed, met with "That sounds like a hard one to wake up from")
            # (or more of it, told after the dream told after the loss: "my mom passed in march"
            # / "i dreamt she called me last night" / "it felt so real": probed, "That's quite
            # touching! Would you like me to continue the dream…")
            # (more of a dream told, a death in it: "then she died in my arms", after "i dreamt my
            # cat ran away"; probed, met as someone lost in their life)
            said_in_it = f"i dreamt {text}" if outcome.name == "continue_dream" else text
            grief = kind == "told_dream" and (
                (tells_a_loss(text) and not dreamt_a_death(said_in_it))
                or (tells_a_loss(before) and not dreamt_a_death(before))
                # ("my grandpa was in one last night", right after "do dreams about dead people
                # mean anything")
                or _OF_THE_DEAD_ASKED.search(before) is not None
                or (
                    bool(earlier)
                    and tells_of_a_dream(before)
                    and tells_a_loss(earlier[0])
                    and not dreamt_a_death(before)
                    and any(o.name == "continue_dream" and o.ok for o in results)
                )
                # (any more of it: "he was sitting in his garden" / "i woke up crying", after "my
                # grandpa died last year and i dreamed of him": probed, "How did it make you feel?")
                or (
                    lost
                    and any(o.name == "continue_dream" and o.ok for o in results)
                    and any(
                        tells_of_a_dream(t) and tells_a_loss(t) and not dreamt_a_death(t)
                        for t in (before, *earlier)
                    )
                )
            )
            # (a dream told right after an illness of someone theirs: "my grandpa is in the
            # hospital" / "i dreamt he was young again and we went fishing": probed, the 1.5B's
            # "Your grandpa is in a hospital, and he was young again.")
            ill = (
                kind == "told_dream"
                and outcome.name == "save_dream"
                and not (harmed or grief)
                and _ILL_NEWS.search(before) is not None
                # (of the one who is ill: "i dreamt he was young again", not "i dreamt i forgot
                # my kid at the store" after "she has dementia now", tried in the terminal chat)
                and _of_the_ill_one(text, before)
            )
            # (woken into a body still in it, told as more of the dream: "i woke up sweating",
            # probed: the 1.5B's "You might feel a little chilly now.")
            shaken = outcome.name == "continue_dream" and not (harmed or grief) and shaking
            # (more of it after the loss told between, which was met with the dream: "she died
            # when i was 12" / "i could smell the soup", probed: the same line twice)
            again = (
                grief
                and outcome.name == "continue_dream"
                and tells_a_loss(before)
                and not tells_of_a_dream(before)
            )
            # (a dream of them after a parting or a betrayal told: "my boyfriend cheated on me
            # last week" / "and last night i dreamt he came back and said sorry", probed: the
            # 1.5B's "What do you think about how you're feeling right now?")
            parted = (
                kind == "told_dream"
                and outcome.name == "save_dream"
                and not (harmed or ill)
                and bool(_ROMANCE_ENDED.search(before) or _CHEATED_ON.search(before))
                and not _A_DEATH.search(before)
            )
            frozen = (
                kind == "told_dream"
                and not (harmed or grief or ill)
                and _FROZEN.search(text) is not None
                and any(_FIGURE_BY_BED.search(t) for t in (text, before, *earlier[:1]))
                and any(tells_of_a_dream(t) for t in (text, before, *earlier[:1]))
            )
            # (someone of theirs dying in it: "i had a nightmare that io died", probed: the 1.5B's
            # "What did you think about that dream?", then "Thank you for telling me" to "i hugged
            # her so tight when i woke up")
            death = (
                outcome.name in ("save_dream", "continue_dream")
                and not (harmed or grief or ill or parted or frozen)
                and (
                    dreamt_a_death_of_theirs(said_in_it)
                    # (told after it was announced: "i had a really bad dream" / "it was about my
                    # mom dying": probed, the 1.5B's words alone)
                    or (announces_dream(before) and dreamt_a_death_of_theirs(f"i dreamt {text}"))
                )
            )
            # (what is ahead in their life, told after it, of its own kind: "i dreamt i was late
            # for my own wedding. im getting married in june!": probed, the 1.5B's words of the
            # dream alone)
            ahead = (
                not (harmed or grief or ill or parted or frozen or death)
                and (both := plans_after(text)) is not None
                and _ahead_of_its_kind(both[1], both[0])
            )
            if frozen:
                follow = "frozen"
            elif death:
                follow = "death"
            elif ahead:
                follow = "ahead"
            elif again:
                follow = "grief:again"
            else:
                follow = ""
            return Situation(
                kind=kind,
                parted=parted,
                follow=follow,
                valence="hard" if harmed or shaken or frozen else felt,
                asks_meaning=asks_meaning,
                harmed=harmed,
                # (a parting is no death: "we broke up last month" / "i dreamt we were back
                # together", probed: "A dream of someone you've lost…")
                grief=grief and not harmed and not parted,
                ill=ill,
                shaken=shaken,
            )
    if asks_to_save_that(text):
        # "can you save that" with nothing new to save: what was done with it just before
        # (probed: "i woke up shaking", added to the dream a turn before, kept as a fact)
        return Situation(kind="done_asked")
    if _FOND_OF_ME.match(text):
        # ("do you like me": probed, the 1.5B's "Yes, I do like you.")
        return Situation(kind="about_me", who="fond")
    if _HOW_YOU_KNOW.match(text):
        # ("how do you know all this", after their memories were read: probed, the 1.5B's "You
        # know everything through dreams and memories.")
        return Situation(kind="about_me", who="know")
    if _SEES_THE_JOURNAL.match(text):
        return Situation(kind="about_me", who="sees")
    if _SOMEONE_AGAIN.match(text) and any(tells_of_a_dream(t) for t in recent):
        return Situation(kind="recurring", follow="someone")
    if asks_who_a_stranger_is(text, recent):
        # (probed: their memories listed, none of her)
        return Situation(kind="recurring", follow="stranger")
    # (asked of Sandman first: "have you ever had a lucid dream" is no dream of theirs announced)
    if _A_PERSON.search(text):
        return Situation(kind="about_me", person=True, nature=True)
    if _NATURE.search(text):
        return Situation(kind="about_me", nature=True)
    if announces_dream(text) or (
        # ("the other one was really scary", after two dreams announced and the first told)
        not results and names_a_later_one(text, (before, *earlier))
    ):
        # ("i just woke up from a nightmare and my heart is pounding": probed, only the line that
        # asks for the dream)
        return Situation(
            kind="announced", valence="hard" if shaking else valence(text), shaken=shaking
        )
    if (_IS_IT_TRUE.match(text) or _WHAT_DO_YOU_THINK.match(text)) and _CAUSE_HELD.search(before):
        return Situation(kind="about_me", belief=True, follow="cause")
    if (folk_meaning(text) and _FORETOLD.search(text)) or (
        (_IS_IT_TRUE.match(text) or _WHAT_DO_YOU_THINK.match(text))
        and folk_meaning(before)
        and _FORETOLD.search(before)
    ):
        # ("my grandma used to say dreaming of fish means someone is pregnant" / "lol is that
        # true": probed, what dreams are for, then the ideas of why we dream)
        return Situation(kind="about_me", belief=True, follow="folk")
    if (
        _BELIEF.search(text)
        or folk_meaning(text)
        # ("is that true", after "my grandma used to say dreaming of fish means someone is
        # pregnant": probed, "Yes, that's true.")
        or (_IS_IT_TRUE.match(text) and (_BELIEF.search(before) or folk_meaning(before)))
        or (
            (_IS_IT_TRUE.match(text) or _WHAT_DO_YOU_THINK.match(text))
            # ("my therapist says dreams dont mean anything" / "what do you think": probed, the
            # meaning line, "If you tell me what it means to you…")
            and (_READING_HELD.search(before) is not None or _BELIEF.search(before) is not None)
        )
    ):
        return Situation(kind="about_me", belief=True)
    if not asks_meaning and not feeling and nothing_read(results):
        # (a thing looked up that nothing reads, asked in a few words: "and the mall?", probed,
        # the lead alone)
        return Situation(kind="meaning", asks_meaning=True, nothing_known=True)
    if asks_meaning and not _ABOUT_ME.search(text):
        # (of a dream of someone lost, told just before: "do you think it means something", probed,
        # the 1.5B's "I'm sorry, but I can't help with that.")
        of_the_lost = lost and any(
            tells_of_a_dream(t) and tells_a_loss(t) and not dreamt_a_death(t)
            for t in (text, before, *earlier[:_LOSS_WITHIN])
        )
        return Situation(
            kind="meaning",
            asks_meaning=True,
            nothing_known=nothing_read(results),
            grief=of_the_lost,
        )
    if lost and _GOOD_NEWS.search(text) and "?" not in text and not tells_of_a_dream(text):
        return Situation(kind="feeling", valence="good", bittersweet=True)
    if _UNTRACKED.search(text):
        return Situation(kind="question", untracked=True)
    if (
        feeling
        and "?" not in text
        and (
            tells_the_same_one(text)
            # ("that happens when im stressed", after a dream told)
            or (_HAVE_THEM_OFTEN.match(text) and any(tells_of_a_dream(t) for t in recent))
        )
    ):
        # ("i get the same dream every time im stressed": the dream come again, with when it
        # comes; probed, a lecture on stress)
        return Situation(kind="recurring", valence=feeling)
    if (
        _SAFE_NOW.match(text)
        and not _ALONE_AT_HOME.match(text)
        # (safe, and still with them: "he's fine but i can't stop thinking about it", probed, met
        # with "I'm so glad…" alone)
        and not _STILL_SHAKEN.search(text)
        # (a fear of it said between: "im scared it means something" / "she's fine btw i texted
        # her", probed: "I'm still here with you…")
        and any(
            (valence(t) == "hard" or _GONE_IN_IT.search(t) or _ILL_IN_IT.search(t))
            and tells_of_a_dream(t)
            for t in (before, *((earlier[0],) if _BAD_SIGN_FEARED.match(before) else ()))
            if t
        )
    ):
        return Situation(kind="feeling", valence="good", safe=True)
    if (
        lost
        and _GLAD_AGAIN.match(text)
        and any(tells_of_a_dream(t) for t in (*recent, *earlier[1:2]))
    ):
        return Situation(kind="glad_again")
    if _WISHED_REAL.match(text) and any(tells_of_a_dream(t) for t in (*recent, *earlier[1:3])):
        # (of someone lost: the loss is what is met)
        return Situation(kind="feeling", valence="hard", wished=not lost, grief=lost)
    if (
        not results
        and earlier
        and tells_a_loss(before)
        and tells_of_a_dream(earlier[0])
        and not dreamt_a_death(earlier[0])
        and not tells_of_a_dream(before)
        and not asks(text)
        and not requests(text)
        and not _lost(text)
    ):
        # more of the dream, after the loss of the one in it was told ("i dreamed my grandma was
        # cooking in her old kitchen" / "she died when i was 12" / "i could smell the soup":
        # probed, the 1.5B's "You are smelling the soup.")
        return Situation(
            kind="told_dream", valence=feeling or "hard", grief=True, follow="grief:again"
        )
    if _BAD_DREAMS_TO_COME.search(text):
        # ("will i have nightmares", after "i have surgery tomorrow": probed, "I'm not sure what
        # to say to that.")
        return Situation(kind="feeling", valence="hard", ahead="dreams")
    if "?" not in text and not tells_of_a_dream(text) and _stress_of_its_kind(text, recent):
        # ("my job is really stressful rn", after "i keep dreaming im late for work" / "like 3
        # times this week": probed, the 1.5B's "It sounds like you are feeling stressed")
        return Situation(kind="feeling", valence="hard", follow="stress:dreamt")
    if (
        "?" not in text
        and not tells_of_a_dream(text)
        and any(_ahead_of_its_kind(text, t) for t in recent)
    ):
        # (with fear said of it, the fear met first: "i have surgery tomorrow and im scared")
        return Situation(
            kind="feeling", valence=feeling, ahead="felt" if feeling == "hard" else "dreamt"
        )
    if _AHEAD_TOLD.search(text) and "?" not in text and not tells_of_a_dream(text):
        return Situation(kind="feeling", valence=feeling, ahead="told")
    if (
        feeling == "hard"
        and "?" not in text
        and not tells_of_a_dream(text)
        and len(text.split()) <= _SHORT_AHEAD_FELT
        and any(_AHEAD_TOLD.search(t) for t in (before, *earlier[:1]))
    ):
        # ("im kind of scared", a message or two after "i have surgery tomorrow")
        return Situation(kind="feeling", valence="hard", ahead="felt")
    if not lost and (
        _NEWS_TOLD.match(text)
        or (_GOOD_NEWS.search(text) and "?" not in text and not tells_of_a_dream(text))
    ):
        # (a loss near it is met as both: ``bittersweet``)
        return Situation(kind="feeling", valence="good", follow="news")
    if _CHEATED_ON.search(text) and "?" not in text and not tells_of_a_dream(text):
        return Situation(kind="feeling", valence="hard", parted=True, follow="cheated")
    if _JOURNAL_SUGGESTED.search(text) and "?" not in text:
        # ("my therapist said to keep a dream journal": probed, "Thank you for telling me…")
        return Situation(kind="feeling", follow="suggested")
    if (
        _HURT_GROWING_UP.search(text)
        and "?" not in text
        and not tells_of_a_dream(text)
        and any(tells_of_a_dream(t) and valence(t) == "hard" for t in recent)
    ):
        # ("i used to get yelled at a lot as a kid", after a dream of a teacher yelling at them:
        # probed, "Thank you for telling me")
        return Situation(kind="feeling", valence="hard", follow="hurt:past")
    if (disliked := _DISLIKED.match(text)) is not None and any(
        tells_of_a_dream(t)
        and valence(t) == "hard"
        and re.search(rf"\b{re.escape(singular(disliked['thing'].lower()))}", t, re.IGNORECASE)
        for t in recent
    ):
        # ("i hate spiders", after "i had a nightmare about a spider": probed, the 1.5B on people
        # who enjoy watching them "in their natural habitat")
        return Situation(kind="feeling", valence="hard", follow="disliked")
    if _A_JOB_ENDED.search(text) and _told_after_a_dream(text, recent, of=_DAYS_DREAMT["work"]):
        # ("i got fired from there last year", after "i dreamt i was back at my old job and
        # everyone ignored me": probed, the 1.5B's "…because you weren't doing a good job")
        return Situation(kind="feeling", valence="hard", follow="job:ended")
    if _A_FIGHT.search(text) and _told_after_a_dream(text, recent):
        # ("we had a fight yesterday irl", after a dream of a best friend who stopped talking to
        # them: probed, "Thank you for telling me")
        return Situation(kind="feeling", valence="hard", follow="fight")
    if _tells_illness(text):
        # ("she has dementia now", after a dream of their mom: probed, only the offer to remember
        # it; "my mom has cancer": the model's words)
        return Situation(kind="feeling", valence="hard", ill=True)
    if _AS_BEFORE.match(text) and any(_tells_illness(t) for t in (before, *earlier[:1])):
        # ("it was nice to see her like before", after a dream of a grandma and "she has
        # alzheimers now": probed, "I'm still here with you. Take your time…")
        return Situation(kind="feeling", valence="good", bittersweet=True, follow="ill:before")
    if _getting_old(text, (before, *earlier[:1])):
        return Situation(kind="feeling", valence="hard", follow="aging")
    if _FEAR_OF_LOSING.search(text) and "?" not in text and not tells_of_a_dream(text):
        # ("i guess im scared of losing him", after a dream of their old dog running away: probed,
        # the 1.5B's "You can always talk to someone you trust and get support if needed.")
        # (the time left, wondered: "i dont know how much time we have left"; probed, "Of course
        # you are. Being scared of losing…", a fear they had not said)
        time_left = not re.search(
            r"\b(?:scared|afraid|terrified|worried|frightened|fear)\b", text, re.I
        )
        return Situation(
            kind="feeling", valence="hard", follow="losing:time" if time_left else "losing"
        )
    if _A_BAD_NIGHT.match(text):
        # ("bad night": probed, the 1.5B's "It's okay to feel sad, scared, or confused. What
        # you're experiencing is part of your life and not something you can control.")
        return Situation(kind="feeling", valence="hard", follow="night")
    if feeling:
        # a loss told ("my mom passed in march": probed, "I wish you and your family could have a
        # peaceful resting place…"): Sandman's own line, unless something is asked of it
        grief = _lost(text) is not None and "?" not in text and not requests(text)
        # someone missed, right after their death was told ("she died when i was 12" / "i miss
        # her": probed, "The joy of having her is gone, and the memories you shared are now
        # scattered across your life.")
        # ("i miss him so much", two messages after "he passed away in june": probed, "I understand
        # you feel missed."; ``earlier``, their messages before ``before``)
        grief = grief or (bool(_MISSED.search(text)) and lost and "?" not in text)
        # (a parting, not a death: "we broke up last month")
        parted = grief and bool(_ROMANCE_ENDED.search(text)) and not _A_DEATH.search(text)
        grief = grief and not parted
        # (the loss of someone in the dream just told: "i dreamed my grandma was cooking in her
        # old kitchen" / "she died when i was 12", probed: "…or about any dream it brings")
        # (or told after a word on it: "…he was telling me something" / "i wish i could remember
        # what he said" / "he passed two years ago", probed: "…or about any dream it brings")
        dreamt = grief and not results and _dreamt_just_before((before, *earlier[:2]))
        nostalgic = (
            feeling == "hard" and not grief and "?" not in text and bool(_NOSTALGIA.search(text))
        )
        dreads = (
            feeling == "hard"
            and not grief
            and bool(
                _SLEEP_FEARED.search(text)
                # ("the dreams are too much", after "i dont want to sleep tonight": probed, every
                # word of the 1.5B's held back, "Thank you for telling me")
                or (_DREAMS_TOO_MUCH.match(text) and _SLEEP_FEARED.search(before))
            )
        )
        shaken = feeling == "hard" and not (grief or dreads) and still_shaken and "?" not in text
        low = feeling == "hard" and not (grief or dreads or shaken) and bool(_LOW.search(text))
        sleepless = (
            feeling == "hard"
            and not (grief or dreads or shaken or low)
            and "?" not in text
            and not requests(text)
            # (what keeps them awake, told, is the model's to meet: "I've been so anxious about my
            # exams that I can't sleep")
            and not _KEPT_AWAKE_BY.search(text)
            and (
                _lost_sleep(text)
                or (_lost_sleep(before) and bool(_WORN_OUT.search(text)) and not asks(text))
            )
        )
        follow = "dreamt" if dreamt else ("nostalgic" if nostalgic else "")
        if (
            not follow
            and dreads
            and "?" not in text
            and any(valence(t) == "hard" and tells_of_a_dream(t) for t in (before, *earlier[:2]))
        ):
            # (sleep feared right after a nightmare told: that dream's line, not one that asks
            # which dream they fear)
            follow = "nightmare"
        return Situation(
            kind="feeling",
            valence=feeling,
            grief=grief,
            follow=follow,
            parted=parted,
            dreads=dreads,
            shaken=shaken,
            low=low,
            sleepless=sleepless,
            alone=(low and bool(_WITHDRAWN.search(text))) or (shaken and alone_with_it),
            lonely=(
                feeling == "hard"
                and not (grief or dreads or shaken or low or sleepless)
                and bool(_LONELY.search(text))
                and not tells_of_a_dream(text)
            ),
            estranged=(
                feeling == "hard"
                and not (grief or dreads or shaken or low or sleepless)
                and "?" not in text
                and bool(_ESTRANGED.search(text))
                # (of someone in a dream just told: the line speaks of the dream)
                and any(tells_of_a_dream(t) for t in recent)
            ),
        )
    if _YOUR_DREAM_WISHED.match(text):
        return Situation(kind="about_me", who="dream")
    if _WHAT_WOULD_YOU.match(text):
        # ("what would you do with the money", after a lottery won in a dream: probed, the 1.5B's
        # "I would use it to buy groceries, rent a movie…")
        return Situation(kind="about_me", who="wish")
    if _ABOUT_ME.search(text) or (_KEEP_TRACK.search(text) and _CAN_YOU.search(text)):
        return Situation(kind="about_me")
    if _HOW_ARE_YOU.match(text):
        return Situation(kind="about_me", how=True)
    if _DATE_ASKED.match(text):
        return Situation(kind="date")
    if _UNWILLING.match(text):
        return Situation(kind="unwilling")
    if _NEEDED_TO_TELL.match(text):
        return Situation(kind="needed_to_tell")
    if _QUITTING.match(text):
        return Situation(kind="quitting")
    if _MISUNDERSTOOD.match(text) or _FED_UP.match(text):
        return Situation(kind="misunderstood")
    if _RECAP.match(text):
        return Situation(kind="recap")
    if _SAY_AGAIN.match(text):
        return Situation(kind="say_again")
    if _DONE_ASKED.match(text):
        return Situation(kind="done_asked")
    if _APOLOGY.match(text) and not _SORRY_FOR_LOSS.search(text):
        return Situation(kind="apology")
    if part_forgotten(text) and any(tells_of_a_dream(t) for t in recent):
        return Situation(kind="forgotten", follow="part")
    if _ONLY_THE_FEELING.match(text) and (
        _FORGOTTEN.match(before) or _NOT_REMEMBERED.search(before)
    ):
        # ("just the feeling", after "i dont remember the dream tho": probed, the 1.5B's "I
        # understand you're feeling something.")
        return Situation(kind="forgotten", follow="feeling")
    if (_FORGOTTEN.match(text) and not requests(text)) or (
        # ("thats it", after a dream told: probed, "You were dreaming about your car being
        # stolen.")
        _THATS_ALL.match(text) and any(tells_of_a_dream(t) for t in recent)
    ):
        return Situation(kind="forgotten")
    if _THANKS.search(text):
        return Situation(kind="thanks")
    if _TAKEN_IN.match(text) and not results:
        # ("hm ok", after a dream shown and its reading: probed, the 1.5B's "That's great!")
        return Situation(kind="answer", follow="heard")
    if (day := _OCCASION.search(text)) is not None and not asks(text):
        occasion = "anniversary" if day["what"].lower() == "anniversary" else "birthday"
        return Situation(kind="greeting", occasion=occasion)
    greeting = _GREETING.search(text)
    if greeting:
        # "Good morning! I slept really well for once." greets and tells a feeling.
        # "hey, how many dreams have i logged in october": a question after the hello, which the
        # journal answered, is what it would be without it (probed: "Hey there! How many dreams
        # have you logged in October?")
        after = text[greeting.end() :]
        if any(o.name in _READS for o in results) and (asks(after) or requests(after)):
            return situation_of(after, results, before=before, earlier=earlier)
        rest = valence(after)
        if rest:
            return Situation(kind="feeling", valence=rest)
        return Situation(kind="greeting", leaving=takes_leave(text))
    # ("thats the third time now", after the dream: probed, "I see you've been talking about
    # this for the third time." held back, then the heard line)
    if tells_recurring(text) or (
        # (a word between: "again" / "this is like the 5th time")
        (_NTH_TIME.search(text) or _AGAIN_ALONE.match(text))
        and any(tells_of_a_dream(t) for t in recent)
    ):
        # (a count said: "this is like the 5th time"; "again" alone)
        often = bool(re.search(r"\d|time", text, re.IGNORECASE)) and not tells_recurring(text)
        came = not often and _AGAIN_ALONE.match(text) is not None
        # (of the hard dream just told, in a few words: "this keeps happening", after drowning and
        # waking up gasping; probed, the 1.5B's "It sounds like they're having trouble breathing.")
        of_the_hard_one = (
            not valence(text)
            and len(text.split()) <= _A_FEW_WORDS
            and not tells_of_a_dream(text)
            and any(valence(t) == "hard" and tells_of_a_dream(t) for t in recent)
        )
        # (of someone theirs who is unwell: "my cat io has been sick lately" / "i keep dreaming
        # shes lost"; probed, the search's "nothing found" and the hard line alone)
        ill = tells_recurring(text) and any(
            _ILL_NEWS.search(t) is not None and _of_the_ill_one(text, t) for t in (text, before)
        )
        return Situation(
            kind="recurring",
            valence="hard" if of_the_hard_one or ill else valence(text),
            often=often,
            came=came,
            # (with something like it ahead: "i keep having the exam dream and i have a real exam
            # on friday"; probed, only what a dream coming back carries)
            ahead="told" if _AHEAD_TOLD.search(text) and tells_recurring(text) else "",
            follow="ill" if ill else ("hard" if of_the_hard_one and not (often or came) else ""),
        )
    if WOKE_AT_ONCE.match(text) and any(
        _lived(t) == "lucid dream"
        or ((named := _TERM_NAMED.search(t)) is not None and _term_of(named) == "lucid dream")
        for t in recent
    ):
        return Situation(kind="term", term="lucid dream", follow="woke")
    if _JOLTED_AWAKE.search(text) and any(
        _lived(f"{t.rstrip('.!?')} and {text}") == "hypnic jerk" for t in recent
    ):
        # ("and i wake up with a jolt", after "i keep dreaming about falling" / "like every night
        # this week": probed, the 1.5B's "That's a jolt of what you were dreaming about!")
        return Situation(kind="term", term="hypnic jerk")
    if (more := _HABIT_MORE.match(text)) is not None and any(
        # (past a question between: "my boyfriend says i talk in my sleep" / "is that bad" /
        # "sometimes i shout", probed: the 1.5B's "It might be a sign of stress or anxiety.")
        habit_told(t) is not None
        for t in (before, *earlier[:1])
    ):
        return Situation(kind="term", term=_habit_named(more["verb"]))
    if _HOW_OFTEN.match(text) and (habit := habit_told(before)) is not None:
        # ("like every night", after "my wife says i kick in my sleep": probed, "Thank you…")
        return Situation(kind="term", term=habit, follow="often")
    if _HOW_OFTEN.match(text) and _lost_sleep(before) and not tells_of_a_dream(before):
        # (how often a night lost said: "i keep waking up at 3am" / "every night this week";
        # probed, "I'm still here with you. Take your time…")
        return Situation(kind="feeling", valence="hard", sleepless=True, follow="sleepless:often")
    if (
        (_HOW_OFTEN.match(text) or _HAVE_THEM_OFTEN.match(text))
        and _lived(before) in _OFTEN_LIVED
        and not results
    ):
        # ("that happens a lot", after a jolt on waking told: probed, "That's a lot of times to
        # meet the same dream")
        return Situation(kind="term", term=_lived(before) or "", follow="often")
    if _HOW_OFTEN.match(text) and _BAD_DREAMS_TOLD.search(before) and not tells_of_a_dream(before):
        # (how often bad dreams said of, none told: "im so tired of having nightmares" / "three
        # nights in a row now")
        return Situation(kind="bad_dreams", valence="hard", often=True)
    if (_HOW_OFTEN.match(text) or _HAVE_THEM_OFTEN.match(text)) and (
        tells_recurring(before) or tells_of_a_dream(before) or _DREAMS_OFTEN_OF.search(before)
    ):
        hard = valence(before) == "hard"  # a nightmare every night: that it is hard, first
        return Situation(kind="recurring", valence=valence(before), often=not hard)
    if _AGE_ASKED.match(text) and any(_no_age_among(o) for o in results):
        # ("how old is she", after "whats my cats name": probed, the memories listed, none of
        # them her age, and the 1.5B left to say one)
        return Situation(kind="question", follow="unknown:age")
    if any(o.name in _READS for o in results):
        return Situation(kind="question")
    if takes_leave(text):
        # "going to bed", "i should probably sleep": off without a goodbye word (measured: "Sleep
        # is important for your health and well-being…")
        return Situation(kind="greeting", leaving=True)
    return Situation(kind="other")
