"""A generated dream journal for measuring search quality, with what each dream is about.

Each dream is one or two sentences on a theme plus a few neutral ones, shuffled. The sentences
are written with the varied words people use ("I swam far out", "the tide came in", "a lift
stuck between floors"), so a search for "water" or "elevator" has to find dreams that never say
the word. Each themed sentence carries the tags a person would file it under; a dream's tags are
those of its sentences. Seeded: the same seed gives the same journal.

Some neutral sentences hold look-alike words on purpose ("a seat", "searching", "an example",
"started", "been"), and some themed sentences use a word in another sense ("rain was falling",
"my phone had fallen into a crack"), so a search that matches word beginnings or every sense of a
word is seen to pay for it.
"""

from __future__ import annotations

import json
import random
import sqlite3
from dataclasses import dataclass
from pathlib import Path

QUERIES = Path(__file__).with_name("search_queries.jsonl")

# (sentence, tags)
THEMED: tuple[tuple[str, frozenset[str]], ...] = tuple(
    (text, frozenset(tags.split()))
    for text, tags in (
        # water: sea
        ("I was swimming far out in the ocean and the waves kept lifting me.", "water sea swim"),
        ("We walked along the beach while the tide came in around our ankles.", "water sea"),
        ("The sea was perfectly flat and silver, and I could walk on it.", "water sea"),
        ("A huge wave rose over the harbour and I could not move my legs.", "water sea"),
        ("I was on a small boat with no oars, drifting away from the shore.", "water sea"),
        # water: lakes, rivers, pools
        ("There was a lake in the middle of the city, still and dark.", "water lake city"),
        ("I waded across a river that kept getting wider.", "water river"),
        (
            "The stream behind my grandmother's cottage had become a rushing river.",
            "water river grandmother",
        ),
        ("I dove into a pond and found a whole town under the surface.", "water swim lake"),
        ("I could breathe underwater and swam alongside huge silver fish.", "water swim"),
        (
            "I was drowning in a swimming pool while people kept chatting at the edge.",
            "water swim drown",
        ),
        ("The current dragged me under and I could not reach the air.", "water drown"),
        # water: rain and floods
        ("It rained for days and the streets turned into canals.", "water rain flood"),
        ("The basement was flooding and the water reached the stairs.", "water flood house"),
        ("Rain was falling inside the house, soaking the carpet.", "water rain house"),
        ("A storm flooded the whole valley and we climbed onto the roof.", "water flood storm"),
        ("The water in my glass would not stop pouring out onto the table.", "water"),
        ("I was terribly thirsty and every tap I opened was dry.", "water"),
        # flying
        ("I was flying over the city at night, the lights far below me.", "fly city"),
        ("I flew above the rooftops just by flapping my arms.", "fly"),
        ("I lifted off the ground and floated over the trees.", "fly"),
        ("We were on a flight that never landed; the plane kept circling.", "fly"),
        ("I had wings and soared over snowy mountains.", "fly"),
        ("I kept hovering a few feet above the floor and could not come down.", "fly"),
        ("The birds and I glided together over the fields.", "fly"),
        # falling
        ("I fell off a cliff and woke up just before I hit the ground.", "fall"),
        ("I was falling down an endless staircase.", "fall"),
        ("The floor gave way and I dropped into darkness.", "fall"),
        ("I slipped from the edge of a tall building and tumbled through the air.", "fall"),
        ("The elevator plunged down its shaft with me inside.", "fall elevator"),
        ("My phone had fallen into a crack in the pavement and I could hear it ringing.", "phone"),
        # chased, running
        ("Someone was chasing me through a parking garage.", "chase"),
        ("A dog was after me and my legs would not move.", "chase dog"),
        ("I ran from a man in a grey coat who kept getting closer.", "chase run"),
        ("I was being hunted through the woods by something I never saw.", "chase"),
        ("We hid in a cupboard while footsteps searched the house for us.", "chase house"),
        ("I was running for a train that kept pulling away.", "run late"),
        ("I ran a race and could never reach the finish line.", "run"),
        # teeth
        ("My teeth were crumbling and I kept spitting them into my hand.", "teeth"),
        ("A tooth came loose when I bit into an apple.", "teeth"),
        ("The dentist said every one of my teeth had to come out.", "teeth"),
        ("My jaw ached and my molars cracked one by one.", "teeth"),
        # school and exams
        ("I was back at school and could not find my classroom.", "school"),
        ("I had an exam I had not studied for, in a subject I never took.", "exam school"),
        ("The teacher handed out the test and every page was blank.", "exam school"),
        ("I was sitting my finals and had forgotten how to write.", "exam school"),
        ("I was late for class and the corridors kept changing.", "school late"),
        ("My old maths teacher was marking my homework in red ink.", "school"),
        ("I was a student at university again, lost on an enormous campus.", "school lost"),
        # house and home
        ("I found a new room in my house that I had never seen.", "house"),
        ("I was at my childhood home and every door was locked.", "house"),
        ("The apartment had extra hallways that led nowhere.", "house"),
        ("The attic was full of old furniture and somebody's letters.", "house"),
        ("I was painting the kitchen of a house that was not mine.", "house"),
        ("We moved into a mansion with a hundred bedrooms.", "house"),
        # cars and driving
        ("I was driving down a hill and the brakes stopped working.", "car"),
        ("The car drove itself while I sat in the back.", "car"),
        ("I could not find my car anywhere in an enormous parking lot.", "car lost"),
        ("I drove along a motorway that slowly turned into a river.", "car water river"),
        ("I was a passenger in a taxi that kept going the wrong way.", "car"),
        ("I crashed my dad's truck into a fence.", "car father"),
        # death
        ("My grandfather died again and we were at his funeral.", "death grandfather"),
        ("I stood in a cemetery reading my own name on a grave.", "death"),
        ("A friend told me she was dead and then kept talking.", "death"),
        ("A coffin came floating down the street on its own.", "death"),
        ("Someone I loved was dying in a hospital bed.", "death"),
        ("I was killed in the dream and watched everything from above.", "death"),
        # snakes
        ("A snake was coiled on my pillow.", "snake"),
        ("There were snakes in the bathtub.", "snake"),
        ("A huge serpent wrapped itself around the whole house.", "snake house"),
        ("A cobra rose up in the garden and stared at me.", "snake"),
        ("A viper bit my ankle and the bite glowed.", "snake"),
        # babies
        ("I was holding a baby that was not mine.", "baby"),
        ("I forgot the baby in a shop and had to go back for it.", "baby"),
        ("I was pregnant and the birth was coming far too early.", "baby"),
        ("A newborn spoke to me in full sentences.", "baby"),
        ("My sister's infant was crying in another room.", "baby sister"),
        # fire
        ("The house was on fire and I could not find the door.", "fire house"),
        ("Flames came out of the oven and spread across the kitchen.", "fire house"),
        ("The forest was burning and ash fell like snow.", "fire"),
        ("I smelled smoke but nobody else did.", "fire"),
        # animals
        ("My old dog came back and wanted to play.", "dog"),
        ("A puppy followed me all the way to work.", "dog work"),
        ("Wolves circled the cabin all night.", "wolf"),
        ("A spider was spinning a web across the doorway.", "spider"),
        ("Spiders were crawling out of the sink.", "spider"),
        ("A big black cat sat on the stairs watching me.", "cat"),
        ("A horse galloped through the supermarket.", "horse"),
        # lost, late
        ("I lost my keys and could not get back in.", "lost"),
        ("I was lost in a city I did not recognise.", "lost city"),
        ("I had missed the last bus and the streets were empty.", "late"),
        ("I was late for my own wedding.", "late wedding"),
        ("I kept losing my shoes at a party.", "lost"),
        # weddings
        ("I was getting married to someone I had never met.", "wedding"),
        ("At the wedding the bride had no face.", "wedding"),
        # family
        ("My mother was calling me from the other side of a field.", "mother"),
        ("Mum and I were baking bread in her old kitchen.", "mother house"),
        ("My father was young again and laughing.", "father"),
        ("Dad was teaching me to ride a bicycle.", "father"),
        ("My grandmother gave me a key wrapped in cloth.", "grandmother"),
        # weather
        ("Thunder shook the windows and lightning hit the tree outside.", "storm"),
        ("A tornado lifted our car off the road.", "storm car"),
        ("Snow covered everything and it was completely silent.", "snow"),
        # trapped
        ("I was stuck in a lift between floors.", "trapped elevator"),
        ("I was locked in a room with no windows.", "trapped house"),
        # money, phone, work
        ("I found a pile of coins under the bed.", "money"),
        ("I was paying for groceries and my wallet was empty.", "money"),
        ("I tried to call home but the numbers kept changing on the phone.", "phone"),
        ("My boss gave me a task in a language I could not read.", "work"),
    )
)

NEUTRAL: tuple[str, ...] = (
    "Everything was tinted a faint yellow.",
    "There was music coming from somewhere I could not see.",
    "People kept saying my name but I did not answer.",
    "Then it all changed and I was somewhere else.",
    "It felt calm and ordinary, like a Sunday afternoon.",
    "I remember a long table with many chairs.",
    "The light was strange, as if it came from below.",
    "I was wearing a coat that belonged to someone else.",
    "Nobody seemed surprised by anything.",
    "I was explaining something important and forgot the ending.",
    "For a while we just sat there, not speaking.",
    "At one point I was searching for a pen.",
    "It had been a long day in the dream too.",
    "A stranger took a seat beside me.",
    "We started talking about nothing in particular.",
    "There was an example written on the wall that I could not read.",
    "I could feel the rough fabric of the sofa.",
    "Someone was laughing in the next street.",
    "A clock somewhere kept ticking very loudly.",
    "My friend Sam was there, though he looked different.",
)

TITLES = ("Strange night", "Again", "Short one", "Vivid", "Odd", "Half remembered", "Sunday")


@dataclass(frozen=True)
class GeneratedDream:
    date: str
    title: str | None
    text: str
    tags: frozenset[str]


@dataclass(frozen=True)
class Query:
    query: str
    tags: frozenset[str]
    kind: str
    held_out: bool


def generate(count: int = 300, seed: int = 11) -> list[GeneratedDream]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        themed = rng.sample(THEMED, rng.choice((1, 1, 2)))
        neutral = rng.sample(NEUTRAL, rng.randint(1, 3))
        sentences = [s for s, _ in themed] + neutral
        rng.shuffle(sentences)
        tags = frozenset().union(*(t for _, t in themed))
        day = f"20{rng.randint(20, 25):02d}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        title = rng.choice(TITLES) if rng.random() < 0.25 else None
        out.append(GeneratedDream(day, title, " ".join(sentences), tags))
    return out


def load_queries(path: Path = QUERIES) -> list[Query]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            item = json.loads(line)
            out.append(
                Query(
                    query=item["query"],
                    tags=frozenset(item["tags"]),
                    kind=item["kind"],
                    held_out=bool(item.get("held_out", False)),
                )
            )
    return out


def insert(path: Path, dreams: list[GeneratedDream]) -> list[int]:
    """Add ``dreams`` to the journal at ``path`` (schema already created) in one transaction and
    return their ids in order. Plain sqlite3: the journal's triggers index them as usual."""
    conn = sqlite3.connect(path)
    try:
        with conn:
            ids = []
            for i, d in enumerate(dreams):
                cur = conn.execute(
                    "INSERT INTO dreams (date, title, text, mood, created) VALUES (?, ?, ?, ?, ?)",
                    (d.date, d.title, d.text, None, f"generated-{i:05d}"),
                )
                assert cur.lastrowid is not None
                ids.append(cur.lastrowid)
        return ids
    finally:
        conn.close()
