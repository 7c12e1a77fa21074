"""Whether a text is English: Sandman's rules read English, so a message in another language is
answered plainly instead of being read as a symbol ("¿Qué significa el lobo?" is not a symbol
"qu significa el"), and a capable model's translation is checked before routing reads it.

Pure and deterministic.
"""

from __future__ import annotations

import re

# Function words of languages people may write in; English words are the usual ones.
_FOREIGN = frozenset(
    """
    el los las del que qué por para una unos como pero mis sueños sueño soñé significa
    le les des est une dans pour avec mais mes rêve rêves rêvé signifie je suis
    der die das und ist nicht ich mein meine traum träume bedeutet mit auf für mich mir wie warum
    oder aber habe hatte geträumt
    os um uma não sonho sonhos sonhei significa com meu minha
    il gli che sono non di mio sogno sogni sognato significa
    hola cómo estás tengo yo soñado sueños qué cuál
    bonjour mon ma ai qu ce quoi suis fait
    hallo guten bin hab ein eine einen meinen meiner
    olá eu tive
    ciao come stai miei mie mia mostrami dimmi cosa ho hai della nel nella
    tuve un muy anoche estaba estoy sobre ayer noche raro rara extraño extraña mi tu su también
    hoy volando soñando
    cette nuit hier étais très
    ne pas sais pourquoi parce peux veux oui merci
    porque sé pero weiß warum
    gestern nacht war seltsamen komischen
    ontem noite estava muito estranho
    ieri notte ero molto strano
    """.split()
)
# ("tuve un sueño muy raro anoche": probed, read as English and "tuve un sue" looked up)
_ENGLISH = frozenset(
    """
    i me my the a an and or is are was were what do does did dream dreams dreamt dreamed you it
    of to in on at about this that have has had can could would will why how when
    """.split()
)
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def in_english(text: str) -> bool:
    """False when ``text`` reads as another language: more of its words are another language's
    function words than English ones (a name or a loan word alone does not decide it)."""
    words = [w.lower() for w in _WORD.findall(text)]
    if not words:
        return True
    foreign = sum(w in _FOREIGN for w in words)
    english = sum(w in _ENGLISH for w in words)
    return not (foreign >= 2 and foreign > english) and not (
        text.lstrip().startswith(("¿", "¡")) and english == 0
    )


def reads_as_english(text: str) -> bool:
    """Stricter than ``in_english``: ``text`` holds English function words ("what", "my", "the")
    and no more of another language's (for checking a model's translation)."""
    words = [w.lower() for w in _WORD.findall(text)]
    return in_english(text) and sum(w in _ENGLISH for w in words) >= 1
