# Counting 200k words with a plain dict and .get().

VOCAB = ["tool", "call", "result", "error", "agent", "cell", "value", "json", "key", "row",
         "sum", "list", "task", "model", "text", "data", "user", "item", "file", "page"]
WORDS = [VOCAB[(i * 31 + i // 7) % len(VOCAB)] + str(i % 50) for i in range(200_000)]


def bench():
    counts = {}
    for w in WORDS:
        counts[w] = counts.get(w, 0) + 1
    return len(counts), max(counts.values())
