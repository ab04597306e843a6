# collections.Counter and defaultdict over generated events.
from collections import Counter, defaultdict

EVENTS = [("k%d" % (i % 211), i % 7, "s%d" % (i % 5)) for i in range(60_000)]


def bench():
    c = Counter(key for key, _, _ in EVENTS)
    by_state = defaultdict(list)
    per_level = defaultdict(int)
    for key, level, state in EVENTS:
        by_state[state].append(key)
        per_level[level] += 1
    c.update(state for _, _, state in EVENTS)
    return c.most_common(5), {s: len(v) for s, v in by_state.items()}, sorted(per_level.items())
